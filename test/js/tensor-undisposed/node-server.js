// RUN: not %tensorlint --checks='-*,tensor-undisposed' %s | FileCheck %s --implicit-check-not=warning:
// A Node inference server (CommonJS, tfjs-node): per-request leaks, helpers
// that return fresh tensors, and a script loop over files.
const tf = require('@tensorflow/tfjs-node');
const express = require('express');
const fs = require('fs');

/**
 * Decodes and normalizes one image; the caller owns the result.
 * @param {Buffer} buf
 * @returns {tf.Tensor4D}
 */
function preprocess(buf) {
  return tf.tidy(() => tf.node.decodeImage(buf, 3).resizeBilinear([224, 224]).toFloat().div(255).expandDims(0));
}

const app = express();
let model;

app.post('/classify', (req, res) => {
  // CHECK: :[[@LINE+1]]:17: warning: tensor returned by 'preprocess' is never disposed; it leaks every time the 'app.post' handler runs [tensor-undisposed]
  const input = preprocess(req.body);
  // CHECK: :[[@LINE+1]]:17: warning: tensor returned by 'model.predict' is never disposed; it leaks every time the 'app.post' handler runs [tensor-undisposed]
  const probs = model.predict(input);
  res.json({ probs: Array.from(probs.dataSync()) });
});

app.get('/thumbnail/:name', async (req, res) => {
  const buf = await fs.promises.readFile(`images/${req.params.name}`);
  // CHECK: :[[@LINE+1]]:17: warning: tensor returned by 'tf.node.decodeImage' is never disposed; it leaks every time the 'app.get' handler runs [tensor-undisposed]
  const image = tf.node.decodeImage(buf, 3);
  const small = tf.image.resizeBilinear(image, [64, 64]);
  const png = await tf.node.encodePng(small.toInt());
  small.dispose();
  res.type('png').send(Buffer.from(png));
});

async function main(paths) {
  model = await tf.loadLayersModel('file://model/model.json');
  for (const p of paths) {
    // CHECK: :[[@LINE+1]]:19: warning: tensor returned by 'tf.node.decodeImage' is never disposed; it leaks once per loop iteration [tensor-undisposed]
    const image = tf.node.decodeImage(fs.readFileSync(p));
    console.log(p, image.shape);
  }
  app.listen(8080);
}

main(process.argv.slice(2));
