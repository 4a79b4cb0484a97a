"""The language server checks each file with the API models its
.tensorlint.yaml names (`apis:`), as the CLI does: in the document and in the
files it imports. A configuration that stops naming them takes them away
(workspace/didChangeWatchedFiles), one that names a model file that does not
load says so on the document, and a model file edited meanwhile is read
again at the next analysis.

usage: config_apis.py TENSORLINT WORKDIR
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lsp_client import LspClient, file_uri, fmt_diag, with_watchdog  # noqa: E402

tensorlint, work = sys.argv[1:3]
with_watchdog(60)

MODEL = """library: my-lib
language: js
modules: [my-lib]
resources:
  - name: MyT
    types: [MyT]
    release: ['{}.release()']
functions:
  create: [makeTensor]
methods:
  MyT:
    borrow: [print]
"""
FILES = {
    "tools/my-lib.yaml": MODEL,
    # A leak through the library's own call.
    "src/wrap.js": """import * as ml from 'my-lib';
export function f() {
  const y = ml.makeTensor();
  y.print();
}
""",
    # A helper in another file returns what the library creates: only its
    # summary, made with the same models, says so.
    "src/make.js": """import * as ml from 'my-lib';
export function make() {
  return ml.makeTensor();
}
""",
    "src/use.js": """import { make } from './make.js';
export function g() {
  const y = make();
  y.print();
}
""",
}
for rel, text in FILES.items():
    path = os.path.join(work, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)
config = os.path.join(work, ".tensorlint.yaml")

# The fixtures' functions have no callers here: every config also reports
# their leaks although nothing proves they repeat.
UNPROVEN = "report-unproven-repetition: true\n"


def configure(text):
    with open(config, "w") as f:
        f.write(text)


def show(title, uri):
    d = c.diagnostics(uri)
    print("==", title, os.path.basename(uri))
    print("diagnostics:", len(d["diagnostics"]))
    for diag in d["diagnostics"]:
        print(fmt_diag(diag))


def config_changed():
    c.notify("workspace/didChangeWatchedFiles",
             {"changes": [{"uri": file_uri(config), "type": 2}]})


wrap, use = (file_uri(os.path.join(work, "src", n)) for n in ("wrap.js", "use.js"))
configure(UNPROVEN + "apis: [tools/my-lib.yaml]\n")
c = LspClient([tensorlint, "lsp"], cwd=work)
c.initialize()
c.open(wrap, FILES["src/wrap.js"], language="javascript")
show("models named", wrap)
c.open(use, FILES["src/use.js"], language="javascript")
show("models named", use)

configure(UNPROVEN + "checks: '*'\n")
config_changed()
show("models no longer named", wrap)
show("models no longer named", use)

configure(UNPROVEN + "apis: [tools/missing.yaml]\n")
config_changed()
show("a model file that does not load", wrap)
show("a model file that does not load", use)

configure(UNPROVEN + "apis: [tools/my-lib.yaml]\n")
config_changed()
show("models named again", wrap)
show("models named again", use)

# makeTensor no longer creates: the next analysis (after an edit) reads the
# model file again.
with open(os.path.join(work, "tools/my-lib.yaml"), "w") as f:
    f.write(MODEL.replace("create: [makeTensor]", "create: [makeOther]"))
c.change(wrap, 2, [{"range": {"start": {"line": 0, "character": 0},
                              "end": {"line": 0, "character": 0}},
                    "text": "// edited\n"}])
show("model file edited", wrap)
print("exit code:", c.shutdown_and_exit())
