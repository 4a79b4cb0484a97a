#!/usr/bin/env python3
"""Runs real TF.js programs before and after tensorlint's fixes.

usage: run-programs.py TENSORLINT PROGRAMS [--lsp] [--only NAME ...] [-j N]
                       [--min-freed N]

PROGRAMS holds one directory per program (see programs/INDEX.tsv): an entry
point `main.js` or `main.mjs`, its own modules, and under `packages/` npm
packages the program imports, which the analysis must treat as code it
cannot see. Each program is copied to a scratch directory whose parent's
`node_modules` links to the source tree's (the pinned @tensorflow/tfjs, CPU
backend), with `packages/*` moved into the copy's own `node_modules/`. It
prints its results and, last, `numTensors N`.

For every program: run it; apply the fixes (`tensorlint --fix .` in the
copy, or with --lsp the editor's fix-all, `source.fixAll.tensorlint`, asked
of `tensorlint lsp` for every file and applied as the client would); run it
again. A program is broken when it no longer exits 0, prints anything else
apart from the count, or leaves more tensors than before. Then a second
`--fix` must change no file. Prints a line per program, then the totals:
programs, fixes applied, suggestions offered (not applied), programs whose
fixes freed tensors, programs broken. Exits 1 if any program broke or the
second run changed something.
"""
import argparse
import concurrent.futures
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

SRC_ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..",
                                        ".."))
SOURCES = (".js", ".mjs", ".cjs", ".jsx", ".ts", ".mts", ".cts", ".tsx")


def entry_of(directory):
    for name in ("main.js", "main.mjs"):
        if os.path.exists(os.path.join(directory, name)):
            return name
    return None


def run_node(directory, entry):
    proc = subprocess.run(["node", entry], cwd=directory, capture_output=True,
                          text=True, timeout=180)
    lines = proc.stdout.splitlines()
    count = None
    if lines and lines[-1].startswith("numTensors "):
        count = int(lines[-1].split()[1])
        lines = lines[:-1]
    return proc.returncode, lines, count, proc.stderr


def sources(root):
    for base, dirs, files in os.walk(root):
        dirs[:] = [d for d in dirs if d != "node_modules"]
        for f in files:
            if f.endswith(SOURCES):
                yield os.path.join(base, f)


def digest(root):
    h = hashlib.sha256()
    for path in sorted(sources(root)):
        h.update(path.encode())
        with open(path, "rb") as f:
            h.update(f.read())
    return h.hexdigest()


def findings(tensorlint, directory):
    proc = subprocess.run([tensorlint, "--quiet", "--format=json", "."],
                          cwd=directory, capture_output=True, text=True)
    try:
        return json.loads(proc.stdout)["findings"]
    except (ValueError, KeyError):
        raise RuntimeError(f"tensorlint failed in {directory}: {proc.stderr}")


def cli_fix(tensorlint, directory):
    proc = subprocess.run([tensorlint, "--fix", "."], cwd=directory,
                          capture_output=True, text=True)
    if proc.returncode not in (0, 1):
        raise RuntimeError(f"tensorlint --fix failed (exit {proc.returncode})"
                           f":\n{proc.stderr}")
    m = re.search(r"applied (\d+) fix", proc.stderr)
    return int(m.group(1)) if m else 0


def lsp_fix(tensorlint, directory):
    """The editor's fix-all through a real LSP client (lsp-client.py)."""
    client = os.path.join(os.path.dirname(os.path.abspath(__file__)),
                          "lsp-fix-all.py")
    proc = subprocess.run([sys.executable, client, tensorlint, directory],
                          capture_output=True, text=True, timeout=300)
    if proc.returncode:
        raise RuntimeError(f"LSP fix-all failed:\n{proc.stdout}{proc.stderr}")
    m = re.search(r"applied (\d+) edit", proc.stdout)
    return int(m.group(1)) if m else 0


def check(tensorlint, programs, name, use_lsp):
    """Returns (line, fixes, suggestions, freed, broken)."""
    scratch = tempfile.mkdtemp(prefix="tl-programs-")
    try:
        os.symlink(os.path.join(SRC_ROOT, "node_modules"),
                   os.path.join(scratch, "node_modules"))
        work = os.path.join(scratch, name)
        shutil.copytree(os.path.join(programs, name), work)
        packages = os.path.join(work, "packages")
        if os.path.isdir(packages):
            os.makedirs(os.path.join(work, "node_modules"), exist_ok=True)
            for p in os.listdir(packages):
                shutil.move(os.path.join(packages, p),
                            os.path.join(work, "node_modules", p))
            os.rmdir(packages)
        entry = entry_of(work)
        rc, before, count, err = run_node(work, entry)
        if rc != 0 or count is None:
            return (f"{name}: does not run before the fix (exit {rc}):\n{err}",
                    0, 0, False, True)
        suggestions = sum("suggestion" in f for f in findings(tensorlint, work))
        fixes = lsp_fix(tensorlint, work) if use_lsp else \
            cli_fix(tensorlint, work)
        rc, after, new_count, err = run_node(work, entry)
        problem = None
        if rc != 0:
            problem = f"crashes after the fix (exit {rc}):\n{err.strip()}"
        elif after != before:
            diff = [f"    - {b}\n    + {a}" for b, a in zip(before, after)
                    if a != b][:3]
            problem = "prints something else after the fix:\n" + "\n".join(
                diff or [f"    {len(before)} lines -> {len(after)} lines"])
        elif new_count is None or new_count > count:
            problem = f"leaves more tensors after the fix: {count} -> " \
                      f"{new_count}"
        if not problem:
            settled = digest(work)
            again = cli_fix(tensorlint, work)
            if again or digest(work) != settled:
                problem = f"a second --fix changed the files ({again} fixes)"
        if problem:
            return f"{name}: BROKEN: {problem}", fixes, suggestions, False, True
        freed = new_count < count
        return (f"{name}: same output, numTensors {count} -> {new_count}, "
                f"{fixes} fixes, {suggestions} suggestions", fixes,
                suggestions, freed, False)
    except (RuntimeError, subprocess.TimeoutExpired) as e:
        return f"{name}: BROKEN: {e}", 0, 0, False, True
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("tensorlint")
    ap.add_argument("programs")
    ap.add_argument("--lsp", action="store_true")
    ap.add_argument("--only", nargs="*")
    ap.add_argument("-j", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--min-freed", type=int, default=0,
                    help="fail unless the fixes leave fewer tensors in at "
                         "least this many programs")
    args = ap.parse_args()
    tensorlint = os.path.abspath(args.tensorlint)
    names = sorted(d for d in os.listdir(args.programs)
                   if entry_of(os.path.join(args.programs, d)))
    if args.only:
        names = [n for n in names if any(n.startswith(o) for o in args.only)]
    with concurrent.futures.ThreadPoolExecutor(args.j) as pool:
        results = list(pool.map(
            lambda n: check(tensorlint, args.programs, n, args.lsp), names))
    for line, *_ in results:
        print(line)
    fixes = sum(r[1] for r in results)
    suggestions = sum(r[2] for r in results)
    freed = sum(r[3] for r in results)
    broken = sum(r[4] for r in results)
    print(f"programs: {len(results)}, fixes applied: {fixes}, suggestions: "
          f"{suggestions}, programs with fewer tensors: {freed}, "
          f"programs broken: {broken}")
    if freed < args.min_freed:
        print(f"the fixes freed tensors in {freed} programs, fewer than "
              f"{args.min_freed}")
    sys.exit(1 if broken or freed < args.min_freed else 0)


if __name__ == "__main__":
    main()
