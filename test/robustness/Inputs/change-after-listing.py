#!/usr/bin/env python3
"""Changes files between tensorlint's directory listing and its reads.

usage: change-after-listing.py [ACTION=FILE]... -- COMMAND [ARGS...]

Runs COMMAND (a tensorlint with --testing-pause-after-listing), waits for its
"waiting for a line on stdin" line on stderr, applies each ACTION to FILE,
then lets it go on. ACTION is one of:

  delete    remove the file
  truncate  make it empty
  rewrite   replace its text by another file's: rewrite=FILE:SOURCE
  dir       replace it by a directory
  fifo      replace it by a FIFO (nothing ever writes to it)
  chmod000  make it unreadable (only meaningful for a non-root user)

Prints the command's stdout, then its stderr, then "exit: N". Fails on a
signal (crash, sanitizer abort) and kills the command if it runs longer than
120 s, so a reader stuck on the FIFO fails the test instead of hanging it.
"""
import os
import shutil
import signal
import subprocess
import sys
import threading

PAUSE = "waiting for a line on stdin"


def apply(action, path):
    path, _, source = path.partition(":")
    if action == "delete":
        os.remove(path)
    elif action == "truncate":
        open(path, "w").close()
    elif action == "rewrite":
        shutil.copyfile(source, path)
    elif action == "dir":
        os.remove(path)
        os.mkdir(path)
    elif action == "fifo":
        os.remove(path)
        os.mkfifo(path)
    elif action == "chmod000":
        os.chmod(path, 0)
    else:
        sys.exit(f"change-after-listing.py: unknown action {action}")


def main():
    sep = sys.argv.index("--")
    actions = [a.split("=", 1) for a in sys.argv[1:sep]]
    cmd = sys.argv[sep + 1:]
    proc = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    timer = threading.Timer(120, proc.kill)
    timer.start()
    # Nothing is written to stdout before the pause, so reading stderr alone
    # cannot deadlock.
    before = []
    for line in proc.stderr:
        before.append(line)
        if PAUSE in line:
            break
    else:
        sys.exit("change-after-listing.py: the command never paused:\n" +
                 "".join(before))
    for action, path in actions:
        apply(action, path)
    out, err = proc.communicate("go\n")
    timer.cancel()
    sys.stdout.write(out)
    sys.stdout.write("".join(before) + err)
    if proc.returncode < 0:
        name = signal.Signals(-proc.returncode).name
        sys.exit(f"change-after-listing.py: killed by signal {name}")
    print(f"exit: {proc.returncode}")


if __name__ == "__main__":
    main()
