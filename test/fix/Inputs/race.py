#!/usr/bin/env python3
"""Runs `tensorlint --fix FILE` with TENSORLINT_FIX_PAUSE_MS set, and while it
pauses between writing its temporary file and renaming it, either appends a
line to FILE (mode `modify`) or kills it with SIGKILL (mode `kill`).

usage: race.py MODE TENSORLINT FILE
Prints tensorlint's exit status (or "killed").
"""
import os
import signal
import subprocess
import sys
import time


def main():
    mode, tool, path = sys.argv[1:4]
    env = dict(os.environ, TENSORLINT_FIX_PAUSE_MS="3000")
    proc = subprocess.Popen([tool, "--fix", "--quiet", path], env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    # Wait until the temporary file exists: the tool is in its pause.
    d, base = os.path.split(os.path.abspath(path))
    deadline = time.time() + 20
    while time.time() < deadline:
        if any(n.startswith("." + base + ".tensorlint-") for n in os.listdir(d)):
            break
        time.sleep(0.02)
    else:
        sys.exit("race.py: no temporary file appeared")
    if mode == "modify":
        with open(path, "a") as f:
            f.write("// edited by someone else\n")
        _, err = proc.communicate()
        sys.stderr.write(err.decode())
        print("exit", proc.returncode)
    else:
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        print("killed")


if __name__ == "__main__":
    main()
