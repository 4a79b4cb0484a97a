#!/usr/bin/env python3
"""Builds the benchmark corpora under bench/.work/corpus from the unpacked npm
packages in bench/.work/pkgs (stdlib only).

  corpus.py real      real/  : published TF.js code, readable (no *.min.js)
                               - @tensorflow/tfjs-* : the original TypeScript
                                 sources, taken from the `sourcesContent` of the
                                 source map shipped next to the fesm bundle
                                 (exactly the files the package was built from;
                                 tests are not in the bundle)
                               - @tensorflow-models/* : the per-module ES2017
                                 JavaScript of dist/ (bundles, tests excluded)
                      minified/: one minified bundle (robustness data point)
  corpus.py gen       gen/<N>k/ : the real files replicated with renamed
                                 identifiers and paths, nested sizes
  corpus.py stats DIR           : files, lines, bytes of a corpus (JSON)
"""
import json
import os
import re
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
WORK = os.environ.get("BENCH_WORK", os.path.join(HERE, ".work"))
PKGS = os.path.join(WORK, "pkgs")
CORPUS = os.path.join(WORK, "corpus")
EXTS = (".js", ".mjs", ".cjs", ".jsx", ".ts", ".mts", ".cts", ".tsx")
GEN_SIZES = [25_000, 50_000, 100_000, 200_000]


def log(msg):
    print(f"[corpus] {msg}", file=sys.stderr, flush=True)


def is_bundle(name, pkgdir):
    base = os.path.basename(pkgdir)
    stem = re.sub(r"^tensorflow-models-", "", base)
    stem = re.sub(r"-\d+\.\d+\.\d+$", "", stem)
    return (name.endswith(".min.js") or ".esm." in name or ".node." in name
            or ".es2017." in name or ".fesm." in name or name.startswith("tf-")
            or name == stem + ".js")


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


def real():
    out = os.path.join(CORPUS, "real")
    if os.path.isdir(out):
        shutil.rmtree(out)
    os.makedirs(out)
    manifest = []
    for pkg in sorted(os.listdir(PKGS)):
        pdir = os.path.join(PKGS, pkg)
        n = 0
        if pkg.startswith("tensorflow-tfjs-"):
            short = re.sub(r"^tensorflow-", "", re.sub(r"-\d+\.\d+\.\d+$", "", pkg))
            maps = [os.path.join(pdir, "dist", f) for f in sorted(os.listdir(os.path.join(pdir, "dist")))
                    if f.endswith(".fesm.js.map") or f.endswith(".es2017.js.map")]
            if not maps:
                log(f"{pkg}: no source map with sources, skipped")
                continue
            with open(maps[0], encoding="utf-8") as f:
                sm = json.load(f)
            for src, content in zip(sm.get("sources", []), sm.get("sourcesContent") or []):
                if not content or "node_modules" in src or not src.endswith(".ts"):
                    continue
                m = re.search(re.escape(short) + r"/(src/.*)$", src)
                if not m:
                    continue
                write(os.path.join(out, pkg, m.group(1)), content)
                n += 1
            log(f"{pkg}: {n} TypeScript sources from {os.path.relpath(maps[0], WORK)}")
        else:
            dist = os.path.join(pdir, "dist")
            for root, _, files in os.walk(dist):
                for name in sorted(files):
                    if not name.endswith(".js") or name.endswith("_test.js"):
                        continue
                    if root == dist and is_bundle(name, pdir):
                        continue
                    if name.endswith(".min.js") or "miniprogram" in root:
                        continue
                    src = os.path.join(root, name)
                    dst = os.path.join(out, pkg, os.path.relpath(src, pdir))
                    os.makedirs(os.path.dirname(dst), exist_ok=True)
                    shutil.copyfile(src, dst)
                    n += 1
            log(f"{pkg}: {n} JavaScript modules from dist/")
        manifest.append({"package": pkg, "files": n})
    # one minified bundle, kept out of the speed corpus
    mdir = os.path.join(CORPUS, "minified")
    os.makedirs(mdir, exist_ok=True)
    src = os.path.join(PKGS, "tensorflow-tfjs-core-4.22.0", "dist", "tf-core.min.js")
    if os.path.exists(src):
        shutil.copyfile(src, os.path.join(mdir, "tf-core.min.js"))
        log("minified: tf-core.min.js")
    print(json.dumps(stats(out)))


IDENT_DECL = re.compile(r"\b(?:function\*?|class|const|let|var|interface|type|enum)\s+([A-Za-z_$][\w$]*)")
KEYWORDS = set("""break case catch class const continue debugger default delete do else export extends
finally for function if import in instanceof new return super switch this throw try typeof var void while
with yield let static enum await implements package protected interface private public type async of
get set from as tf Tensor Math Object Array Promise""".split())


def rename(text, k):
    names = {m.group(1) for m in IDENT_DECL.finditer(text)} - KEYWORDS
    names = {n for n in names if len(n) > 1}
    if not names:
        return text
    pat = re.compile(r"(?<![\w$.])(" + "|".join(sorted(map(re.escape, names), key=len, reverse=True)) + r")(?![\w$])")
    return pat.sub(lambda m: f"{m.group(1)}_r{k}", text)


def list_files(d):
    out = []
    for root, dirs, files in os.walk(d):
        dirs.sort()
        for name in sorted(files):
            if name.endswith(EXTS):
                out.append(os.path.join(root, name))
    return out


def count_lines(p):
    with open(p, "rb") as f:
        return f.read().count(b"\n")


def gen():
    src = os.path.join(CORPUS, "real")
    files = list_files(src)
    # a fixed shuffle, so that every size has about the same JS/TS mix
    import random
    random.Random(20261123).shuffle(files)
    if not files:
        sys.exit("corpus.py gen: run `corpus.py real` first")
    gdir = os.path.join(CORPUS, "gen")
    if os.path.isdir(gdir):
        shutil.rmtree(gdir)
    pool = os.path.join(gdir, "pool")
    seq = []  # (path, lines) in order; every size is a prefix of this sequence
    total, k = 0, 0
    target = max(GEN_SIZES)
    while total < target:
        for f in files:
            rel = os.path.relpath(f, src)
            base, ext = os.path.splitext(rel)
            dst = os.path.join(pool, f"copy{k:02d}", base + f"_r{k}" + ext)
            with open(f, encoding="utf-8", errors="replace") as fh:
                text = fh.read()
            write(dst, rename(text, k))
            n = count_lines(dst)
            seq.append((dst, n))
            total += n
            if total >= target:
                break
        k += 1
    for size in GEN_SIZES:
        d = os.path.join(gdir, f"{size // 1000}k")
        acc = 0
        for path, n in seq:
            if acc >= size:
                break
            dst = os.path.join(d, os.path.relpath(path, pool))
            os.makedirs(os.path.dirname(dst), exist_ok=True)
            os.link(path, dst)
            acc += n
        log(f"gen/{size // 1000}k: {acc} lines")
    print(json.dumps({f"{s // 1000}k": stats(os.path.join(gdir, f'{s // 1000}k')) for s in GEN_SIZES}))


def stats(d):
    files = list_files(d)
    lines = sum(count_lines(f) for f in files)
    size = sum(os.path.getsize(f) for f in files)
    js = sum(1 for f in files if f.endswith((".js", ".mjs", ".cjs", ".jsx")))
    return {"files": len(files), "lines": lines, "bytes": size, "js_files": js, "ts_files": len(files) - js}


if __name__ == "__main__":
    cmd = sys.argv[1] if len(sys.argv) > 1 else ""
    if cmd == "real":
        real()
    elif cmd == "gen":
        gen()
    elif cmd == "stats":
        print(json.dumps(stats(sys.argv[2])))
    else:
        sys.exit(__doc__)
