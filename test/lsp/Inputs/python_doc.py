"""The language server on a Python document: the finding the CLI reports,
cleared by an incremental edit that keeps the loss's number instead, and the
"disable for this line" quick fix in Python's comment spelling.

usage: python_doc.py TENSORLINT WORKDIR
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lsp_client import LspClient, file_uri, fmt_diag, with_watchdog  # noqa: E402

tensorlint, work = sys.argv[1:3]
with_watchdog(60)

TRAIN = """import torch

net = torch.nn.Linear(4, 1)


def train(loader, optimizer):
    total = 0.0
    for x in loader:
        loss = net(x).sum()
        loss.backward()
        optimizer.step()
        total += loss
    return total
"""


def show(title, d):
    print("==", title)
    print("diagnostics:", len(d["diagnostics"]))
    for diag in d["diagnostics"]:
        print(fmt_diag(diag))


path = os.path.join(work, "train.py")
uri = file_uri(path)
c = LspClient([tensorlint, "lsp"], cwd=work)
c.initialize()
c.open(uri, TRAIN, language="python")
show("train", c.diagnostics(uri, 1))
actions = c.request("textDocument/codeAction", {
    "textDocument": {"uri": uri},
    "range": {"start": {"line": 11, "character": 0},
              "end": {"line": 11, "character": 0}},
    "context": {"diagnostics": [], "only": ["quickfix"]}})["result"]
for a in actions:
    if a["title"].startswith("Disable"):
        print("action:", a["title"], "|", repr(a["edit"]["changes"][uri][0]["newText"]))
# `total += loss` -> `total += loss.item()` (line 12, after column 21).
c.change(uri, 2, [{
    "range": {"start": {"line": 11, "character": 21},
              "end": {"line": 11, "character": 21}},
    "text": ".item()"}])
show("train, number kept", c.diagnostics(uri, 2))
print("exit code:", c.shutdown_and_exit())
