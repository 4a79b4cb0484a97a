#!/usr/bin/env python3
"""Runs a command and fails unless it exits with the given status.

usage: expect-exit.py STATUS[,STATUS...] COMMAND [ARGS...]

stdout and stderr of the command pass through unchanged, so the output can
still be piped into FileCheck (lit's `not` accepts any non-zero status; the
tensorlint exit codes 1 and 2 mean different things).
"""
import subprocess
import sys


def main():
    want = [int(s) for s in sys.argv[1].split(",")]
    proc = subprocess.run(sys.argv[2:])
    if proc.returncode not in want:
        sys.stderr.write(
            f"expect-exit.py: expected exit status {sys.argv[1]}, got "
            f"{proc.returncode}: {' '.join(sys.argv[2:])}\n")
        return 100
    return 0


if __name__ == "__main__":
    sys.exit(main())
