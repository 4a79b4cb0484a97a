"""Edit-to-publishDiagnostics latency of `tensorlint lsp` (run by hand, not
a test): opens a generated 5,000-line TypeScript file, then makes one-char
edits one at a time and times each until the publishDiagnostics for that
version arrives. Prints the median and p95.

usage: [LEAK_EVERY=N] latency.py TENSORLINT [LINES] [EDITS]
(every Nth function leaks; default 50. Set TENSORLINT_LSP_TIMING=1 in the
server's environment to log its analysis and publish times.)
"""
import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lsp_client import LspClient, rng  # noqa: E402

tensorlint = sys.argv[1]
lines_wanted = int(sys.argv[2]) if len(sys.argv) > 2 else 5000
edits = int(sys.argv[3]) if len(sys.argv) > 3 else 200

leak_every = int(os.environ.get("LEAK_EVERY", "50"))  # 1: every function leaks
block = """export function f{i}(model: tf.LayersModel, xs: number[]): number {{
  const input = tf.tensor2d([xs]);
  const out = model.predict(input) as tf.Tensor;
  const s = tf.tidy(() => out.sum().dataSync()[0]);
  {dispose}
  return s + {i};
}}
"""
parts = ["import * as tf from '@tensorflow/tfjs';\n"]
i = 0
while sum(p.count("\n") for p in parts) < lines_wanted:
    parts.append(block.format(i=i, dispose="input.dispose(); out.dispose();" if i % leak_every else "input.dispose();"))
    i += 1
text = "".join(parts)
nlines = text.count("\n")
uri = "file:///tmp/tensorlint-latency.ts"

c = LspClient([tensorlint, "lsp"])
c.initialize()
t0 = time.monotonic()
c.open(uri, text)
first = c.diagnostics(uri, 1, timeout=60)
print("file: %d lines, %d bytes, %d functions; first analysis %.1f ms, %d diagnostics"
      % (nlines, len(text), i, (time.monotonic() - t0) * 1000, len(first["diagnostics"])))

rand = random.Random(7)
samples = []
for v in range(2, edits + 2):
    fn = rand.randrange(i)
    line = 1 + fn * 7 + 5  # "  return s + N;"
    # Alternate insert and delete of one character.
    if v % 2 == 0:
        ch = {"range": rng(line, 13, line, 13), "text": "1"}
    else:
        ch = {"range": rng(last_line, 13, last_line, 14), "text": ""}
    last_line = line
    start = time.monotonic()
    c.change(uri, v, [ch])
    c.diagnostics(uri, v, timeout=30)
    samples.append((time.monotonic() - start) * 1000)
    c.pending.clear()

samples.sort()
p95 = samples[int(round(0.95 * (len(samples) - 1)))]
print("edits: %d  median: %.1f ms  p95: %.1f ms  min: %.1f ms  max: %.1f ms"
      % (len(samples), statistics.median(samples), p95, samples[0], samples[-1]))
print("rss: %d kB" % c.rss_kb())
c.shutdown_and_exit()
