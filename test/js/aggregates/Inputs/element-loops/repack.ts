// Arrays repacked element by element hold the elements of the arrays they
// were made from, under the keys their callback gives them.
import * as tf from '@tensorflow/tfjs';

export async function zipped(x: tf.Tensor, y: tf.Tensor) {
  const ages = tf.unstack(x);
  const genders = tf.unstack(y);
  const pairs = ages.map((ageTensor, i) => ({
    ageTensor,
    genderTensor: genders[i],
  }));
  return Promise.all(
    pairs.map(async ({ ageTensor, genderTensor }) => {
      const age = (await ageTensor.data())[0];
      ageTensor.dispose();
      genderTensor.dispose();
      return age;
    })
  );
}

export function byField(x: tf.Tensor) {
  const parts = tf.unstack(x);
  const boxes = parts.map((t, i) => ({ t, index: i }));
  boxes.forEach((b) => {
    console.log(b.index);
    b.t.dispose();
  });
}

export function asPairs(x: tf.Tensor, y: tf.Tensor) {
  const xs = tf.unstack(x);
  const ys = tf.unstack(y);
  const rows = xs.map((a, i) => [a, ys[i]]);
  for (const [a, b] of rows) {
    a.dispose();
    b.dispose();
  }
}

export function forOfField(x: tf.Tensor) {
  const parts = tf.unstack(x);
  const items = parts.map((tensor) => ({ tensor, at: Date.now() }));
  for (const item of items) tf.dispose(item.tensor);
}

export function halfReleased(x: tf.Tensor, y: tf.Tensor) {
  const xs = tf.unstack(x);
  // CHECK: repack.ts:[[@LINE+1]]:14: warning: tensor returned by 'tf.unstack' is never disposed
  const ys = tf.unstack(y);
  const rows = xs.map((a, i) => ({ a, b: ys[i] }));
  rows.forEach(({ a }) => a.dispose());
}

export function notHeld(x: tf.Tensor) {
  // What the callback makes is new: the elements themselves are not held.
  // CHECK: repack.ts:[[@LINE+1]]:17: warning: tensor returned by 'tf.unstack' is never disposed
  const parts = tf.unstack(x);
  const squares = parts.map((t) => ({ t: t.square() }));
  squares.forEach(({ t }) => t.dispose());
}
