#!/usr/bin/env python3
"""How safe are tensorlint's fixes on a tree? Counts and checks, on a copy.

usage: fix_safety.py TENSORLINT TREE [TREE ...]

For each TREE (copied to a scratch directory first; the tree itself is never
written), reports:
  - whether its own tests still pass: a tree with a package.json whose
    `test` script runs (its node_modules, if installed, is linked into the
    copy) has them run before and after --fix, offline; a tree of runnable
    programs (an INDEX.tsv beside program directories, as
    test/fix/Inputs/programs) has every program run before and after
    (test/fix/Inputs/run-programs.py): programs broken, not only text;
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


STRING = re.compile(r"""'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|`(?:[^`\\]|\\.)*`""")


def code_of(line):
    """The line without the contents of its string literals (a name inside
    a string is no use of the variable) and without a line comment."""
    line = STRING.sub("''", line)
    return line.split("//", 1)[0]


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
        if word.search(code_of(line)) and \
                not re.match(r"^\s*" + re.escape(name) + r"\s*=[^=]", line):
            return True
    return False


RUN_PROGRAMS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                            "test", "fix", "Inputs", "run-programs.py")


def npm_test(work):
    """Runs the tree's own `npm test` offline: 'pass', 'fail' or None when
    the tree has no test script."""
    try:
        with open(os.path.join(work, "package.json")) as f:
            script = json.load(f).get("scripts", {}).get("test", "")
    except (OSError, ValueError, AttributeError):
        return None
    if not script or "no test specified" in script:
        return None
    proc = subprocess.run(["npm", "test", "--offline", "--silent"], cwd=work,
                          capture_output=True, text=True, timeout=1800)
    return "pass" if proc.returncode == 0 else "fail"


def run_programs(tensorlint, tree):
    """A tree of runnable programs: every one before and after the fixes."""
    proc = subprocess.run([sys.executable, RUN_PROGRAMS, tensorlint, tree],
                          capture_output=True, text=True)
    last = proc.stdout.strip().splitlines()[-1:] or [""]
    m = re.search(r"programs: (\d+).*programs broken: (\d+)", last[0])
    return {"programs": int(m.group(1)) if m else 0,
            "programs_broken": int(m.group(2)) if m else None,
            "broken": [l for l in proc.stdout.splitlines() if "BROKEN" in l]}


def check(tensorlint, tree):
    if os.path.exists(os.path.join(tree, "INDEX.tsv")) and \
            os.path.exists(RUN_PROGRAMS):
        return dict(tree=tree, **run_programs(tensorlint, tree))
    scratch = tempfile.mkdtemp(prefix="tl-fix-safety-")
    work = os.path.join(scratch, "tree")
    shutil.copytree(tree, work, symlinks=True,
                    ignore=shutil.ignore_patterns("node_modules", ".git"))
    if os.path.isdir(os.path.join(tree, "node_modules")):
        os.symlink(os.path.abspath(os.path.join(tree, "node_modules")),
                   os.path.join(work, "node_modules"))
    try:
        tests_before = npm_test(work)
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
        tests_after = npm_test(work) if tests_before else None
        return {"tree": tree, "findings": len(before), "fixes": fixes,
                "tests_before": tests_before, "tests_after": tests_after,
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
        bad |= bool(result.get("releases_followed_by_use") or
                    result.get("new_misuses") or
                    result.get("programs_broken") or
                    (result.get("tests_before") == "pass" and
                     result.get("tests_after") != "pass"))
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
