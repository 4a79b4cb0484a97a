#!/usr/bin/env python3
"""Reads tensorlint's JSON output on stdin and prints it without the fix and
suggestion edits of the findings (their offsets depend on BOM and line
endings), to compare the rest."""
import json
import sys

doc = json.load(sys.stdin)
for finding in doc.get("findings", []):
    finding.pop("fix", None)
    finding.pop("suggestion", None)
print(json.dumps(doc, indent=2, sort_keys=True))
