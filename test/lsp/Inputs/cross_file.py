"""Cross-file summaries in the language server: a helper imported from
another file is known at the call, from disk or from the editor's unsaved
text of that file, and the importer is re-checked when the helper changes.

usage: cross_file.py TENSORLINT WORKDIR
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lsp_client import LspClient, file_uri, fmt_diag, with_watchdog  # noqa: E402

tensorlint, work = sys.argv[1:3]
with_watchdog(60)

HELPER = """import * as tf from '@tensorflow/tfjs';
export function makeInput(xs: number[]): tf.Tensor {
  return tf.tensor(xs);
}
"""
# The same helper, no longer handing out a tensor.
HELPER_PLAIN = """export function makeInput(xs: number[]): number[] {
  return xs.slice();
}
"""
MAIN = """import { makeInput } from './helper';
export function total(xs: number[]): number {
  const t = makeInput(xs);
  return t.dataSync()[0];
}
"""

helper, main = os.path.join(work, "helper.ts"), os.path.join(work, "main.ts")
with open(helper, "w") as f:
    f.write(HELPER)
with open(main, "w") as f:
    f.write(MAIN)


def show(title, d):
    print("==", title)
    print("diagnostics:", len(d["diagnostics"]))
    for diag in d["diagnostics"]:
        print(fmt_diag(diag))


with open(os.path.join(work, ".tensorlint.yaml"), "w") as f:
    f.write("report-unproven-repetition: true\n")  # as UNPROVEN below
c = LspClient([tensorlint, "lsp"], cwd=work)
c.initialize()
c.open(file_uri(main), MAIN)
show("main, helper on disk", c.diagnostics(file_uri(main), 1))

# Opening the helper and changing it without saving re-checks main with the
# editor's text of the helper.
c.open(file_uri(helper), HELPER)
c.diagnostics(file_uri(helper), 1)
c.change(file_uri(helper), 2, [{"text": HELPER_PLAIN}])
show("main, helper edited", c.diagnostics(file_uri(main), 1))

c.change(file_uri(helper), 3, [{"text": HELPER}])
show("main, helper restored", c.diagnostics(file_uri(main), 1))

# A helper its configuration ignores feeds no summary, as in the CLI, which
# drops it before lowering; open or not.
config = os.path.join(work, ".tensorlint.yaml")

# The fixtures' functions have no callers here: every config also reports
# their leaks although nothing proves they repeat.
UNPROVEN = "report-unproven-repetition: true\n"


def configure(text):
    with open(config, "w") as f:
        f.write(text)
    c.notify("workspace/didChangeWatchedFiles",
             {"changes": [{"uri": file_uri(config), "type": 1}]})


configure(UNPROVEN + "ignore: [helper.ts]\n")
show("main, helper ignored", c.diagnostics(file_uri(main)))
c.notify("textDocument/didClose", {"textDocument": {"uri": file_uri(helper)}})
c.change(file_uri(main), 2, [{"text": MAIN + "// edited\n"}])
show("main, helper ignored and closed", c.diagnostics(file_uri(main), 2))
configure(UNPROVEN + "ignore: [other.ts]\n")
show("main, helper no longer ignored", c.diagnostics(file_uri(main)))
print("exit code:", c.shutdown_and_exit())
