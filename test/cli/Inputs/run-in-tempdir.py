#!/usr/bin/env python3
"""Copies files into a fresh temporary directory outside the build tree, runs
a command there, and removes the directory again.

usage: run-in-tempdir.py FILE... -- COMMAND [ARGS...]

Each FILE is copied to src/<its name>. The exit status and the output of the
command pass through. Used where a test needs a directory with no
compile_commands.json above it (the build tree has one).
"""
import os
import shutil
import subprocess
import sys
import tempfile


def main():
    sep = sys.argv.index("--")
    files, command = sys.argv[1:sep], sys.argv[sep + 1:]
    root = tempfile.mkdtemp(prefix="tensorlint-test-")
    try:
        os.mkdir(os.path.join(root, "src"))
        for f in files:
            shutil.copy(f, os.path.join(root, "src", os.path.basename(f)))
        return subprocess.run(command, cwd=root).returncode
    finally:
        shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
