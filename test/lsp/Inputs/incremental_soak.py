"""Incremental lowering soak: random edits of the kinds typing makes (a
character, a word, a statement, a deletion, an undo) at random places of a
TSX document that uses every fact the functions of a file share. The
server runs with --verify-incremental: each time it lowers the document
incrementally (or afresh, but from the index and classification the last
lowering kept) it lowers it afresh too and logs a difference, and it
checks the findings and summaries made with the engine runs it reused (or
the summary table it patched, or the findings of unchanged functions it
moved) against those made without. Edits are sent one at a time, or two or
three in one change notification, and each version's diagnostics are
awaited: every version is analysed, and a run does not depend on timing.

Prints how many analyses there were, how many were incremental, whether any
differed from a fresh lowering or analysis, whether the summary table was
patched often enough for that to be tested, and whether the final
diagnostics equal those of a fresh document with the same text.

usage: incremental_soak.py TENSORLINT INPUT_TSX [EDITS]
"""
import os
import random
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lsp_client import LspClient, apply_change, fmt_diag, file_uri, rng, with_watchdog  # noqa: E402

with_watchdog(600)
tensorlint, path = sys.argv[1], sys.argv[2]
edits = int(sys.argv[3]) if len(sys.argv) > 3 else 1500
text = open(path).read()
uri = file_uri(path)
ext = os.path.splitext(path)[1]
language = {".js": "javascript", ".jsx": "javascriptreact", ".ts": "typescript"}.get(ext, "typescriptreact")
rand = random.Random(int(os.environ.get("SOAK_SEED", "2026")))
words = ["x", "y", "t", "1", " ", "model", "dispose", ".", "(", ")", ";", ",",
         "tf", "await ", "this.", "return ", "prev", "cached", "[0]", "e"]
statements = [
    "const q = tf.zeros([2]);",
    "q.dispose();",
    "return tf.ones([1]);",
    "cached = null;",
    "lastFrame = tf.scalar(1);",
    "this.model = await tf.loadLayersModel('/m.json');",
    "const r = tf.tidy(() => square(tf.ones([2])));",
    "history.push(tf.zeros([1]));",
    "prev = x;",
    "const k = helperReturnsFresh([1]);",
    "consume(tf.ones([3]));",
    "loop(model, []);",
    "// a comment",
    "requestAnimationFrame(() => onFrame(null));",
]


def position(t):
    """A random position inside the text (not on the first two lines, the
    imports, most of the time: edits there are rarer in practice)."""
    lines = t.split("\n")
    lo = 2 if rand.random() < 0.95 and len(lines) > 3 else 0
    line = rand.randrange(lo, len(lines))
    units = len(lines[line].encode("utf-16-le")) // 2
    return line, rand.randint(0, units), lines


c = LspClient([tensorlint, "lsp", "--verify-incremental"])
c.initialize()
c.open(uri, text, language=language)
c.diagnostics(uri, 1, timeout=30)
undo = []
version = 1
batch = []


def send(batch):
    global version
    version += 1
    c.change(uri, version, batch)
    c.diagnostics(uri, version, timeout=60)
    c.pending.clear()


for _ in range(edits):
    kind = rand.random()
    line, col, lines = position(text)
    if kind < 0.45:
        ch = {"range": rng(line, col, line, col), "text": rand.choice(words)}
    elif kind < 0.60:
        ch = {"range": rng(line, col, line, col),
              "text": "\n  " + rand.choice(statements)}
    elif kind < 0.85:
        end = min(col + rand.randint(1, 4), len(lines[line].encode("utf-16-le")) // 2)
        ch = {"range": rng(line, col, line, end), "text": ""}
    elif undo:
        ch = undo.pop()
    else:
        continue
    before = text
    text = apply_change(text, ch)
    if kind < 0.85 and rand.random() < 0.5:
        # The change that takes this one back: a whole-line-range
        # replacement with the old lines.
        old_lines = before.split("\n")
        new_lines = text.split("\n")
        added = len(new_lines) - len(old_lines)
        last = line + max(added, 0)
        undo.append({"range": rng(line, 0, last, len(new_lines[last].encode("utf-16-le")) // 2),
                     "text": "\n".join(old_lines[line:line + 1 + max(-added, 0)])})
        if len(undo) > 20:
            undo.pop(0)
    # Sent alone most of the time, else with the next one or two in one
    # notification (typing faster than the server analyses): the server
    # analyses each version, so which edits one analysis sees does not
    # depend on how fast this machine is.
    batch.append(ch)
    if len(batch) < 3 and rand.random() < 0.3:
        continue
    send(batch)
    batch = []
if batch:
    send(batch)

final = c.request("textDocument/diagnostic", {"textDocument": {"uri": uri}})["result"]["items"]
other = file_uri(path + ".fresh" + ext)
c.open(other, text, language=language)
fresh = c.request("textDocument/diagnostic", {"textDocument": {"uri": other}})["result"]["items"]
code = c.shutdown_and_exit()

notes = [l for l in c.stderr_lines if re.search(re.escape(uri) + r" v\d+:", l)]
incremental = [l for l in notes if "; incremental:" in l]
differs = [l for l in notes if "DIFFERS" in l]
print("edits:", edits)
print("analyses:", len(notes))
share = len(incremental) / max(len(notes), 1)
print("incremental share at least 40%%: %s" % (share >= 0.4))
print("incremental lowerings that differ from a fresh one:", len(differs))
renumbered = [l for l in incremental if re.search(r"functions lowered, \d+ added, \d+ removed", l)]
print("incremental lowerings that added or removed functions at least 2%%: %s"
      % (len(renumbered) >= 0.02 * max(len(notes), 1)))
patched = [l for l in notes if "summaries patched" in l]
print("summary tables patched at least 5%%: %s"
      % (len(patched) >= 0.05 * max(len(notes), 1)))
reused = [l for l in notes if re.search(r"; findings of [1-9]\d* of", l)]
print("findings reused at least 5%%: %s"
      % (len(reused) >= 0.05 * max(len(notes), 1)))
for l in differs[:3]:
    print(l[:3000])
print("final diagnostics equal a fresh analysis:",
      [fmt_diag(d) for d in final] == [fmt_diag(d) for d in fresh])
print("exit code:", code)
sys.stderr.write("incremental soak: %d analyses, %d incremental (%.0f%%, %d "
                 "adding or removing functions), %d summary tables patched, "
                 "%d reused findings\n"
                 % (len(notes), len(incremental), 100 * share, len(renumbered),
                    len(patched), len(reused)))
reasons = {}
for l in notes:
    m = re.search(r"; fresh: (.*?)(?: \[lowering .*\])?$", l)
    if m:
        reasons[m.group(1)] = reasons.get(m.group(1), 0) + 1
for r, n in sorted(reasons.items(), key=lambda x: -x[1]):
    sys.stderr.write("  fresh %5d: %s\n" % (n, r))
