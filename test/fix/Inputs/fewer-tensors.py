#!/usr/bin/env python3
"""usage: fewer-tensors.py DIR PROGRAM COUNT [PROGRAM COUNT ...]

Runs each (already fixed) PROGRAM with node and fails unless its final
`numTensors N` line shows fewer tensors than COUNT, the count before the fix.
"""
import subprocess
import sys

directory, pairs = sys.argv[1], sys.argv[2:]
failed = False
for program, before in zip(pairs[::2], pairs[1::2]):
    out = subprocess.run(["node", program], cwd=directory, capture_output=True,
                         text=True, timeout=120).stdout.splitlines()
    after = int(out[-1].split()[1])
    if after >= int(before):
        print(f"{program}: the fixes freed nothing ({before} -> {after})")
        failed = True
sys.exit(1 if failed else 0)
