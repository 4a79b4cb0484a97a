"""Prints each result of a SARIF log as
`RULE URI cell N line L col C: MESSAGE`."""
import json
import sys

for run in json.load(open(sys.argv[1]))["runs"]:
    for r in run["results"]:
        loc = r["locations"][0]["physicalLocation"]
        region = loc["region"]
        cell = region.get("properties", {}).get("cell", "-")
        print(f"{r['ruleId']} {loc['artifactLocation']['uri']} cell {cell} "
              f"line {region['startLine']} col {region['startColumn']}: "
              f"{r['message']['text']}")
