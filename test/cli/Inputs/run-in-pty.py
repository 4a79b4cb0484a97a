"""Runs a command with its stdout (and stderr) on a pseudo-terminal, as in a
user's terminal, and prints what it wrote with ESC shown as "<ESC>" and
CR LF as LF. Exits with 0 when the command exits with EXPECTED, else says
so and exits with 1 (as expect-exit.py does).

usage: run-in-pty.py EXPECTED COMMAND [ARG...]
"""
import os
import pty
import sys

pid, fd = pty.fork()
if pid == 0:
    os.environ.setdefault("TERM", "xterm-256color")
    os.execvp(sys.argv[2], sys.argv[2:])
out = b""
while True:
    try:
        chunk = os.read(fd, 65536)
    except OSError:  # EIO: the child closed the terminal
        break
    if not chunk:
        break
    out += chunk
_, status = os.waitpid(pid, 0)
text = out.decode("utf-8", "replace").replace("\r\n", "\n").replace("\x1b", "<ESC>")
sys.stdout.write(text)
code = os.waitstatus_to_exitcode(status)
if code != int(sys.argv[1]):
    sys.stderr.write("run-in-pty.py: exit %d, expected %s\n" % (code, sys.argv[1]))
    sys.exit(1)
