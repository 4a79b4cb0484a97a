"""Prints each finding of tensorlint's JSON output as
`RULE PATH cell N LINE:COL-ENDLINE:ENDCOL`."""
import json
import sys

for f in json.load(open(sys.argv[1]))["findings"]:
    print(f"{f['rule']} {f['path']} cell {f.get('cell', '-')} "
          f"{f['line']}:{f['column']}-{f['endLine']}:{f['endColumn']}")
