// Builds "lazy statistics" objects whose methods close over tensors made in the
// factory, and schedules a report with setTimeout that reads a tensor after the
// scheduling function has returned. Shapes: closure capture (const total = () =>
// t.sum() called later; setTimeout(() => ..., 10)); leaked results of the closures.
const tf = require('@tensorflow/tfjs');

function lazyStats(values) {
  const t = tf.tensor1d(values);
  const centered = t.sub(t.mean());
  const total = () => t.sum().dataSync()[0];
  const variance = () => centered.square().mean().dataSync()[0];
  return {total, variance, size: values.length};
}

function scheduleReport(label, t) {
  return new Promise((resolve) => {
    setTimeout(() => {
      console.log(label, 'max', t.max().dataSync()[0].toFixed(4));
      resolve();
    }, 10);
  });
}

async function main() {
  await tf.setBackend('cpu');
  const a = lazyStats([1, 2, 3, 4]);
  const b = lazyStats([10, 0, 10, 0, 5]);
  console.log('a', a.size, a.total().toFixed(4), a.variance().toFixed(4));
  console.log('b', b.size, b.total().toFixed(4), b.variance().toFixed(4));

  const readings = tf.tensor1d([0.5, 2.5, 1.5]);
  const scaled = readings.mul(3);
  const done = scheduleReport('scaled', scaled);
  console.log('scheduled');
  await done;
  console.log('numTensors', tf.memory().numTensors);
}

main();
