// RUN: not %tensorlint --checks='-*,tensor-*' %s | FileCheck %s --implicit-check-not=warning:
// Transformers.js: a pipeline, model or tokenizer loaded per request or per
// message (a download or cache read and an ONNX Runtime session each time).
import { pipeline, AutoTokenizer, AutoModelForCausalLM } from '@huggingface/transformers';
import express from 'express';

const app = express();

app.post('/classify', async (req, res) => {
  // CHECK: :[[@LINE+1]]:28: warning: pipeline loaded by 'pipeline' every time the 'app.post' handler runs; load it once and reuse it {{.*}} [tensor-model-reload]
  const classifier = await pipeline('sentiment-analysis');
  res.json(await classifier(req.body.text));
});

// A module-level promise: loaded once.
const ready = pipeline('sentiment-analysis');
app.post('/ok', async (req, res) => {
  const classifier = await ready;
  res.json(await classifier(req.body.text));
});

// The singleton of the Transformers.js examples: loaded once.
class PipelineSingleton {
  static task = 'text-classification';
  static model = 'Xenova/distilbert-base-uncased-finetuned-sst-2-english';
  static instance = null;
  static async getInstance(progress_callback = null) {
    this.instance ??= pipeline(this.task, this.model, { progress_callback });
    return this.instance;
  }
}
self.addEventListener('message', async (event) => {
  const classifier = await PipelineSingleton.getInstance((x) => self.postMessage(x));
  self.postMessage({ status: 'complete', output: await classifier(event.data.text) });
});

async function onGenerate(e) {
  // CHECK: :[[@LINE+1]]:21: warning: tokenizer loaded by 'AutoTokenizer.from_pretrained' every time 'onGenerate' runs ('self.addEventListener' callback); load it once and reuse it {{.*}} [tensor-model-reload]
  const tok = await AutoTokenizer.from_pretrained('Xenova/gpt2');
  // CHECK: :[[@LINE+2]]:23: warning: model loaded by 'AutoModelForCausalLM.from_pretrained' is released in the same call of 'onGenerate', which runs repeatedly ('self.addEventListener' callback); load it once and keep it [tensor-model-reload]
  // CHECK-NEXT: :[[@LINE+3]]:9: note: released here
  const model = await AutoModelForCausalLM.from_pretrained('Xenova/gpt2');
  const out = await model.generate({ ...tok(e.data), max_new_tokens: 20 });
  await model.dispose();
  self.postMessage(tok.batch_decode(out));
}
self.addEventListener('message', onGenerate);

app.listen(3000);

// Caches keyed by model id, as the Transformers.js examples keep them: a
// Map of promises filled once per id, and a module-level Map of models.
const TOKENIZERS = new Map();
self.addEventListener('message', async (event) => {
  let tokenizerPromise = TOKENIZERS.get(event.data.model_id);
  if (!tokenizerPromise) {
    tokenizerPromise = AutoTokenizer.from_pretrained(event.data.model_id).then((t) => t);
    TOKENIZERS.set(event.data.model_id, tokenizerPromise);
  }
  self.postMessage((await tokenizerPromise).encode(event.data.text));
});

const MODELS = new Map();
export async function benchmark(ids) {
  for (const id of ids) {
    if (MODELS.get(id)) continue;
    const model = await AutoModelForCausalLM.from_pretrained(id);
    MODELS.set(id, model);
  }
}

// Routes chained on a new Hono app (casaterraneo/guppy before its fix).
import { Hono } from 'hono';
export const api = new Hono()
  .get('/health', (c) => c.text('ok'))
  .post('/', async (c) => {
    // CHECK: :[[@LINE+1]]:24: warning: pipeline loaded by 'pipeline' every time the 'Hono.post' handler runs; load it once and reuse it {{.*}} [tensor-model-reload]
    const pipe = await pipeline('sentiment-analysis');
    return c.json(await pipe(await c.req.text()));
  });
