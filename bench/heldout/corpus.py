#!/usr/bin/env python3
"""Materializes the external corpus and runs tensorlint on it.

usage: corpus.py materialize [--split dev|test] [--repo OWNER/NAME]
       corpus.py run TENSORLINT [--split dev|test] [--repo OWNER/NAME]
       corpus.py labels [TENSORLINT] [--split dev|test]

`materialize` writes the sources (and .gitignore, package.json and the
like) of each repository of ../shared/corpus/candidates.tsv at its pinned
commit into bench/.work/heldout/<split>/<owner>+<name>/, from the local
mirror ($TENSORLINT_MIRRORS/<owner>+<name>/repo, default /work/.mirror, as
`fetch` leaves it; nothing is fetched). Files of 4 MiB and more, which the
snapshots lack, are absent.

`run` runs TENSORLINT once per repository (JSON output, default options, the
repository's own .tensorlint.yaml if any) and writes
bench/.work/heldout/results/<split>/<owner>+<name>.json: the findings, each
with its language (js, python, cpp) and the lines of code per language.

C/C++ sources are compiled with --allow-compile-errors and the include
directories cpp_args derives by one rule for every repository (no
repository's findings chose them): the tree's root and every directory named
`include` or `src`; the runtime's real headers from a mirror, by the
candidate's library column (RUNTIME_HEADERS); then the API stubs the tests
use (test/headers). bench/realworld/build-args.tsv rows for the repository
and commit, if any, come first.

`labels` materializes (and, given TENSORLINT, runs) each repository at every
commit labels.tsv names (a leak labelled from its fix is read at the fix's
parent), into bench/.work/heldout/labels/<owner>+<name>@<commit12>/.
"""
import argparse
import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "realworld"))
import score as realworld  # noqa: E402
import split  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
WORK = os.path.join(ROOT, "bench", ".work", "heldout")
MIRRORS = os.environ.get("TENSORLINT_MIRRORS", "/work/.mirror")
# Seconds one tree may take (TENSORLINT_HELDOUT_TIMEOUT).
TIMEOUT = int(os.environ.get("TENSORLINT_HELDOUT_TIMEOUT", "1800"))

LANGS = {
    "js": (".js", ".mjs", ".cjs", ".jsx", ".ts", ".mts", ".cts", ".tsx",
           ".vue", ".html", ".htm"),
    "python": (".py", ".pyi", ".ipynb"),
    "cpp": (".c", ".cc", ".cpp", ".cxx", ".h", ".hh", ".hpp", ".hxx"),
}


def language_of(path):
    for lang, exts in LANGS.items():
        if path.endswith(exts):
            return lang
    return None


def git_dir(repo):
    base = os.path.join(MIRRORS, repo.replace("/", "+"), "repo")
    return os.path.join(base, ".git") if os.path.isdir(
        os.path.join(base, ".git")) else base


def tree_dir(row):
    if "dir" in row:
        return os.path.join(WORK, row["dir"])
    return os.path.join(WORK, row["split"], row["repo"].replace("/", "+"))


RESULTS = "results"


def result_path(row):
    if "dir" in row:
        return os.path.join(WORK, RESULTS, row["dir"] + ".json")
    return os.path.join(WORK, RESULTS, row["split"],
                        row["repo"].replace("/", "+") + ".json")


# Besides sources: what decides how a tree is walked and configured.
KEEP_NAMES = (".gitignore", "package.json", "tsconfig.json", ".tensorlint.yaml",
              "compile_commands.json")
# A server's page templates: pages tensorlint does not read, whose presence
# tells it that scripts near them may be loaded (tools/driver/Loading.cpp).
KEEP_EXTS = (".php", ".phtml", ".erb", ".ejs", ".hbs", ".handlebars", ".twig",
             ".jinja", ".j2", ".jsp", ".asp", ".aspx", ".cshtml", ".njk",
             ".liquid", ".mustache", ".pug", ".jade")


def wanted(path):
    return (language_of(path) is not None
            or os.path.basename(path) in KEEP_NAMES
            or path.endswith(KEEP_EXTS))


def materialize(row):
    """The repository's sources (and the files that configure a walk) at its
    commit; blobs the snapshot lacks (4 MiB and more) are left out."""
    dest = tree_dir(row)
    stamp = os.path.join(dest, ".heldout-commit")
    # The stamp names the file kinds too: adding one re-materializes.
    signature = row["commit"] + " " + ",".join(
        ext for exts in LANGS.values() for ext in exts) + " " + ",".join(
            KEEP_EXTS)
    if os.path.exists(stamp) and open(stamp).read().strip() == signature:
        os.makedirs(os.path.join(dest, ".git"), exist_ok=True)
        return "kept"
    gd = git_dir(row["repo"])
    if not os.path.isdir(gd):
        return "no mirror"
    ls = subprocess.run(["git", "--git-dir", gd, "ls-tree", "-r", "-z",
                         row["commit"]], capture_output=True)
    if ls.returncode:
        return "ls-tree failed: " + ls.stderr.decode(errors="replace")[:200]
    entries = []
    for item in ls.stdout.split(b"\0"):
        if not item:
            continue
        meta, path = item.split(b"\t", 1)
        mode, kind, sha = meta.split()
        path = path.decode(errors="replace")
        if kind == b"blob" and mode != b"120000" and wanted(path) \
                and ".." not in path.split("/"):
            entries.append((sha.decode(), path))
    subprocess.run(["rm", "-rf", dest], check=True)
    os.makedirs(dest)
    batch = subprocess.run(
        ["git", "--git-dir", gd, "cat-file", "--batch"],
        input="".join(sha + "\n" for sha, _ in entries).encode(),
        capture_output=True).stdout
    pos = missing = 0
    for _, path in entries:
        end = batch.index(b"\n", pos)
        header = batch[pos:end].split()
        pos = end + 1
        if len(header) < 3 or header[1] == b"missing":
            missing += 1
            continue
        size = int(header[2])
        data = batch[pos:pos + size]
        pos += size + 1
        out = os.path.join(dest, path)
        os.makedirs(os.path.dirname(out), exist_ok=True)
        with open(out, "wb") as f:
            f.write(data)
    # A checkout's root holds .git: tensorlint looks for a package's
    # manifest up to there, not in the directories above the corpus.
    os.makedirs(os.path.join(dest, ".git"), exist_ok=True)
    with open(stamp, "w") as f:
        f.write(signature + "\n")
    return f"written {len(entries) - missing} files" + (
        f" ({missing} absent from the snapshot)" if missing else "")


def count_lines(dest):
    lines = {}
    for base, dirs, files in os.walk(dest):
        dirs[:] = [d for d in dirs if d not in ("node_modules", ".git")]
        for name in files:
            lang = language_of(name)
            if lang:
                try:
                    with open(os.path.join(base, name), "rb") as f:
                        lines[lang] = lines.get(lang, 0) + f.read().count(b"\n")
                except OSError:
                    pass
    return lines


# The runtimes' public headers, from mirrors of repositories that ship them
# (the runtimes' own repositories are not mirrored here), keyed by a word of
# candidates.tsv's library column. TFLite's C API has no mirror: its stub in
# test/headers serves.
GGML = "ggml-org/ggml@d99724f2b141fed9e1a9f402213506c081433465"
RUNTIME_HEADERS = {
    # Applications include "ggml.h" or, in ggml's old layout, "ggml/ggml.h".
    "ggml": [f"-I@{GGML}/include", f"-I@{GGML}/include=ggml"],
    "ONNX Runtime": [
        "-I@AXKuhta/rwkv-onnx-dml@61182f43e2d7bb40206a1feb38c181b9c40dac94"
        "/include"],
    "TensorFlow C": [
        "-I@ai4reason/tensorflow-c-api-examples@"
        "8c3d6e7c580ecad1579fb811ba75adbb809d0933/include"],
}
STUBS = os.path.join(ROOT, "test", "headers")
BUILD_ARGS = realworld.read_build_args(
    os.path.join(ROOT, "bench", "realworld", "build-args.tsv"))
OWN_INCLUDE_DIRS = ("include", "src")


def cpp_args(row, dest):
    """The compile flags of a repository's C/C++ sources (see the module's
    documentation): one rule for all, so no repository is tuned on."""
    args = list(BUILD_ARGS.get((row["repo"], row["commit"]), []))
    args.append("-I.")
    for base, dirs, _ in os.walk(dest):
        dirs[:] = sorted(d for d in dirs if d not in ("node_modules", ".git"))
        args += ["-I" + os.path.relpath(os.path.join(base, d), dest)
                 for d in dirs if d in OWN_INCLUDE_DIRS]
    library = row.get("library") or candidate_library(row["repo"])
    for word, includes in RUNTIME_HEADERS.items():
        if word in library:
            args += includes
    deps = os.path.join(WORK, "deps")
    args = [realworld.include_arg(a, dest, MIRRORS, deps, "corpus.py")
            for a in args]
    return args + ["-I" + STUBS]


def candidate_library(repo):
    for row in split.candidates():
        if row["repo"] == repo:
            return row.get("library", "")
    return ""


def run(tensorlint, row, options=()):
    dest = tree_dir(row)
    os.makedirs(os.path.dirname(result_path(row)), exist_ok=True)
    lines = count_lines(dest)
    cmd = [tensorlint, "--format=json", "--quiet"] + list(options)
    if lines.get("cpp"):
        cmd += ["--allow-compile-errors"] + [
            "--extra-arg=" + a for a in cpp_args(row, dest)]
    cmd.append(".")
    # A tree that takes longer is recorded as timed out (no findings: its
    # labels count as missed), and the run goes on with the next one.
    try:
        proc = subprocess.run(cmd, cwd=dest, capture_output=True, text=True,
                              timeout=TIMEOUT)
        code, stdout, stderr = proc.returncode, proc.stdout, proc.stderr
    except subprocess.TimeoutExpired:
        code, stdout, stderr = "timeout", "", f"timed out after {TIMEOUT} s"
    try:
        findings = json.loads(stdout)["findings"]
    except (ValueError, KeyError):
        findings = []
    for f in findings:
        f["language"] = language_of(f["path"]) or "other"
    result = {"repo": row["repo"], "split": row["split"],
              "commit": row["commit"], "exit": code,
              "stderr": stderr[-4000:], "lines": lines,
              "findings": findings}
    with open(result_path(row), "w") as f:
        json.dump(result, f, indent=1)
    return result


LABELS = os.path.join(os.path.dirname(os.path.abspath(__file__)),
                      "labels.tsv")


def label_rows():
    """(repo, commit, split) of every labelled leak, for recall: a leak
    labelled from a fix is read at the fix's parent, not at the pinned
    commit."""
    seen = {}
    with open(LABELS, encoding="utf-8") as f:
        header = f.readline().rstrip("\n").split("\t")
        for line in f:
            row = dict(zip(header, line.rstrip("\n").split("\t")))
            seen[(row["repo"], row["commit"])] = (row["split"],
                                                  row["language"])
    return [{"repo": r, "commit": c, "split": s, "lang": l,
             "dir": f"labels/{r.replace('/', '+')}@{c[:12]}"}
            for (r, c), (s, l) in sorted(seen.items())]


def lang_of(row):
    """js, python or cpp: a candidate's `language` column, a label's own."""
    if "lang" in row:
        return row["lang"]
    # candidates.tsv spells "Python", "C++"; dev-extra.tsv "python".
    language = row.get("language", "").lower()
    if language == "python":
        return "python"
    return "cpp" if language in ("c", "c++", "cpp") else "js"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("command", choices=["materialize", "run", "labels"])
    ap.add_argument("tensorlint", nargs="?")
    ap.add_argument("--split", choices=["dev", "test"])
    ap.add_argument("--repo")
    ap.add_argument("--lang", choices=["js", "python", "cpp"])
    ap.add_argument("--results", default="results",
                    help="where under bench/.work/heldout the runs go "
                         "(another name keeps a second tool's runs apart)")
    ap.add_argument("--tensorlint-option", action="append", default=[],
                    metavar="OPTION",
                    help="an option for tensorlint's runs "
                    "(--tensorlint-option=--report-unproven-repetition)")
    args = ap.parse_args()
    global RESULTS
    RESULTS = args.results
    rows = split.candidates() if args.command != "labels" else label_rows()
    rows = [r for r in rows
            if (not args.split or r["split"] == args.split)
            and (not args.repo or r["repo"] == args.repo)
            and (not args.lang or lang_of(r) == args.lang)]
    for row in rows:
        if args.command == "labels":
            state = materialize(row)
            # A tree not written (no mirror, a commit the mirror lacks) is
            # said and passed over: the other repositories still run.
            if args.tensorlint and os.path.isdir(tree_dir(row)):
                r = run(os.path.abspath(args.tensorlint), row,
                        args.tensorlint_option)
                state += f"\texit {r['exit']}\t{len(r['findings'])} findings"
            print(f"{row['split']}\t{row['dir']}\t{state}")
        elif args.command == "materialize":
            print(f"{row['split']}\t{row['repo']}\t{materialize(row)}")
        else:
            if not args.tensorlint:
                sys.exit("run needs TENSORLINT")
            if not os.path.isdir(tree_dir(row)):
                print(f"{row['split']}\t{row['repo']}\tnot materialized "
                      "(corpus.py materialize first)")
                continue
            r = run(os.path.abspath(args.tensorlint), row,
                    args.tensorlint_option)
            print(f"{row['split']}\t{row['repo']}\texit {r['exit']}\t"
                  f"{len(r['findings'])} findings")


if __name__ == "__main__":
    main()
