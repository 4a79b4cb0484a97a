"""The language server on ONNX Runtime Web and Transformers.js code: the
same findings as the CLI, in each library's words, and an edit that frees
the outputs clears the finding.

usage: libraries.py TENSORLINT WORKDIR
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lsp_client import LspClient, file_uri, fmt_diag, with_watchdog  # noqa: E402

tensorlint, work = sys.argv[1:3]
with_watchdog(60)

ORT = """import * as ort from 'onnxruntime-web/webgpu';
const session = await ort.InferenceSession.create('m.onnx', { preferredOutputLocation: 'gpu-buffer' });
export async function frame(feeds) {
  const out = await session.run(feeds);
  const y = await out.y.getData();
  return y;
}
"""
FREE = "  Object.values(out).forEach((t) => t.dispose());\n"

CHAT = """import { AutoModelForCausalLM } from '@huggingface/transformers';
const model = await AutoModelForCausalLM.from_pretrained('m', { device: 'webgpu' });
export async function reply(inputs) {
  const { past_key_values, sequences } = await model.generate({ ...inputs, return_dict_in_generate: true });
  return sequences;
}
"""
KEEP = "let cache = null;\n"

HF = """import { pipeline } from '@huggingface/transformers';
self.addEventListener('message', async (e) => {
  const pipe = await pipeline('sentiment-analysis');
  self.postMessage(await pipe(e.data));
});
"""


def show(title, d):
    print("==", title)
    print("diagnostics:", len(d["diagnostics"]))
    for diag in d["diagnostics"]:
        print(fmt_diag(diag))


ort_path = os.path.join(work, "frame.js")
hf_path = os.path.join(work, "worker.js")
# The fixtures' functions have no callers here: report their leaks although
# nothing proves they repeat.
with open(os.path.join(work, ".tensorlint.yaml"), "w") as f:
    f.write("report-unproven-repetition: true\n")
c = LspClient([tensorlint, "lsp"], cwd=work)
c.initialize()
c.open(file_uri(ort_path), ORT, language="javascript")
show("onnxruntime", c.diagnostics(file_uri(ort_path), 1))
# Free the outputs after their last use (a new line 6).
c.change(file_uri(ort_path), 2, [{
    "range": {"start": {"line": 5, "character": 0},
              "end": {"line": 5, "character": 0}},
    "text": FREE}])
show("onnxruntime, outputs freed", c.diagnostics(file_uri(ort_path), 2))
c.open(file_uri(hf_path), HF, language="javascript")
show("transformers", c.diagnostics(file_uri(hf_path), 1))
chat_path = os.path.join(work, "chat.js")
c.open(file_uri(chat_path), CHAT, language="typescript")
show("transformers, key/value cache", c.diagnostics(file_uri(chat_path), 1))
# Pass the cache to the next generate() and keep the new one.
c.change(file_uri(chat_path), 2, [
    {"range": {"start": {"line": 4, "character": 0},
               "end": {"line": 4, "character": 0}},
     "text": "  cache = past_key_values;\n"},
    {"range": {"start": {"line": 3, "character": 74},
               "end": {"line": 3, "character": 74}},
     "text": " past_key_values: cache,"},
    {"range": {"start": {"line": 2, "character": 0},
               "end": {"line": 2, "character": 0}},
     "text": KEEP}])
show("transformers, cache kept", c.diagnostics(file_uri(chat_path), 2))
print("exit code:", c.shutdown_and_exit())
