"""Protocol-level test of `tensorlint lsp`: capabilities, push and pull
diagnostics, incremental edits (insert, delete, multi-line, UTF-16
surrogates), code actions, close, shutdown. Prints lines for FileCheck.

usage: protocol.py TENSORLINT LEAKY_TS
"""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lsp_client import LspClient, apply_change, fmt_diag, file_uri, rng, with_watchdog  # noqa: E402

with_watchdog(60)
tensorlint, leaky = sys.argv[1], sys.argv[2]
text = open(leaky).read()
uri = file_uri(leaky)
c = LspClient([tensorlint, "lsp"])


mirror = {"text": text}
check_uri = file_uri(leaky + ".fresh.ts")


def edit(version, changes):
    """Sends changes and checks the server's incremental result against a
    from-scratch analysis of the same text (a second document)."""
    for ch in changes:
        mirror["text"] = apply_change(mirror["text"], ch)
    c.change(uri, version, changes)
    p = c.diagnostics(uri, version)
    c.open(check_uri, mirror["text"], version=version)
    fresh = c.diagnostics(check_uri, version)
    c.notify("textDocument/didClose", {"textDocument": {"uri": check_uri}})
    c.diagnostics(check_uri)
    same = [fmt_diag(d) for d in p["diagnostics"]] == [fmt_diag(d) for d in fresh["diagnostics"]]
    print("incremental == fresh:", same)
    return p


def show(title, params):
    print("== %s (version %s)" % (title, params.get("version")))
    for d in params["diagnostics"]:
        print(fmt_diag(d))
    if not params["diagnostics"]:
        print("(none)")


r = c.initialize()["result"]
print("capabilities:", json.dumps(r["capabilities"], sort_keys=True))
print("server:", r["serverInfo"]["name"])

c.open(uri, text, version=1)
p = c.diagnostics(uri, 1)
show("open", p)
d0 = p["diagnostics"][0]
print("source:", d0["source"], "href:", d0["codeDescription"]["href"])
rel = d0["relatedInformation"][0]
print("related:", rel["location"]["uri"] == uri, fmt_diag(dict(rel, severity=4, range=rel["location"]["range"])))

# Insert a dispose() call before the return (line 5): one leak is fixed.
show("insert", edit(2, [{"range": rng(5, 0, 5, 0), "text": "  input.dispose();\n"}]))

# Delete it again.
show("delete", edit(3, [{"range": rng(5, 0, 6, 0), "text": ""}]))

# A multi-line replacement of lines 3-4 and an insertion below it, as two
# changes of one notification applied in order: the input is disposed
# after predict, the output before returning a copy.
show("multi-line", edit(4, [
    {"range": rng(3, 2, 5, 0), "text": "const input = tf.tensor2d(\n    [xs]);\n  const out = model.predict(input) as tf.Tensor;\n  input.dispose();\n"},
    {"range": rng(7, 0, 7, 0), "text": "  out.dispose();\n"},
]))

# A line with characters outside the BMP (two UTF-16 units each): the
# diagnostic's columns are UTF-16, and an edit addressed in UTF-16 lands on
# the right bytes (tf.ones -> tf.zeros).
line = '  const s = "\U0001F600\U0001F600"; const t = tf.ones([2]); console.log(s, t.size);\n'
p = edit(5, [{"range": rng(7, 0, 7, 0), "text": line}])
show("surrogates", p)
col = line.encode("utf-16-le").find("tf.ones".encode("utf-16-le")) // 2
print("expected tf.ones at UTF-16 column", col)
show("edit after surrogates", edit(6, [{"range": rng(7, col, 7, col + len("tf.ones")), "text": "tf.zeros"}]))

# Pull diagnostics agree with the last push.
r = c.request("textDocument/diagnostic", {"textDocument": {"uri": uri}})["result"]
print("pull:", r["kind"], len(r["items"]), "items")
for d in r["items"]:
    print("pulled", fmt_diag(d))

# Code actions on the tf.zeros line, then apply the disable quick fix.
r = c.request("textDocument/codeAction", {
    "textDocument": {"uri": uri}, "range": rng(7, 0, 7, 0),
    "context": {"diagnostics": [], "only": ["quickfix"]}})["result"]
for a in r:
    print("action:", a["kind"], "|", a["title"])
disable = [a for a in r if a["title"].startswith("Disable")][0]
te = disable["edit"]["changes"][uri][0]
print("edit:", json.dumps(te, sort_keys=True))
show("after disable", edit(7, [{"range": te["range"], "text": te["newText"]}]))
print("line 7 now:", repr(mirror["text"].split("\n")[7]))

r = c.request("textDocument/codeAction", {
    "textDocument": {"uri": uri}, "range": rng(0, 0, 0, 0),
    "context": {"diagnostics": [], "only": ["source.fixAll.tensorlint"]}})["result"]
print("fixAll actions:", all(a["kind"] == "source.fixAll.tensorlint" for a in r))

# Full-text change, save, close.
c.change(uri, 8, [{"text": text}])
show("full text", c.diagnostics(uri, 8))
c.notify("textDocument/didSave", {"textDocument": {"uri": uri}})
show("save", c.diagnostics(uri, 8))
c.notify("workspace/didChangeConfiguration", {"settings": {"tensorlint": {"checks": "-*,tensor-double-dispose"}}})
show("config: only tensor-double-dispose", c.diagnostics(uri, 8))
c.notify("workspace/didChangeConfiguration", {"settings": {"tensorlint": {"checks": ""}}})
show("config: all", c.diagnostics(uri, 8))
c.notify("textDocument/didClose", {"textDocument": {"uri": uri}})
show("close", c.diagnostics(uri))

print("exit code:", c.shutdown_and_exit())
