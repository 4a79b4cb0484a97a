"""A scripted LSP client for tensorlint's tests (python3 standard library).

Spawns `tensorlint lsp`, writes framed JSON-RPC messages and reads the
server's messages on a thread. Every wait has a timeout, so a broken server
fails a test instead of hanging it.
"""
import json
import os
import queue
import subprocess
import sys
import threading
import time


class Timeout(Exception):
    pass


class LspClient:
    def __init__(self, cmd, cwd=None, stderr=None):
        self.proc = subprocess.Popen(
            cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=stderr if stderr is not None else subprocess.PIPE, cwd=cwd)
        self.next_id = 1
        self.messages = queue.Queue()
        self.pending = []  # messages read but not yet consumed
        self.eof = False
        self.reader = threading.Thread(target=self._read_loop, daemon=True)
        self.reader.start()
        if stderr is None:
            self.stderr_lines = []
            threading.Thread(target=self._stderr_loop, daemon=True).start()

    # --- reading ------------------------------------------------------------
    def _stderr_loop(self):
        for line in self.proc.stderr:
            self.stderr_lines.append(line.decode("utf-8", "replace").rstrip("\n"))

    def _read_loop(self):
        out = self.proc.stdout
        try:
            while True:
                length = None
                while True:
                    line = out.readline()
                    if not line:
                        raise EOFError
                    line = line.strip()
                    if not line:
                        break
                    name, _, value = line.partition(b":")
                    if name.strip().lower() == b"content-length":
                        length = int(value.strip())
                if length is None:
                    continue
                body = out.read(length)
                if len(body) < length:
                    raise EOFError
                self.messages.put(json.loads(body))
        except (EOFError, ValueError, OSError):
            self.eof = True
            self.messages.put(None)

    def _next(self, deadline):
        left = deadline - time.monotonic()
        if left <= 0:
            raise Timeout()
        try:
            msg = self.messages.get(timeout=left)
        except queue.Empty:
            raise Timeout()
        if msg is None:
            self.messages.put(None)  # keep signalling EOF
            raise EOFError("server closed its output")
        return msg

    def wait_for(self, pred, timeout=10.0):
        """The first unconsumed message satisfying pred (consumed)."""
        for i, m in enumerate(self.pending):
            if pred(m):
                return self.pending.pop(i)
        deadline = time.monotonic() + timeout
        while True:
            m = self._next(deadline)
            if pred(m):
                return m
            self.pending.append(m)

    def drain(self, wait=0.0):
        """Collects what arrives within `wait` seconds into pending."""
        deadline = time.monotonic() + wait
        while True:
            try:
                self.pending.append(self._next(deadline) if wait else self.messages.get_nowait())
            except (Timeout, queue.Empty, EOFError):
                return

    # --- writing ------------------------------------------------------------
    def send_raw(self, data):
        self.proc.stdin.write(data)
        self.proc.stdin.flush()

    def send(self, msg):
        body = json.dumps(msg).encode("utf-8")
        self.send_raw(b"Content-Length: %d\r\n\r\n" % len(body) + body)

    def notify(self, method, params=None):
        msg = {"jsonrpc": "2.0", "method": method}
        if params is not None:
            msg["params"] = params
        self.send(msg)

    def request_async(self, method, params=None):
        rid = self.next_id
        self.next_id += 1
        msg = {"jsonrpc": "2.0", "id": rid, "method": method}
        if params is not None:
            msg["params"] = params
        self.send(msg)
        return rid

    def response(self, rid, timeout=10.0):
        return self.wait_for(lambda m: m.get("id") == rid and "method" not in m,
                             timeout)

    def request(self, method, params=None, timeout=10.0):
        return self.response(self.request_async(method, params), timeout)

    def diagnostics(self, uri, version=None, timeout=10.0):
        """The next publishDiagnostics for uri (and version, if given)."""
        def pred(m):
            if m.get("method") != "textDocument/publishDiagnostics":
                return False
            p = m["params"]
            return p["uri"] == uri and (version is None or p.get("version") == version)
        return self.wait_for(pred, timeout)["params"]

    # --- conveniences -------------------------------------------------------
    def initialize(self, options=None):
        r = self.request("initialize", {"processId": os.getpid(), "rootUri": None,
                                        "capabilities": {},
                                        "initializationOptions": options})
        self.notify("initialized", {})
        return r

    def open(self, uri, text, language="typescript", version=1):
        self.notify("textDocument/didOpen", {"textDocument": {
            "uri": uri, "languageId": language, "version": version, "text": text}})

    def change(self, uri, version, changes):
        self.notify("textDocument/didChange", {
            "textDocument": {"uri": uri, "version": version},
            "contentChanges": changes})

    def shutdown_and_exit(self, timeout=10.0):
        self.request("shutdown", None, timeout)
        self.notify("exit")
        return self.wait_exit(timeout)

    def wait_exit(self, timeout=10.0):
        try:
            return self.proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            raise Timeout("server did not exit")

    def rss_kb(self):
        with open("/proc/%d/status" % self.proc.pid) as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
        return 0

    def kill(self):
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()


def rng(sl, sc, el, ec):
    return {"start": {"line": sl, "character": sc}, "end": {"line": el, "character": ec}}


def fmt_diag(d):
    r = d["range"]
    return "%d:%d-%d:%d %s [%s] %s" % (
        r["start"]["line"], r["start"]["character"], r["end"]["line"],
        r["end"]["character"], {1: "error", 2: "warning", 3: "info", 4: "hint"}[d["severity"]],
        d.get("code", ""), d["message"])


def file_uri(path):
    return "file://" + os.path.abspath(path)


def with_watchdog(seconds):
    """Kills the whole test if it runs longer than `seconds`."""
    def bite():
        sys.stdout.flush()
        sys.stderr.write("lsp test: watchdog fired after %ss\n" % seconds)
        os._exit(3)
    t = threading.Timer(seconds, bite)
    t.daemon = True
    t.start()


def utf16_offset(text, line, character):
    """The str index of an LSP position in text (lines end at '\\n')."""
    lines = text.split("\n")
    line = min(line, len(lines) - 1) if line < len(lines) else None
    if line is None:
        return len(text)
    start = sum(len(l) + 1 for l in lines[:line])
    units = 0
    i = start
    end = start + len(lines[line])
    while i < end and units < character:
        units += 2 if ord(text[i]) > 0xFFFF else 1
        i += 1
    return i


def apply_change(text, change):
    """Applies one TextDocumentContentChangeEvent (as the server should)."""
    if "range" not in change:
        return change["text"]
    r = change["range"]
    b = utf16_offset(text, r["start"]["line"], r["start"]["character"])
    e = utf16_offset(text, r["end"]["line"], r["end"]["character"])
    return text[:b] + change["text"] + text[max(b, e):]
