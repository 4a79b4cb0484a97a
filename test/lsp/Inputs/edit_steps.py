"""Scripted keystrokes against `tensorlint lsp --verify-incremental`.

Opens INPUT, then applies the steps of STEPS one at a time, each a
replacement of the one place some text occurs, sent as the range change an
editor sends; after each it waits for the analysis of that version. For
each step it prints how the server analysed it (incrementally or afresh,
with the summary table patched or computed), whether the server found that
analysis to differ from one made without what it reused, and whether the
diagnostics equal those of a fresh document with the same text.

STEPS holds blocks of three lines: `# what the step does`, `- old text`,
`+ new text` (`\\n` in either stands for a line break).

usage: edit_steps.py TENSORLINT INPUT STEPS
"""
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lsp_client import LspClient, fmt_diag, file_uri, rng, with_watchdog  # noqa: E402

with_watchdog(300)
tensorlint, path, steps_path = sys.argv[1:4]
text = open(path).read()
ext = os.path.splitext(path)[1]
language = {".js": "javascript", ".jsx": "javascriptreact", ".ts": "typescript",
            ".py": "python"}.get(ext, "typescriptreact")

steps = []
lines = [l.rstrip("\n") for l in open(steps_path) if l.strip()]
for i in range(0, len(lines), 3):
    what, old, new = lines[i:i + 3]
    assert what.startswith("# ") and old.startswith("- ") and new.startswith("+ "), lines[i:i + 3]
    steps.append((what[2:], old[2:].replace("\\n", "\n"), new[2:].replace("\\n", "\n")))


def position(t, offset):
    before = t[:offset]
    return before.count("\n"), len(before.split("\n")[-1].encode("utf-16-le")) // 2


def notes_of(client, uri, version):
    """The server's log lines on the analysis of that version. It may write
    them after it publishes the diagnostics, and they come on stderr, read
    on another thread: waited for."""
    tag = "%s v%d:" % (uri, version)
    deadline = time.monotonic() + 60
    while True:
        notes = [l for l in client.stderr_lines if tag in l]
        if notes or time.monotonic() > deadline:
            return notes
        time.sleep(0.01)


uri = file_uri(path)
c = LspClient([tensorlint, "lsp", "--verify-incremental"])
c.initialize()
c.open(uri, text, language=language)
c.diagnostics(uri, 1, timeout=60)
for n, (what, old, new) in enumerate(steps, start=2):
    assert text.count(old) == 1, "step %r: %r occurs %d times" % (what, old, text.count(old))
    start = text.index(old)
    (sl, sc), (el, ec) = position(text, start), position(text, start + len(old))
    text = text[:start] + new + text[start + len(old):]
    c.change(uri, n, [{"range": rng(sl, sc, el, ec), "text": new}])
    mine = c.diagnostics(uri, n, timeout=60)["diagnostics"]
    other = file_uri(path + ".v%d" % n + ext)
    c.open(other, text, language=language)
    fresh = c.diagnostics(other, 1, timeout=60)["diagnostics"]
    c.notify("textDocument/didClose", {"textDocument": {"uri": other}})
    note = " ".join(notes_of(c, uri, n))
    how = "incremental" if "; incremental:" in note else "fresh"
    table = "patched" if "summaries patched" in note else "computed"
    print("== %s: %s lowering, summaries %s, %s, diagnostics %s a fresh document's"
          % (what, how, table,
             "DIFFERS" if "DIFFERS" in note else "no difference",
             "equal" if [fmt_diag(d) for d in mine] == [fmt_diag(d) for d in fresh]
             else "differ from"))
    for d in mine:
        print("  " + fmt_diag(d))
print("exit code:", c.shutdown_and_exit())
