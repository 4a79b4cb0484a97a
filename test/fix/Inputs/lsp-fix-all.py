#!/usr/bin/env python3
"""The editor's fix-all over a directory, through a real LSP client.

usage: lsp-fix-all.py TENSORLINT DIR

Starts `tensorlint lsp` with DIR as the workspace, opens every JavaScript
file of DIR (not node_modules), and for each one asks for the
`source.fixAll.tensorlint` code action, as fix-on-save does, applies its
edits as a client would, tells the server (didChange) and writes the file.
Prints `applied N edit(s) in M file(s)`; exits 1 if the server fails.
"""
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "..", "lsp", "Inputs"))
from lsp_client import LspClient, file_uri, with_watchdog  # noqa: E402

SOURCES = (".js", ".mjs", ".cjs", ".jsx")


def offset(text, pos):
    """The offset of an LSP position (UTF-16 code units in the line)."""
    lines = text.split("\n")
    start = sum(len(l) + 1 for l in lines[:pos["line"]])
    line = lines[pos["line"]] if pos["line"] < len(lines) else ""
    units = 0
    for i, ch in enumerate(line):
        if units >= pos["character"]:
            return start + i
        units += 2 if ord(ch) > 0xFFFF else 1
    return start + len(line)


def apply_edits(text, edits):
    spans = sorted(((offset(text, e["range"]["start"]),
                     offset(text, e["range"]["end"]), e["newText"])
                    for e in edits), reverse=True)
    for begin, end, new in spans:
        text = text[:begin] + new + text[end:]
    return text


def edits_of(action, uri):
    edit = action.get("edit", {})
    out = list(edit.get("changes", {}).get(uri, []))
    for change in edit.get("documentChanges", []):
        if change.get("textDocument", {}).get("uri") == uri:
            out.extend(change.get("edits", []))
    return out


def main():
    tensorlint, root = sys.argv[1], os.path.abspath(sys.argv[2])
    with_watchdog(240)
    files = []
    for base, dirs, names in os.walk(root):
        dirs[:] = sorted(d for d in dirs if d != "node_modules")
        files += [os.path.join(base, n) for n in sorted(names)
                  if n.endswith(SOURCES)]
    c = LspClient([tensorlint, "lsp"], cwd=root)
    c.request("initialize", {"processId": os.getpid(),
                             "rootUri": file_uri(root), "capabilities": {},
                             "initializationOptions": None})
    c.notify("initialized", {})
    texts = {}
    for path in files:
        uri = file_uri(path)
        texts[uri] = open(path, encoding="utf-8").read()
        c.open(uri, texts[uri], language="javascript")
    applied = changed = 0
    for path in files:
        uri = file_uri(path)
        c.diagnostics(uri, timeout=60)
        actions = c.request("textDocument/codeAction", {
            "textDocument": {"uri": uri},
            "range": {"start": {"line": 0, "character": 0},
                      "end": {"line": 0, "character": 0}},
            "context": {"diagnostics": [],
                        "only": ["source.fixAll.tensorlint"]}},
            timeout=60)["result"] or []
        edits = [e for a in actions for e in edits_of(a, uri)]
        if not edits:
            continue
        texts[uri] = apply_edits(texts[uri], edits)
        c.change(uri, 2, [{"text": texts[uri]}])
        with open(path, "w", encoding="utf-8") as f:
            f.write(texts[uri])
        applied += len(edits)
        changed += 1
    code = c.shutdown_and_exit()
    print(f"applied {applied} edit(s) in {changed} file(s)")
    sys.exit(0 if code == 0 else 1)


if __name__ == "__main__":
    main()
