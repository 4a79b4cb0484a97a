"""Edit-to-publishDiagnostics latency of `tensorlint lsp` (run by hand, not
a test): opens a generated 5,000-line TypeScript file, then makes one-char
edits one at a time and times each until the publishDiagnostics for that
version arrives. Prints the median and p95.

usage: [LEAK_EVERY=N] latency.py TENSORLINT [LINES] [EDITS] [--anywhere]
(every Nth function leaks; default 50. Set TENSORLINT_LSP_TIMING=1 in the
server's environment to log its analysis and publish times, and
LATENCY_SERVER_LOG=FILE to keep the server's log.)

Without --anywhere, every edit is inside a function body. With it, the
edits are what typing between functions is, at random places: a blank
line, a comment, an import, a whole new function, typed character by
character (with the editor's auto-closed brackets) and erased, and edits
inside bodies; the median and p95 are printed per kind and for all.
"""
import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lsp_client import LspClient, rng  # noqa: E402

args = [a for a in sys.argv[1:] if a != "--anywhere"]
anywhere = "--anywhere" in sys.argv[1:]
tensorlint = args[0]
lines_wanted = int(args[1]) if len(args) > 1 else 5000
edits = int(args[2]) if len(args) > 2 else 200

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

def report(label, samples):
    samples = sorted(samples)
    p95 = samples[int(round(0.95 * (len(samples) - 1)))]
    print("%s: %d  median: %.1f ms  p95: %.1f ms  min: %.1f ms  max: %.1f ms"
          % (label, len(samples), statistics.median(samples), p95, samples[0], samples[-1]))


def typing_anywhere(c, text, functions, edits):
    """Types and erases, one character per version, texts at random places
    of the file (the editor's document is mirrored in `doc`); returns
    {kind: [ms]}."""
    rand = random.Random(11)
    doc = text.split("\n")
    version = [1]
    times = {}

    def send(kind, line, col, end_line, end_col, new):
        version[0] += 1
        start = time.monotonic()
        c.change(uri, version[0], [{"range": rng(line, col, end_line, end_col), "text": new}])
        c.diagnostics(uri, version[0], timeout=30)
        times.setdefault(kind, []).append((time.monotonic() - start) * 1000)
        c.pending.clear()
        # Mirror the edit.
        before = "\n".join(doc[:line]) + ("\n" if line else "") + doc[line][:col]
        after_lines = doc[end_line:]
        after = after_lines[0][end_col:] + ("\n" if len(after_lines) > 1 else "") + "\n".join(after_lines[1:])
        doc[:] = (before + new + after).split("\n")

    def type_and_erase(kind, line, col, s):
        # Typed left to right as an editor does by default: an opening
        # bracket or quote comes with its closing one, and typing the
        # closing one over it only moves the caret. Then erased: with
        # backspace when it is one line, selected and deleted otherwise.
        l, k = line, col
        closer = {"(": ")", "[": "]", "{": "}", "'": "'", '"': '"'}
        for ch in s:
            if ch in ")]}'\"" and doc[l][k:k + 1] == ch:
                k += 1  # over the closing character the editor added
                continue
            send(kind, l, k, l, k, ch + closer.get(ch, ""))
            if ch == "\n":
                l, k = l + 1, 0
            else:
                k += 1
        if l == line:
            for _ in range(k - col):
                send(kind, l, k - 1, l, k, "")
                k -= 1
            return
        send(kind, line, col, l, len(doc[l]), "")

    def boundary():
        # The line where a random function (not the first) starts.
        fn = 1 + rand.randrange(functions - 1)
        return 1 + fn * 7

    # Between functions: a line break after a function's closing brace (the
    # import: after the first import), then the text on the new line.
    between = {
        "blank line": "\n",
        "comment": "\n// TODO: batch these",
        "import": "\nimport { loadGraphModel } from '@tensorflow/tfjs-converter';",
        "new function": "\nexport function g(t: tf.Tensor): number {\n  return t.size;\n}",
    }
    count = 0
    while count < edits:
        kind = rand.choice(list(between) + ["body"])
        if kind == "body":
            fn = rand.randrange(functions)
            s = " + 1"
            line = 1 + fn * 7 + 5  # "  return s + N;"
            type_and_erase(kind, line, len(doc[line]) - 1, s)
        else:
            s = between[kind]
            line = 0 if kind == "import" else boundary() - 1
            type_and_erase(kind, line, len(doc[line]), s)
        count += 2 * len(s)
    return times


if anywhere:
    times = typing_anywhere(c, text, i, edits)
    for kind in sorted(times):
        report(kind, times[kind])
    samples = [t for ts in times.values() for t in ts]
else:
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

report("edits", samples)
print("rss: %d kB" % c.rss_kb())
c.shutdown_and_exit()
if os.environ.get("LATENCY_SERVER_LOG"):  # the server's stderr
    open(os.environ["LATENCY_SERVER_LOG"], "w").write("\n".join(c.stderr_lines) + "\n")
