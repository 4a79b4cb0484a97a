#!/usr/bin/env python3
"""Runs real TF.js programs before and after `tensorlint --fix`.

usage: before-after.py TENSORLINT DIR PROGRAM...

Each PROGRAM (a file in DIR) is run with node (the pinned @tensorflow/tfjs,
CPU backend) and must print its results and, last, `numTensors N`. Then
`tensorlint --fix` rewrites every .js file of DIR, and each program runs
again. It passes when, for every program:
  - it still exits 0 (no crash, no "Tensor is disposed" error);
  - it prints the same lines, apart from the count;
  - tf.memory().numTensors is not higher than before;
and when re-analysing the fixed files finds no use after dispose or double
dispose that the original files did not have. Prints one line per program
and a summary with the number of inserted lines.
"""
import json
import os
import subprocess
import sys


def run_node(directory, program):
    proc = subprocess.run(["node", program], cwd=directory, capture_output=True,
                          text=True, timeout=120)
    lines = proc.stdout.splitlines()
    count = None
    if lines and lines[-1].startswith("numTensors "):
        count = int(lines[-1].split()[1])
        lines = lines[:-1]
    return proc.returncode, lines, count, proc.stderr


def misuse_findings(tensorlint, directory):
    proc = subprocess.run(
        [tensorlint, "--quiet", "--format=json",
         "--checks=-*,tensor-use-after-dispose,tensor-double-dispose", "."],
        cwd=directory, capture_output=True, text=True)
    findings = json.loads(proc.stdout)["findings"]
    # Keyed by file, rule and message: line numbers move when lines are
    # inserted.
    return {(f["path"], f["rule"], f["message"]) for f in findings}


def js_files(directory):
    return sorted(f for f in os.listdir(directory) if f.endswith(".js"))


def main():
    tensorlint, directory, programs = sys.argv[1], sys.argv[2], sys.argv[3:]
    failures = []
    before = {}
    for p in programs:
        rc, lines, count, err = run_node(directory, p)
        if rc != 0 or count is None:
            sys.exit(f"{p}: does not run before the fix (exit {rc}):\n{err}")
        before[p] = (lines, count)
    misuse_before = misuse_findings(tensorlint, directory)
    originals = {f: open(os.path.join(directory, f)).read().splitlines()
                 for f in js_files(directory)}

    fix = subprocess.run([tensorlint, "--fix", "--quiet"] + js_files(directory),
                         cwd=directory, capture_output=True, text=True)
    if fix.returncode not in (0, 1):
        sys.exit(f"tensorlint --fix failed (exit {fix.returncode}):\n"
                 f"{fix.stderr}")

    inserted = 0
    for f, old in originals.items():
        new = open(os.path.join(directory, f)).read().splitlines()
        inserted += max(0, len(new) - len(old))

    for p in programs:
        rc, lines, count, err = run_node(directory, p)
        old_lines, old_count = before[p]
        if rc != 0:
            failures.append(f"{p}: crashes after the fix (exit {rc}):\n{err}")
            continue
        if lines != old_lines:
            failures.append(f"{p}: output changed:\n  before: {old_lines}\n"
                            f"  after:  {lines}")
            continue
        if count is None or count > old_count:
            failures.append(f"{p}: numTensors {old_count} -> {count}")
            continue
        print(f"{p}: same output, numTensors {old_count} -> {count}")

    new_misuses = misuse_findings(tensorlint, directory) - misuse_before
    for path, rule, message in sorted(new_misuses):
        failures.append(f"{path}: the fix introduced [{rule}] {message}")

    print(f"inserted lines: {inserted}")
    if failures:
        print("\n".join(failures))
        sys.exit(1)
    print("all programs pass")


if __name__ == "__main__":
    main()
