// RUN: not %tensorlint --checks='-*,tensor-*' %s | FileCheck %s --implicit-check-not=warning:
// @xenova/transformers (version 2) required from CommonJS, loading inside a
// loop over inputs.
const { pipeline } = require('@xenova/transformers');

async function embedAll(texts) {
  const out = [];
  for (const text of texts) {
    // CHECK: :[[@LINE+1]]:29: warning: pipeline loaded by 'pipeline' inside a loop; load it once before the loop and reuse it [tensor-model-reload]
    const extractor = await pipeline('feature-extraction', 'Xenova/all-MiniLM-L6-v2');
    out.push(await extractor(text, { pooling: 'mean', normalize: true }));
  }
  return out;
}

async function embedAllOnce(texts) {
  const extractor = await pipeline('feature-extraction', 'Xenova/all-MiniLM-L6-v2');
  const out = [];
  for (const text of texts)
    out.push(await extractor(text, { pooling: 'mean', normalize: true }));
  await extractor.dispose();
  return out;
}

module.exports = { embedAll, embedAllOnce };
