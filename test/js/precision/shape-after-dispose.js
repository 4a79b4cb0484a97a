// RUN: not %tensorlint --checks='-*,tensor-*' %s | FileCheck %s --implicit-check-not=warning:
// A disposed TF.js tensor keeps its metadata (shape, dtype, size, rank):
// reading them after dispose is fine; reading its data is not. Shape from
// vladmandic/human's folder-processing demo.
const tf = require('@tensorflow/tfjs');

async function processFile(human, buffer, save) {
  const tensor = tf.tidy(() => tf.expandDims(tf.tensor(buffer), 0));
  const result = await human.detect(tensor);
  tf.dispose(tensor);
  if (save) await save(tensor.shape, tensor.dtype, tensor.size, result);
  return result;
}

function readAfter(buffer) {
  const t = tf.tensor(buffer);
  t.dispose();
  // CHECK: :[[@LINE+1]]:10: warning: tensor 't' is used after it was disposed [tensor-use-after-dispose]
  return t.dataSync();
}

module.exports = {processFile, readAfter};
