// Evaluates a fixed-weight 3-class classifier on a labelled set and prints
// the confusion matrix and per-class precision/recall.
// Shapes: chained intermediates (predict().argMax()) and label tensors
// that leak in an evaluation function; safe to dispose after use.
const tf = require('@tensorflow/tfjs');

function evaluate(model, rows, labels) {
  const x = tf.tensor2d(rows);
  const predicted = model.predict(x).argMax(-1);
  const truth = tf.tensor1d(labels, 'int32');
  const matrix = tf.math.confusionMatrix(truth, predicted, 3);
  const diag = matrix.mul(tf.eye(3, 3, undefined, 'int32')).sum(1).toFloat();
  const precision = diag.div(matrix.sum(0).toFloat().maximum(1));
  const recall = diag.div(matrix.sum(1).toFloat().maximum(1));
  return {matrix: matrix.arraySync(), precision: Array.from(precision.dataSync()), recall: Array.from(recall.dataSync())};
}

async function main() {
  await tf.setBackend('cpu');
  const model = tf.sequential({layers: [tf.layers.dense({inputShape: [3], units: 3, kernelInitializer: 'identity', biasInitializer: 'zeros'})]});
  const rows = [[1, 0, 0], [0.9, 0.2, 0], [0, 1, 0], [0.6, 0.5, 0], [0, 0, 1], [0, 0.7, 0.8], [0.2, 0.9, 0.1]];
  const labels = [0, 0, 1, 1, 2, 2, 1];
  const r = evaluate(model, rows, labels);
  r.matrix.forEach((row, i) => console.log('class', i, row.join(' ')));
  console.log('precision', r.precision.map((v) => v.toFixed(3)).join(' '));
  console.log('recall', r.recall.map((v) => v.toFixed(3)).join(' '));
  console.log('numTensors', tf.memory().numTensors);
}

main();
