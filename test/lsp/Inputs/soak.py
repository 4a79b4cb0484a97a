"""Soak: 2,000 random incremental edits (insertions, deletions, multi-line,
characters outside the BMP) on a TypeScript document. The server keeps
answering, its final diagnostics equal a from-scratch analysis of the same
text, and its memory (VmRSS) does not grow between edit 500 and edit 2000.

usage: soak.py TENSORLINT LEAKY_TS [EDITS]
"""
import os
import random
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lsp_client import LspClient, apply_change, fmt_diag, file_uri, rng, with_watchdog  # noqa: E402

with_watchdog(240)
tensorlint, leaky = sys.argv[1], sys.argv[2]
edits = int(sys.argv[3]) if len(sys.argv) > 3 else 2000
base = open(leaky).read()
text = "\n".join(base.replace("predict", "predict%d" % i) for i in range(20))
uri = file_uri(leaky)
rand = random.Random(1234)
snippets = ["x", " ", "\n", "tf.ones([1])", "\U0001F600", "é", "(", ")", "{", "}",
            "const t = tf.zeros([2]);\n", "// c\n", "t.dispose();", "\n\n"]

c = LspClient([tensorlint, "lsp"])
c.initialize()
c.open(uri, text)
c.diagnostics(uri, 1)


def pos(t):
    lines = t.split("\n")
    line = rand.randrange(len(lines))
    units = len(lines[line].encode("utf-16-le")) // 2
    return line, rand.randint(0, units)


rss = {}
start = time.monotonic()
for v in range(2, edits + 2):
    l1, c1 = pos(text)
    if rand.random() < 0.5:
        ch = {"range": rng(l1, c1, l1, c1), "text": rand.choice(snippets)}
    else:
        l2 = min(l1 + rand.randint(0, 2), text.count("\n"))
        ch = {"range": rng(l1, c1, l2, rand.randint(0, 6)), "text": rand.choice(["", "", "y", "\n"])}
    text = apply_change(text, ch)
    c.change(uri, v, [ch])
    if v % 25 == 0:
        r = c.request("textDocument/diagnostic", {"textDocument": {"uri": uri}}, timeout=10)
        assert r["result"]["kind"] == "full"
        c.pending.clear()
    if v - 1 in (500, edits):
        time.sleep(0.2)
        c.request("textDocument/diagnostic", {"textDocument": {"uri": uri}}, timeout=10)
        rss[v - 1] = c.rss_kb()
elapsed = time.monotonic() - start

final = c.request("textDocument/diagnostic", {"textDocument": {"uri": uri}})["result"]["items"]
other = file_uri(leaky + ".fresh.ts")
c.open(other, text)
fresh = c.request("textDocument/diagnostic", {"textDocument": {"uri": other}})["result"]["items"]
print("edits:", edits)
print("final diagnostics equal a fresh analysis:",
      [fmt_diag(d) for d in final] == [fmt_diag(d) for d in fresh])
growth = rss[edits] - rss[500]
print("rss growth between edit 500 and %d: %s" % (edits, "ok" if growth <= 2048 else "TOO MUCH"))
sys.stderr.write("soak: %d edits in %.1fs, rss %s kB (growth %d kB)\n" % (edits, elapsed, rss, growth))
print("exit code:", c.shutdown_and_exit())
