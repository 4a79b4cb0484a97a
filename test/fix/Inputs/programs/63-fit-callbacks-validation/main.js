// model.fit with callbacks: an onEpochEnd callback evaluates on validation tensors captured
// from the enclosing function and stops training (model.stopTraining) when the validation
// loss stops improving. Shapes: tensors captured by a callback object passed to model.fit
// (used after their last textual use in the body); leaked evaluations in the callback.
const tf = require('@tensorflow/tfjs');

async function train(model) {
  const xs = tf.tensor2d([[0], [1], [2], [3], [4], [5]]);
  const ys = tf.tensor2d([[1], [3], [5], [7], [9], [11]]);
  const xVal = tf.tensor2d([[6], [7]]);
  const yVal = tf.tensor2d([[13], [15]]);
  const log = [];
  let best = Infinity;
  const callbacks = {
    onEpochEnd: async (epoch, logs) => {
      const valLoss = model.evaluate(xVal, yVal);
      const v = valLoss.dataSync()[0];
      if (epoch % 2 === 0) log.push(`epoch ${epoch} loss ${logs.loss.toFixed(4)} val ${v.toFixed(4)}`);
      if (v > best - 0.01) model.stopTraining = true;
      best = Math.min(best, v);
    },
  };
  const history = await model.fit(xs, ys, {epochs: 60, batchSize: 6, shuffle: false, verbose: 0, callbacks});
  return {log, epochs: history.epoch.length};
}

async function main() {
  await tf.setBackend('cpu');
  const model = tf.sequential({layers: [tf.layers.dense({inputShape: [1], units: 1, kernelInitializer: 'zeros', biasInitializer: 'zeros'})]});
  model.compile({optimizer: tf.train.sgd(0.02), loss: 'meanSquaredError'});
  const {log, epochs} = await train(model);
  log.forEach((line) => console.log(line));
  console.log('epochs run', epochs);
  console.log('numTensors', tf.memory().numTensors);
}

main();
