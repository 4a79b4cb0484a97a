// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --report-unproven-repetition %s | FileCheck %s --implicit-check-not=warning:
// A "mega clean" that disposes the parts of multi-output results by index
// and by key (`results[0]`, `top.values`) inside one tf.dispose([...]), and
// a promise resolved from a callback nested in its executor. Shapes from
// GantMan/learn-tfjs.
const tf = require('@tensorflow/tfjs');
const fs = require('fs');

async function detect(model, img) {
  const pixels = tf.browser.fromPixels(img);
  const batch = tf.expandDims(pixels, 0);
  const results = await model.executeAsync(batch);
  const top = tf.topk(results[0]);
  const boxes = results[1].squeeze();
  const scores = top.values.squeeze();
  const nms = await tf.image.nonMaxSuppressionWithScoreAsync(boxes, scores, 20, 0.5, 0.4, 1);
  const chosen = await nms.selectedIndices.data();
  tf.dispose([results[0], results[1], nms.selectedIndices, nms.selectedScores,
              top.indices, top.values, pixels, batch, boxes, scores]);
  return chosen;
}

function load(dir) {
  return new Promise((resolve) => {
    fs.readdir(dir, (err, files) => {
      const images = tf.tensor(files.map((f) => f.length));
      resolve(images);
    });
  });
}

async function forgetful(model, img) {
  const pixels = tf.browser.fromPixels(img);
  // CHECK: :[[@LINE+1]]:25: warning: tensor returned by 'model.executeAsync' is never disposed [tensor-undisposed]
  const results = await model.executeAsync(pixels);
  pixels.dispose();
  return results.length;
}

module.exports = {detect, load, forgetful};
