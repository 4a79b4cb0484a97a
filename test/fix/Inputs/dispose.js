import * as tf from '@tensorflow/tfjs';

export function classify(model, x) {
  const y = model.predict(x);
  console.log(y.dataSync()); // show it
  return 0;
}

export function perItem(model, xs) {
  for (const x of xs) {
    const y = model.predict(x);
    y.print();
  }
}

export function unused() {
  const z = tf.zeros([2]);
}
