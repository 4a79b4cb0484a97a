"""C/C++ documents in the language server: diagnostics come from the Clang
frontend, with flags from the nearest compile_commands.json, for the editor's
text (unsaved edits included; headers are read from disk)

usage: cpp_client.py TENSORLINT WORKDIR HEADERS
"""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lsp_client import LspClient, file_uri, fmt_diag, with_watchdog  # noqa: E402

tensorlint, work, headers = sys.argv[1:4]
with_watchdog(120)

LEAKY = """#include "tensorflow/c/c_api.h"
static const int64_t kDims[1] = {4};
int infer() {
  TF_Tensor *t = TF_AllocateTensor(TF_FLOAT, kDims, 1, 16);
  if (!TF_TensorData(t))
    return 1;
  TF_DeleteTensor(t);
  return 0;
}
"""
FIXED = LEAKY.replace("    return 1;", "  { TF_DeleteTensor(t); return 1; }")

src = os.path.join(work, "infer.cc")
with open(src, "w") as f:
    f.write(LEAKY)
with open(os.path.join(work, "compile_commands.json"), "w") as f:
    json.dump([{"directory": work, "file": src,
                "arguments": ["clang++", "-std=c++17", "-I" + headers, "-c", src]}], f)

uri = file_uri(src)
c = LspClient([tensorlint, "lsp"], cwd=work)
c.initialize()
c.open(uri, LEAKY, language="cpp")
d = c.diagnostics(uri, 1, timeout=60)
print("== open")
for diag in d["diagnostics"]:
    print(fmt_diag(diag))
    print("source:", diag.get("source"))

# An unsaved edit is checked: the file on disk still leaks.
c.change(uri, 2, [{"text": FIXED}])
d = c.diagnostics(uri, 2, timeout=60)
print("== unsaved fixed")
print("diagnostics:", len(d["diagnostics"]))

# Breaking it again without saving brings the finding back.
c.change(uri, 3, [{"text": LEAKY}])
d = c.diagnostics(uri, 3, timeout=60)
print("== unsaved leaky")
for diag in d["diagnostics"]:
    print(fmt_diag(diag))

with open(src, "w") as f:
    f.write(FIXED)
c.change(uri, 4, [{"text": FIXED}])
c.notify("textDocument/didSave", {"textDocument": {"uri": uri}})
print("== saved fixed")
while True:
    d = c.diagnostics(uri, timeout=60)
    if d.get("version") == 4 or not d["diagnostics"]:
        break
print("diagnostics:", len(d["diagnostics"]))
print("exit code:", c.shutdown_and_exit())
