import * as tf from '@tensorflow/tfjs';

// Another file's async function: its tensors after the first await are
// made once tf.tidy has returned.
export async function fitLater(model, xs) {
  await tf.nextFrame();
  const ys = model.predict(xs);
  return ys.mean();
}

// All of its tensor work is done before its first await: tf.tidy frees it.
export async function logShape(xs) {
  const sq = xs.square();
  console.log(sq.shape);
  await fetch('/log');
}

// Async, but makes no tensor at all.
export async function report(msg) {
  await fetch('/report', { body: msg });
}
