#!/usr/bin/env python3
"""Prints a fenced yaml block of a Markdown file, as written there.

usage: doc-block.py DOC MARKER TENSORLINT

The block is the first ```yaml block after the first line containing MARKER;
`/path/to/tensorlint` in it becomes TENSORLINT (the binary under test). Used
to run the documented pre-commit configuration itself, not a copy of it.
"""
import sys


def main():
    doc, marker, binary = sys.argv[1:4]
    lines = open(doc).read().splitlines()
    start = next(i for i, l in enumerate(lines) if marker in l)
    begin = next(i for i in range(start, len(lines))
                 if lines[i].strip() == "```yaml")
    end = next(i for i in range(begin + 1, len(lines))
               if lines[i].strip() == "```")
    print("\n".join(lines[begin + 1:end]).replace("/path/to/tensorlint", binary))


if __name__ == "__main__":
    main()
