#!/usr/bin/env python3
"""Reads the SARIF log the official validator (Sarif.Multitool validate)
wrote and fails on any error or warning it reports, printing each.

usage: check-sarif-validation.py VALIDATION.sarif
"""
import json
import sys


def main():
    log = json.load(open(sys.argv[1], encoding="utf-8-sig"))
    bad = []
    for run in log.get("runs", []):
        rules = {r["id"]: r for r in run.get("tool", {}).get("driver", {})
                 .get("rules", [])}
        for res in run.get("results", []):
            level = res.get("level", "warning")
            if level not in ("error", "warning"):
                continue
            msg = res.get("message", {})
            text = msg.get("text")
            if text is None:
                template = rules.get(res.get("ruleId"), {}).get(
                    "messageStrings", {}).get(msg.get("id"), {}).get("text", "")
                text = template
                for i, arg in enumerate(msg.get("arguments", [])):
                    text = text.replace("{%d}" % i, str(arg))
            bad.append(f"{level} {res.get('ruleId')}: {text}")
    for b in bad:
        print(b)
    print(f"validator: {len(bad)} errors and warnings")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
