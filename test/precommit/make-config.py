#!/usr/bin/env python3
"""Writes a `repo: local` .pre-commit-config.yaml from .pre-commit-hooks.yaml.

usage: make-config.py HOOKS_YAML TENSORLINT_BINARY

Each hook is copied as a local hook with its entry replaced by the binary
under test (pre-commit 3.0.4 runs local `language: system` hooks offline).
The hooks file is a plain list of flat mappings, so it is read without a
YAML library.
"""
import sys


def main():
    hooks_file, binary = sys.argv[1], sys.argv[2]
    out = ["repos:", "  - repo: local", "    hooks:"]
    for line in open(hooks_file):
        line = line.rstrip("\n")
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        if line.startswith("- "):
            out.append("      - " + line[2:])
        elif line.startswith("  entry:"):
            out.append("        entry: " + binary)
        else:
            out.append("      " + line)
    print("\n".join(out))


if __name__ == "__main__":
    main()
