import * as tf from '@tensorflow/tfjs-node';

// Each flow leaks what it makes: once per run when chosen once at start-up.
export function housingFlow() {
  const xs = tf.tensor([1, 2, 3]);
  return xs.sum().dataSync()[0];
}

export const pitchFlow = () => {
  const ys = tf.tensor([4, 5, 6]);
  console.log(ys.mean().dataSync());
};

export function stepFlow() {
  const zs = tf.tensor([7, 8]);
  console.log(zs.dataSync());
}

export function tickFlow() {
  const ws = tf.tensor([9]);
  console.log(ws.dataSync());
}

export function keptFlow() {
  const vs = tf.tensor([10]);
  console.log(vs.dataSync());
}
