"""C/C++ documents in the language server: diagnostics come from the Clang
frontend, with flags from the nearest compile_commands.json (or one in a
parent's build/ folder that compiles the file), for the editor's text
(unsaved edits included; headers are read from disk); without a database,
one diagnostic says so

usage: cpp_client.py TENSORLINT WORKDIR HEADERS
"""
import json
import os
import shutil
import sys
import tempfile

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

# A CMake project: the database is in the project's build/ folder, not
# upward from the file. It is found there (LEAKY_BUILD comes from it).
GUARDED = LEAKY.replace("int infer() {", "#ifdef LEAKY_BUILD\nint infer() {").replace(
    "  return 0;\n}\n", "  return 0;\n}\n#endif\n")
proj = work + "-cmake"
os.makedirs(os.path.join(proj, "src"), exist_ok=True)
os.makedirs(os.path.join(proj, "build"), exist_ok=True)
built = os.path.join(proj, "src", "infer.cc")
with open(built, "w") as f:
    f.write(GUARDED)
with open(os.path.join(proj, "build", "compile_commands.json"), "w") as f:
    json.dump([{"directory": os.path.join(proj, "build"), "file": built,
                "arguments": ["clang++", "-std=c++17", "-DLEAKY_BUILD",
                              "-I" + headers, "-c", built]}], f)
c.open(file_uri(built), GUARDED, language="cpp")
d = c.diagnostics(file_uri(built), 1, timeout=60)
print("== build folder")
for diag in d["diagnostics"]:
    print(fmt_diag(diag))

# No database anywhere (a system temporary directory: the test's own sits
# below the build directory's compile_commands.json): analysed with default
# flags, and the editor says so.
nodb = tempfile.mkdtemp(prefix="tensorlint-nodb-")
alone = os.path.join(nodb, "infer.cc")
with open(alone, "w") as f:
    f.write(GUARDED)
c.open(file_uri(alone), GUARDED, language="cpp")
d = c.diagnostics(file_uri(alone), 1, timeout=60)
print("== no database")
for diag in d["diagnostics"]:
    print(fmt_diag(diag))
shutil.rmtree(nodb, ignore_errors=True)
print("exit code:", c.shutdown_and_exit())
