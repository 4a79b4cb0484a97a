"""Protocol errors and bad input: the server answers with the right error
codes, skips what it cannot read and never crashes or hangs.

usage: errors.py TENSORLINT LEAKY_TS
"""
import json
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lsp_client import LspClient, fmt_diag, file_uri, rng, with_watchdog  # noqa: E402

with_watchdog(60)
tensorlint, leaky = sys.argv[1], sys.argv[2]
uri = file_uri(leaky)
text = open(leaky).read()


def err(r):
    return r["error"]["code"] if "error" in r else "ok"


def ping(c, label):
    r = c.request("textDocument/diagnostic", {"textDocument": {"uri": uri}}, timeout=5)
    print(label, "-> server answers:", err(r))


c = LspClient([tensorlint, "lsp"])
print("before initialize:", err(c.request("textDocument/diagnostic", {"textDocument": {"uri": uri}})))
print("shutdown before initialize:", err(c.request("shutdown")))
c.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "typescript", "version": 1, "text": text}})
print("initialize:", err(c.initialize()))
print("initialize again:", err(c.request("initialize", {"capabilities": {}})))
print("unknown method:", err(c.request("textDocument/hover", {"textDocument": {"uri": uri}, "position": {"line": 0, "character": 0}})))
c.notify("custom/unknownNotification", {})
print("missing params:", err(c.request("textDocument/codeAction", {})))
print("bad range:", err(c.request("textDocument/codeAction", {"textDocument": {"uri": uri}, "range": {"start": {"line": -1}}})))
print("unopened document:", json.dumps(c.request("textDocument/diagnostic", {"textDocument": {"uri": uri}})["result"], sort_keys=True))

c.open(uri, text)
print("open:", len(c.diagnostics(uri, 1)["diagnostics"]), "diagnostics")

body = b'{"jsonrpc": "2.0", "id": 99, "method": '
c.send_raw(b"Content-Length: %d\r\n\r\n" % len(body) + body)
ping(c, "malformed JSON")
c.send_raw(b"Content-Length: 12\r\n\r\n[1, 2, 3]   ")
ping(c, "JSON array")
# 100,000 nested arrays (200 KB) overflowed the stack in LLVM's JSON parser.
for opener, closer, label in ((b"[", b"]", "arrays"), (b"{\"a\":", b"}", "objects")):
    body = opener * 100000 + closer * 100000
    c.send_raw(b"Content-Length: %d\r\n\r\n" % len(body) + body)
    ping(c, "JSON of 100,000 nested " + label)
c.send_raw(b"Content-Length: abc\r\n\r\n{}")
ping(c, "non-numeric Content-Length")
c.send_raw(b"Content-Type: x\r\n\r\n{}")
ping(c, "missing Content-Length")
c.send_raw(b'{"jsonrpc": "2.0", "id": 98, "method": "shutdown"}\r\n\r\n')
ping(c, "body without headers")
body = b'{"jsonrpc": "2.0", "method": "initialized", "params": {}}'
c.send_raw(b"Content-Length: 10\r\n\r\n" + body)
ping(c, "Content-Length too small")
c.send_raw(b"Content-Length: 5000\r\n\r\n{}")
start = time.monotonic()
ping(c, "Content-Length too large")
print("resynchronised within 5s:", time.monotonic() - start < 5)

# Out-of-bounds and inverted ranges are clamped; a negative one is ignored.
c.change(uri, 2, [{"range": rng(1000, 0, 1000, 5), "text": "\n// appended\n"}])
print("out of bounds edit:", len(c.diagnostics(uri, 2)["diagnostics"]), "diagnostics")
c.change(uri, 3, [{"range": rng(3, 500, 3, 900), "text": " "}])
print("character past line end:", len(c.diagnostics(uri, 3)["diagnostics"]), "diagnostics")
c.change(uri, 4, [{"range": rng(4, 10, 2, 0), "text": ""}])
print("end before start:", len(c.diagnostics(uri, 4)["diagnostics"]), "diagnostics")
c.change(uri, 5, [{"range": {"start": {"line": -3, "character": 0}, "end": {"line": 0, "character": 0}}, "text": "x"}])
print("negative range:", len(c.diagnostics(uri, 5)["diagnostics"]), "diagnostics")
c.change(uri, 6, [{"range": rng(0, 0, 0, 0)}])
print("change without text:", len(c.diagnostics(uri, 6)["diagnostics"]), "diagnostics")
c.notify("textDocument/didChange", {"textDocument": {"uri": "file:///not/open.ts", "version": 1}, "contentChanges": [{"text": ""}]})
ping(c, "change to unopened document")

print("shutdown:", json.dumps(c.request("shutdown")))
print("request after shutdown:", err(c.request("textDocument/diagnostic", {"textDocument": {"uri": uri}})))
c.notify("exit")
print("exit code after shutdown:", c.wait_exit())
print("stderr mentions malformed JSON:", any("malformed JSON" in l for l in c.stderr_lines))
print("stderr mentions nesting:", any("JSON nested deeper than 512 levels" in l for l in c.stderr_lines))
print("stderr mentions clamping:", any("clamped" in l for l in c.stderr_lines))

c = LspClient([tensorlint, "lsp"])
c.initialize()
c.notify("exit")
print("exit code without shutdown:", c.wait_exit())

c = LspClient([tensorlint, "lsp"])
c.initialize()
c.proc.stdin.close()
print("exit code at end of input:", c.wait_exit())

c = LspClient([tensorlint, "lsp"])
c.initialize()
c.send_raw(b"Content-Length: 100\r\n\r\n{\"jsonrpc\"")
c.proc.stdin.close()
print("exit code at end of input inside a message:", c.wait_exit())
