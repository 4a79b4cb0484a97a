#!/usr/bin/env python3
"""Scores tensorlint on labelled regions of real application code.

usage: score.py [--tensorlint BIN] [--mirrors DIR] [--work DIR] [--json]
                [MANIFEST]

MANIFEST (default: manifest.tsv beside this script) lists labelled regions,
one per line, tab-separated:

    id  repo  commit  path  lines  expect  note

  repo    owner/name of a public repository
  commit  the full commit the region is read at
  path    the file, relative to the repository root
  lines   A-B, the region (1-based, inclusive)
  expect  a rule id: the region holds a real bug of that rule (a finding of
          that rule must start in it); or `clean`: a maintainer would accept
          the code as it is (no finding of any rule may start in it)

Nothing is fetched here. Each repository is read from a local mirror,
MIRRORS/<owner>+<name>/repo (a git directory, bare or with .git), as the
session tool `fetch` leaves them; rows whose mirror or commit is missing are
counted as "not materialized". For each (repository, commit) the JS/TS and
C/C++ sources are written to WORK/<owner>+<name>@<commit12>/ (third-party
directories left out) and tensorlint runs once over that tree, so helpers in
other files of the application are summarised as in a real run.

Prints per rule and per language: true positives, misses, false alarms
(findings in clean regions), precision, recall, and false alarms per 1,000
lines of clean regions; then every miss and false alarm, for triage.
"""
import argparse
import collections
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCE_EXT = (".js", ".mjs", ".cjs", ".jsx", ".ts", ".mts", ".cts", ".tsx",
              ".c", ".cc", ".cpp", ".cxx", ".h", ".hh", ".hpp", ".vue", ".py")
JS_EXT = SOURCE_EXT[:8] + (".vue",)
# Files that C/C++ sources include textually (rwkv.cpp's "*.inc" parts):
# materialized so that the including file compiles, never analysed alone.
INCLUDED_EXT = (".inc",)
# Besides sources: a package's manifest (whether it publishes its modules).
KEEP_NAMES = ("package.json",)
STAMP = "sources, package.json, .git\n"
SKIP_DIRS = {"node_modules", "dist", "build", "vendor", "third_party",
             "thirdparty", "external", ".git"}


class Row:
    def __init__(self, fields, lineno):
        if len(fields) < 6:
            raise ValueError(f"manifest line {lineno}: expected 7 columns")
        self.id, self.repo, self.commit, self.path, lines, self.expect = \
            fields[:6]
        self.note = fields[6] if len(fields) > 6 else ""
        a, _, b = lines.partition("-")
        self.first, self.last = int(a), int(b or a)
        if self.first > self.last:
            raise ValueError(f"manifest line {lineno}: bad range {lines}")

    @property
    def language(self):
        return language_of(self.path)


def language_of(path):
    """The language column of a source file: js, python or c/c++."""
    if path.endswith(JS_EXT):
        return "js"
    return "python" if path.endswith(".py") else "c/c++"


def read_manifest(path):
    rows = []
    for n, line in enumerate(open(path, encoding="utf-8"), 1):
        line = line.rstrip("\n")
        if not line.strip() or line.startswith("#"):
            continue
        rows.append(Row(line.split("\t"), n))
    return rows


def git_dir(mirrors, repo):
    base = os.path.join(mirrors, repo.replace("/", "+"), "repo")
    dot = os.path.join(base, ".git")
    return dot if os.path.isdir(dot) else base


def materialize(mirrors, work, repo, commit):
    """Writes the sources of repo@commit; returns the directory or None.
    Blobs the mirror lacks (snapshots leave out files of 4 MiB and more)
    are skipped."""
    out = os.path.join(work, f"{repo.replace('/', '+')}@{commit[:12]}")
    # The stamp names what is kept: a new kind re-materializes.
    stamp = os.path.join(out, ".materialized")
    if os.path.exists(stamp) and open(stamp).read() == STAMP:
        return out
    gd = git_dir(mirrors, repo)
    if not os.path.isdir(gd):
        return None
    ls = subprocess.run(["git", "--git-dir", gd, "ls-tree", "-r", "-z",
                         "--full-tree", commit], capture_output=True)
    if ls.returncode != 0:
        return None
    wanted = []
    for entry in ls.stdout.split(b"\0"):
        if not entry:
            continue
        meta, _, name = entry.partition(b"\t")
        mode, kind, oid = meta.split()
        path = name.decode("utf-8", "replace")
        parts = path.split("/")
        if (kind != b"blob" or mode == b"120000"
                or not (path.endswith(SOURCE_EXT + INCLUDED_EXT)
                        or parts[-1] in KEEP_NAMES)
                or SKIP_DIRS & set(parts[:-1]) or path.endswith(".min.js")):
            continue
        wanted.append((oid.decode(), path))
    batch = subprocess.run(
        ["git", "--git-dir", gd, "cat-file", "--batch"],
        input="".join(oid + "\n" for oid, _ in wanted).encode(),
        capture_output=True)
    data, pos = batch.stdout, 0
    for oid, path in wanted:
        end = data.index(b"\n", pos)
        header = data[pos:end].split()
        pos = end + 1
        if len(header) < 3 or header[1] == b"missing":
            continue
        size = int(header[2])
        dest = os.path.join(out, path)
        os.makedirs(os.path.dirname(dest), exist_ok=True)
        with open(dest, "wb") as f:
            f.write(data[pos:pos + size])
        pos += size + 1
    os.makedirs(out, exist_ok=True)
    # A checkout's root holds .git: tensorlint looks for a package's
    # manifest up to there, not in the directories above the corpus.
    os.makedirs(os.path.join(out, ".git"), exist_ok=True)
    with open(stamp, "w") as f:
        f.write(STAMP)
    return out


def include_arg(arg, tree, mirrors, work, origin):
    """Resolves one compiler argument of a build-args or repos file:
    `-Idir` is a directory of the tree; `-I@owner/name@commit/dir` one of
    another repository's mirror (the runtime's real headers, when the
    application does not ship them: ggml's `include`);
    `-I@owner/name@commit=sub` a directory in which `sub` is that repository
    (a submodule included as "ggml/src/ggml-impl.h"), and
    `-I@owner/name@commit/dir=sub` one in which `sub` is that repository's
    `dir` (an old layout's "ggml/ggml.h" served from ggml's `include`).
    origin names the file the argument came from, for the error message."""
    if not arg.startswith("-I"):
        return arg
    where = arg[2:]
    if not where.startswith("@"):
        return "-I" + os.path.join(tree, where)
    repo, _, rest = where[1:].partition("@")
    mount = None
    if "=" in rest:
        rest, mount = rest.split("=", 1)
    commit, _, sub = rest.partition("/")
    other = materialize(mirrors, work, repo, commit)
    if not other:
        sys.exit(f"{origin}: no mirror of {repo}@{commit} for {arg}")
    if mount is None:
        return "-I" + os.path.join(other, sub)
    # Outside the analysed tree, so the other repository is only included.
    target = os.path.join(other, sub) if sub else other
    parent = os.path.join(work, ".mounts", f"{os.path.basename(other)}"
                          f"{'+' + sub.replace('/', '+') if sub else ''}"
                          f"={mount}")
    link = os.path.join(parent, mount)
    if not os.path.islink(link):
        os.makedirs(parent, exist_ok=True)
        os.symlink(target, link)
    return "-I" + parent


def read_build_args(path):
    """build-args.tsv: `repo  commit  args` lines giving the compiler
    arguments of a labelled commit's C/C++ sources (see include_arg)."""
    table = {}
    if not os.path.exists(path):
        return table
    for n, line in enumerate(open(path, encoding="utf-8"), 1):
        line = line.rstrip("\n")
        if not line.strip() or line.startswith("#"):
            continue
        fields = line.split("\t")
        if len(fields) != 3:
            sys.exit(f"{path}:{n}: expected 3 columns (repo, commit, args)")
        table[(fields[0], fields[1])] = fields[2].split()
    return table


def findings_of(tensorlint, tree, extra_args=(), options=()):
    # C/C++ sources are compiled against the API stubs the tests use
    # (test/headers: TensorFlow C, ONNX Runtime, ggml, llama), since an
    # application's tree does not ship its runtime's headers.
    headers = os.path.join(HERE, "..", "..", "test", "headers")
    # The application's own include directories come first, so a real
    # header it names wins over a stub.
    proc = subprocess.run([tensorlint, "--quiet", "--no-config",
                           "--allow-compile-errors", "--format=json"] +
                          list(options) +
                          [f"--extra-arg={a}" for a in extra_args] +
                          [f"--extra-arg=-I{os.path.abspath(headers)}", "."],
                          cwd=tree, capture_output=True, text=True)
    try:
        doc = json.loads(proc.stdout)
    except ValueError:
        sys.exit(f"tensorlint failed on {tree}: {proc.stderr[:2000]}")
    by_path = collections.defaultdict(list)
    for f in doc["findings"]:
        by_path[os.path.normpath(f["path"])].append(f)
    return by_path


def score(rows, tensorlint, mirrors, work, build_args, options=()):
    trees = {}
    for r in rows:
        key = (r.repo, r.commit)
        if key not in trees:
            trees[key] = materialize(mirrors, work, r.repo, r.commit)
    found = {}
    for key, tree in trees.items():
        if tree:
            extra = [include_arg(a, tree, mirrors, work, "build-args.tsv")
                     for a in build_args.get(key, [])]
            found[key] = findings_of(tensorlint, tree, extra, options)

    stats = collections.defaultdict(lambda: collections.Counter())
    details = []
    missing = 0
    for r in rows:
        if not trees.get((r.repo, r.commit)):
            missing += 1
            continue
        inside = [f for f in found[(r.repo, r.commit)][os.path.normpath(r.path)]
                  if r.first <= f["line"] <= r.last]
        lang = r.language
        if r.expect == "clean":
            stats[(lang, "*")]["clean_lines"] += r.last - r.first + 1
            stats[(lang, "*")]["clean_rows"] += 1
            for f in inside:
                stats[(lang, f["rule"])]["fp"] += 1
                stats[(lang, "*")]["fp"] += 1
                details.append(("FP", r, f))
        else:
            hit = any(f["rule"] == r.expect for f in inside)
            stats[(lang, r.expect)]["tp" if hit else "fn"] += 1
            stats[(lang, "*")]["tp" if hit else "fn"] += 1
            if not hit:
                details.append(("MISS", r, None))
    return stats, details, missing


def ratio(a, b):
    return f"{a / b:.2f}" if b else "n/a"


def report(stats, details, missing, rows):
    langs = sorted({lang for lang, _ in stats})
    print(f"{len(rows)} labelled regions, {missing} not materialized "
          f"(mirror or commit missing)\n")
    print("| language | rule | TP | missed | false alarms | precision | "
          "recall |")
    print("|---|---|---|---|---|---|---|")
    for lang in langs:
        for (l, rule), c in sorted(stats.items()):
            if l != lang or rule == "*":
                continue
            print(f"| {lang} | {rule} | {c['tp']} | {c['fn']} | {c['fp']} | "
                  f"{ratio(c['tp'], c['tp'] + c['fp'])} | "
                  f"{ratio(c['tp'], c['tp'] + c['fn'])} |")
        t = stats[(lang, "*")]
        print(f"| {lang} | all | {t['tp']} | {t['fn']} | {t['fp']} | "
              f"{ratio(t['tp'], t['tp'] + t['fp'])} | "
              f"{ratio(t['tp'], t['tp'] + t['fn'])} |")
    print()
    for lang in langs:
        t = stats[(lang, "*")]
        kloc = t["clean_lines"] / 1000
        print(f"{lang}: {t['fp']} false alarms in {t['clean_rows']} clean "
              f"regions, {t['clean_lines']} lines: "
              f"{ratio(t['fp'], kloc)} per 1,000 lines")
    if details:
        print("\nTo triage:")
    for kind, r, f in details:
        where = f"{r.repo}@{r.commit[:12]}:{r.path}:{r.first}-{r.last}"
        if kind == "MISS":
            print(f"  MISS [{r.expect}] {r.id} {where}: {r.note}")
        else:
            print(f"  FP   [{f['rule']}] {r.id} {where}:{f['line']}: "
                  f"{f['message']}")


def add_common_arguments(ap, work):
    """The options score.py and triage.py share; work: the default
    directory (below bench/.work) that sources are materialized into."""
    ap.add_argument("--tensorlint", default=os.environ.get(
        "TENSORLINT", os.path.join(HERE, "..", "..", "build", "bin",
                                   "tensorlint")))
    ap.add_argument("--mirrors", default=os.environ.get(
        "TENSORLINT_MIRRORS", "/work/.mirror"))
    ap.add_argument("--work", default=os.path.join(HERE, "..", ".work", work))
    ap.add_argument("--tensorlint-option", action="append", default=[],
                    metavar="OPTION",
                    help="an option for tensorlint's runs "
                    "(--tensorlint-option=--report-unproven-repetition)")
    ap.add_argument("--json", action="store_true",
                    help="print the counts as JSON instead of tables")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("manifest", nargs="?",
                    default=os.path.join(HERE, "manifest.tsv"))
    ap.add_argument("--build-args",
                    default=os.path.join(HERE, "build-args.tsv"),
                    help="compiler arguments per labelled C/C++ commit")
    add_common_arguments(ap, "realworld")
    args = ap.parse_args()
    rows = read_manifest(args.manifest)
    stats, details, missing = score(rows, os.path.abspath(args.tensorlint),
                                    args.mirrors, os.path.abspath(args.work),
                                    read_build_args(args.build_args),
                                    args.tensorlint_option)
    if args.json:
        print(json.dumps({f"{l}/{r}": dict(c) for (l, r), c in stats.items()}
                         | {"not_materialized": missing}, sort_keys=True))
    else:
        report(stats, details, missing, rows)


if __name__ == "__main__":
    main()
