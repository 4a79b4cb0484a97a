// RUN: not %tensorlint --report-unproven-repetition --checks='-*,tensor-*' %s | FileCheck %s --implicit-check-not=warning:
// CommonJS, version 2's package name.
const { AutoModelForSeq2SeqLM } = require('@xenova/transformers');

async function translate(text, tokenizer) {
  const model = await AutoModelForSeq2SeqLM.from_pretrained('Xenova/t5-small');
  const inputs = tokenizer(text);
  // CHECK: :[[@LINE+1]]:21: warning: key/value cache returned by 'model.generate' is never disposed [tensor-undisposed]
  const out = await model.generate({ ...inputs, return_dict_in_generate: true });
  await model.dispose();
  return tokenizer.batch_decode(out.sequences);
}

module.exports = { translate };
