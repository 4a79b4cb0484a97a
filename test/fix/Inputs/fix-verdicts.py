#!/usr/bin/env python3
"""Reads tensorlint's JSON output on stdin and prints, per finding,
`PATH:LINE: RULE: fix` (applied by --fix), `PATH:LINE: RULE: suggestion:
REASON` (offered, not applied) or `PATH:LINE: RULE: no edit`, in order."""
import json
import sys

for f in json.load(sys.stdin)["findings"]:
    where = f"{f['path']}:{f['line']}: {f['rule']}:"
    if "fix" in f:
        print(where, "fix")
    elif "suggestion" in f:
        print(where, "suggestion:", f["suggestion"].get("reason", ""))
    else:
        print(where, "no edit")
