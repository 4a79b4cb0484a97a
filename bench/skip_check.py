#!/usr/bin/env python3
"""Checks that skipping the files that cannot involve a tensor changes no
finding (tools/driver/Relevance.h): runs tensorlint on each input once as
usual and once with --all-files, compares the findings of the two JSON
outputs, and reports how many files the first run skipped.

usage: skip_check.py [--json] TENSORLINT INPUT [INPUT...] [-- FLAGS...]

Each INPUT (a directory or file) is one run. FLAGS are passed to both runs.
Prints one line per input ("same findings" or what differs); with --json,
one JSON object per line instead. Exits 1 if any input differs, 2 on a run
that failed to produce JSON.
"""
import json
import re
import subprocess
import sys


def run(tensorlint, target, flags):
    p = subprocess.run([tensorlint, "--format=json", "--show-stats", *flags, target],
                       capture_output=True, text=True)
    try:
        doc = json.loads(p.stdout)
    except json.JSONDecodeError:
        sys.stderr.write(f"skip_check.py: no JSON from {' '.join(p.args)} "
                         f"(exit {p.returncode}):\n{p.stderr[-2000:]}\n")
        sys.exit(2)
    m = re.search(r"skipped (\d+) of (\d+) files", p.stderr)
    skipped, total = (int(m.group(1)), int(m.group(2))) if m else (0, 0)
    return doc["findings"], doc["filesChecked"], skipped, total


def main(argv):
    as_json = argv[:1] == ["--json"]
    if as_json:
        argv = argv[1:]
    flags = []
    if "--" in argv:
        argv, flags = argv[:argv.index("--")], argv[argv.index("--") + 1:]
    if len(argv) < 2:
        sys.stderr.write(__doc__)
        return 2
    tensorlint, inputs = argv[0], argv[1:]
    status = 0
    for target in inputs:
        skipping, checked, skipped, total = run(tensorlint, target, flags)
        full, full_checked, _, _ = run(tensorlint, target, flags + ["--all-files"])
        same = skipping == full and checked == full_checked
        if not same:
            status = 1
        if as_json:
            print(json.dumps({"input": target, "same": same, "files": total,
                              "skipped": skipped, "findings": len(full)}))
            continue
        verdict = "same findings" if same else (
            f"DIFFERENT findings: {len(skipping)} skipping, {len(full)} with --all-files")
        print(f"{target}: {verdict}; skipped {skipped} of {total} files")
        if not same:
            a = {json.dumps(f, sort_keys=True) for f in skipping}
            b = {json.dumps(f, sort_keys=True) for f in full}
            for f in sorted(b - a)[:10]:
                print(f"  only with --all-files: {f}")
            for f in sorted(a - b)[:10]:
                print(f"  only when skipping: {f}")
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
