"""Editor-session soak: 10,000 steps of what a long editing session sends,
at random, over a workspace of 50 documents (TypeScript, TSX, JavaScript,
Python) that import one another:

  - typing (a character, a word, a statement) and deleting, as incremental
    changes;
  - pasting a whole file, into the document (a ranged change) or over it
    (a full-text change);
  - closing an open document and opening a closed one (another text, or the
    text it had);
  - configuration changes: the workspace's .tensorlint.yaml rewritten (a rule
    turned off, the rules back on, a broken file, fixed again) and announced
    by workspace/didChangeWatchedFiles, and workspace/didChangeConfiguration;
  - requests: pulled diagnostics and code actions for an open document.

Every request must be answered (each waits at most 30 s), the server must
stay alive, and its memory must stay flat: at step 2,000 and at the end all
documents are closed and the same 50 original texts opened again and
analysed; the resident set (VmRSS) may not grow between the two by more than
the bound printed. At the end each open document's diagnostics must equal
those of a fresh document with the same text.

usage: session_soak.py TENSORLINT WORKSPACE_DIR INPUTS_DIR [STEPS]
"""
import json
import os
import random
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lsp_client import LspClient, apply_change, fmt_diag, file_uri, rng, with_watchdog  # noqa: E402

with_watchdog(900)
tensorlint, workspace, inputs = sys.argv[1], sys.argv[2], sys.argv[3]
steps = int(sys.argv[4]) if len(sys.argv) > 4 else 10000
rand = random.Random(4321)
DOCS = 50
GROWTH_BOUND_KB = 8 * 1024


def read(name):
    with open(os.path.join(inputs, name)) as f:
        return f.read()


# What each kind of document starts as, and what typing in it inserts.
KINDS = {
    ".ts": ("typescript", read("leaky.ts")),
    ".tsx": ("typescriptreact", read("incremental.tsx")),
    ".js": ("javascript", read("fixes.js")),
    ".py": ("python", "import torch\n\n\ndef step(model, xs):\n"
            "    out = model(torch.tensor(xs).cuda())\n"
            "    return out.item()\n"),
}
WORDS = ["x", " ", "\n", "(", ")", "{", "}", ";", "\U0001F600", "\u00e9",
         "tf.ones([1])", "dispose()", "await ", "async "]
STATEMENTS = {
    ".py": ["t = torch.zeros(3)\n", "losses.append(loss)\n", "del t\n",
            "with torch.no_grad():\n    pass\n"],
    "js": ["const t = tf.zeros([2]);\n", "t.dispose();\n",
           "import {predict} from './doc00';\n", "export const k = tf.scalar(1);\n",
           "tf.tidy(() => tf.ones([1]).square());\n"],
}
CONFIGS = [
    "rules:\n  tensor-chained-temporary: off\n",
    "checks: 'tensor-*'\n",
    "rules: [broken\n",  # a syntax error: an error diagnostic, no crash
    "checks: '-*,tensor-undisposed'\n",
]

os.makedirs(workspace, exist_ok=True)
config_path = os.path.join(workspace, ".tensorlint.yaml")
with open(config_path, "w") as f:
    f.write(CONFIGS[1])

exts = list(KINDS)
docs = []  # [uri, ext, original text]
for i in range(DOCS):
    ext = exts[i % len(exts)]
    docs.append((file_uri(os.path.join(workspace, "doc%02d%s" % (i, ext))), ext,
                 KINDS[ext][1]))
texts = {}    # uri -> current text of an open document
versions = {}  # uri -> its last version
asked = answered = 0
counts = {"edit": 0, "paste": 0, "replace": 0, "open": 0, "close": 0,
          "config": 0, "request": 0}

c = LspClient([tensorlint, "lsp"], cwd=workspace)
c.initialize()


def open_doc(uri, ext, text):
    versions[uri] = versions.get(uri, 0) + 1
    texts[uri] = text
    c.open(uri, text, language=KINDS[ext][0], version=versions[uri])
    counts["open"] += 1


def close_doc(uri):
    c.notify("textDocument/didClose", {"textDocument": {"uri": uri}})
    del texts[uri]
    counts["close"] += 1


def change(uri, ch):
    versions[uri] += 1
    texts[uri] = apply_change(texts[uri], ch)
    c.change(uri, versions[uri], [ch])


def ask(method, params):
    global asked, answered
    asked += 1
    r = c.request(method, params, timeout=30)
    assert "result" in r, r
    answered += 1
    counts["request"] += 1
    return r["result"]


def pull(uri):
    r = ask("textDocument/diagnostic", {"textDocument": {"uri": uri}})
    assert r["kind"] == "full", r
    return r["items"]


def position(text):
    lines = text.split("\n")
    line = rand.randrange(len(lines))
    return line, rand.randint(0, len(lines[line].encode("utf-16-le")) // 2), lines


def ext_of(uri):
    return next(e for u, e, _ in docs if u == uri)


def originals():
    """Every document closed, then the 50 original texts opened and
    analysed: the same state whenever it is called. Returns VmRSS."""
    for uri in list(texts):
        close_doc(uri)
    for uri, ext, text in docs:
        open_doc(uri, ext, text)
    for uri, _, _ in docs:
        pull(uri)
    c.pending.clear()
    time.sleep(0.2)
    return c.rss_kb()


rss = {}
start = time.monotonic()
originals()
for step in range(1, steps + 1):
    if step == 2000:
        rss["early"] = originals()
    open_uris = sorted(texts)
    r = rand.random()
    if r < 0.55 and open_uris:  # typing and deleting
        uri = rand.choice(open_uris)
        line, col, lines = position(texts[uri])
        k = rand.random()
        if k < 0.5:
            text = rand.choice(WORDS)
        elif k < 0.7:
            text = rand.choice(STATEMENTS[".py" if uri.endswith(".py") else "js"])
        else:
            end = min(col + rand.randint(1, 8), len(lines[line].encode("utf-16-le")) // 2)
            change(uri, {"range": rng(line, col, line, end), "text": ""})
            counts["edit"] += 1
            continue
        change(uri, {"range": rng(line, col, line, col), "text": text})
        counts["edit"] += 1
    elif r < 0.62 and open_uris:  # pasting a whole file
        uri = rand.choice(open_uris)
        pasted = KINDS[ext_of(uri)][1]
        if rand.random() < 0.5:
            line, col, _ = position(texts[uri])
            change(uri, {"range": rng(line, col, line, col), "text": pasted})
            counts["paste"] += 1
        else:
            change(uri, {"text": pasted})
            counts["replace"] += 1
    elif r < 0.72:  # closing one document, opening another
        closed = [d for d in docs if d[0] not in texts]
        if open_uris and (not closed or rand.random() < 0.5):
            close_doc(rand.choice(open_uris))
        elif closed:
            uri, ext, text = rand.choice(closed)
            open_doc(uri, ext, text)
    elif r < 0.74:  # a configuration change
        if rand.random() < 0.7:
            with open(config_path, "w") as f:
                f.write(rand.choice(CONFIGS))
            c.notify("workspace/didChangeWatchedFiles", {"changes": [
                {"uri": file_uri(config_path), "type": 2}]})
        else:
            c.notify("workspace/didChangeConfiguration", {"settings": {}})
        counts["config"] += 1
    elif open_uris:  # requests
        uri = rand.choice(open_uris)
        if rand.random() < 0.7:
            pull(uri)
        else:
            line, _, _ = position(texts[uri])
            ask("textDocument/codeAction", {
                "textDocument": {"uri": uri}, "range": rng(line, 0, line, 0),
                "context": {"diagnostics": []}})
    if step % 100 == 0:
        c.drain()
        c.pending.clear()  # published diagnostics nobody waits for
elapsed = time.monotonic() - start

# The session's last texts against fresh documents with the same texts.
with open(config_path, "w") as f:
    f.write(CONFIGS[1])
c.notify("workspace/didChangeWatchedFiles", {"changes": [
    {"uri": file_uri(config_path), "type": 2}]})
same = True
for i, uri in enumerate(sorted(texts)):
    ext = ext_of(uri)
    fresh = file_uri(os.path.join(workspace, "fresh%02d%s" % (i, ext)))
    c.open(fresh, texts[uri], language=KINDS[ext][0])
    a = [fmt_diag(d) for d in pull(uri)]
    b = [fmt_diag(d) for d in pull(fresh)]
    if a != b:
        same = False
        sys.stderr.write("differs: %s\n  %s\n  %s\n" % (uri, a, b))
    c.notify("textDocument/didClose", {"textDocument": {"uri": fresh}})
rss["late"] = originals()

print("steps:", steps)
print("kinds:", " ".join("%s=%s" % (k, "yes" if counts[k] else "no") for k in sorted(counts)))
print("every request answered:", asked == answered)
print("final diagnostics equal a fresh analysis:", same)
growth = rss["late"] - rss["early"]
print("rss growth between step 2000 and the end: %s" %
      ("ok" if growth <= GROWTH_BOUND_KB else "TOO MUCH (%d kB)" % growth))
sys.stderr.write("session soak: %d steps in %.1fs, counts %s, rss %s kB (growth %d kB)\n"
                 % (steps, elapsed, json.dumps(counts), rss, growth))
print("exit code:", c.shutdown_and_exit())
