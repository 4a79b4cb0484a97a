#!/usr/bin/env python3
"""Runs a command and fails unless it ends normally with an allowed status.

usage: no-crash.py [--max-seconds N] STATUS[,STATUS...] COMMAND [ARGS...]

A command killed by a signal (a crash, an abort from a sanitizer report, a
stack overflow) always fails, whatever STATUS allows, and so does one running
longer than --max-seconds (it is killed). stdout and stderr pass through
unchanged, so the output can still be piped into FileCheck.
"""
import signal
import subprocess
import sys


def main():
    args = sys.argv[1:]
    limit = None
    if args[:1] == ["--max-seconds"]:
        limit = float(args[1])
        args = args[2:]
    want = [int(s) for s in args[0].split(",")]
    cmd = args[1:]
    try:
        proc = subprocess.run(cmd, timeout=limit)
    except subprocess.TimeoutExpired:
        sys.stderr.write(f"no-crash.py: still running after {limit} s, killed: "
                         f"{' '.join(cmd)}\n")
        return 101
    rc = proc.returncode
    if rc < 0:
        name = signal.Signals(-rc).name if -rc in signal.Signals._value2member_map_ else str(-rc)
        sys.stderr.write(f"no-crash.py: killed by signal {name}: {' '.join(cmd)}\n")
        return 102
    if rc not in want:
        sys.stderr.write(f"no-crash.py: expected exit status {args[0]}, got {rc}: "
                         f"{' '.join(cmd)}\n")
        return 100
    return 0


if __name__ == "__main__":
    sys.exit(main())
