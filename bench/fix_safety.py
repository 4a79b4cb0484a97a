#!/usr/bin/env python3
"""How safe are tensorlint's fixes on a tree? Counts and checks, on a copy.

usage: fix_safety.py TENSORLINT TREE [TREE ...]

For each TREE (copied to a scratch directory first; the tree itself is never
written), reports:
  - fixes --fix applied, and findings with a suggestion (not applied);
  - the lines --fix inserted;
  - inserted releases followed by a use of the released name: a later line
    of the same block (or of an enclosing one, up to the function's end)
    that mentions it; a plain textual check, independent of tensorlint's
    own analysis;
  - use-after-dispose / double-dispose findings that the fixed tree has and
    the original did not (tensorlint's re-analysis).
Prints one JSON object per tree and exits 1 if any tree has an inserted
release followed by a use or a new misuse.
"""
import difflib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

SOURCE = (".js", ".mjs", ".cjs", ".jsx", ".ts", ".mts", ".cts", ".tsx")
RELEASE = [re.compile(r"^\s*([A-Za-z_$][\w$]*)\.dispose\(\);?\s*$"),
           re.compile(r"^\s*[A-Za-z_$][\w$]*\.dispose\(([A-Za-z_$][\w$]*)\);?\s*$")]


def run_json(tensorlint, cwd, *args):
    proc = subprocess.run([tensorlint, "--quiet", "--format=json", *args, "."],
                          cwd=cwd, capture_output=True, text=True)
    try:
        return json.loads(proc.stdout)["findings"]
    except (ValueError, KeyError):
        sys.exit(f"tensorlint failed in {cwd}: {proc.stderr}")


def sources(root):
    for base, dirs, files in os.walk(root):
        dirs[:] = [d for d in dirs if d != "node_modules" and not d.startswith(".")]
        for f in files:
            if f.endswith(SOURCE):
                yield os.path.join(base, f)


def indent(line):
    return len(line) - len(line.lstrip(" \t"))


def used_after(lines, at, name):
    """Whether a line after `at`, before the end of the enclosing function
    (approximated by indentation), mentions `name`."""
    word = re.compile(r"(?<![\w$.])" + re.escape(name) + r"(?![\w$])")
    depth = indent(lines[at])
    for line in lines[at + 1:]:
        if line.strip() and indent(line) < depth:
            # A closing line of the block: keep looking in the enclosing
            # block, whose later statements run after this one too, unless
            # this closes a function (the line has a '}' at the function's
            # indentation and the next statement is at top level).
            depth = indent(line)
            if depth == 0:
                return False
        if word.search(line) and not re.match(r"^\s*" + re.escape(name) + r"\s*=[^=]", line):
            return True
    return False


def check(tensorlint, tree):
    scratch = tempfile.mkdtemp(prefix="tl-fix-safety-")
    work = os.path.join(scratch, "tree")
    shutil.copytree(tree, work, symlinks=True,
                    ignore=shutil.ignore_patterns("node_modules", ".git"))
    try:
        before = run_json(tensorlint, work)
        suggestions = sum("suggestion" in f for f in before)
        misuse = "--checks=-*,tensor-use-after-dispose,tensor-double-dispose"
        misuse_before = {(f["path"], f["rule"], f["message"])
                         for f in run_json(tensorlint, work, misuse)}
        old = {p: open(p, errors="replace").read().splitlines()
               for p in sources(work)}
        applied = subprocess.run([tensorlint, "--fix", "."], cwd=work,
                                 capture_output=True, text=True).stderr
        m = re.search(r"applied (\d+) fix", applied)
        fixes = int(m.group(1)) if m else 0
        inserted = followed = 0
        where = []
        for path, old_lines in old.items():
            new_lines = open(path, errors="replace").read().splitlines()
            matcher = difflib.SequenceMatcher(a=old_lines, b=new_lines,
                                              autojunk=False)
            for tag, _, _, j1, j2 in matcher.get_opcodes():
                if tag not in ("insert", "replace"):
                    continue
                for j in range(j1, j2):
                    inserted += 1
                    for pattern in RELEASE:
                        m = pattern.match(new_lines[j])
                        if m and used_after(new_lines, j, m.group(1)):
                            followed += 1
                            where.append(f"{os.path.relpath(path, work)}:{j + 1}")
        new_misuses = sorted({(f["path"], f["rule"], f["message"])
                              for f in run_json(tensorlint, work, misuse)}
                             - misuse_before)
        return {"tree": tree, "findings": len(before), "fixes": fixes,
                "suggestions": suggestions, "inserted_lines": inserted,
                "releases_followed_by_use": followed, "followed_at": where,
                "new_misuses": [f"{p}: [{r}] {m}" for p, r, m in new_misuses]}
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


def main():
    tensorlint, trees = os.path.abspath(sys.argv[1]), sys.argv[2:]
    bad = False
    for tree in trees:
        result = check(tensorlint, tree)
        print(json.dumps(result, sort_keys=True))
        bad |= bool(result["releases_followed_by_use"] or result["new_misuses"])
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
