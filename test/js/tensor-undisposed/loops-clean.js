// RUN: %tensorlint --checks='-*,tensor-undisposed' %s | FileCheck %s --allow-empty --implicit-check-not=warning:
// The same loops written correctly: every tensor is disposed, kept by tidy,
// or handed to something that owns it.
import * as tf from '@tensorflow/tfjs';

export function printPredictions(model, xs) {
  for (const x of xs) {
    const y = model.predict(x);
    y.print();
    y.dispose();
  }
}

export function printPredictionsTidy(model, xs) {
  for (const x of xs) {
    tf.tidy(() => {
      const y = model.predict(x);
      y.print();
    });
  }
}

export function sumRows(rows) {
  let total = 0;
  for (let i = 0; i < rows.length; i++) {
    const row = tf.tensor1d(rows[i]);
    const s = row.sum();
    total += s.dataSync()[0];
    tf.dispose([row, s]);
  }
  return total;
}

export async function classifyAll(model, images) {
  const labels = [];
  for (const image of images) {
    const logits = model.predict(image);
    const best = logits.argMax(-1);
    try {
      labels.push((await best.data())[0]);
    } finally {
      logits.dispose();
      best.dispose();
    }
  }
  return labels;
}

// Collected into an array that the caller owns.
export function batchOf(images) {
  const out = [];
  for (const img of images) {
    const t = tf.browser.fromPixels(img);
    out.push(t);
  }
  return out;
}

export function trainSteps(model, optimizer, batches) {
  batches.forEach((batch) => {
    const loss = optimizer.minimize(() => tf.losses.meanSquaredError(batch.ys, model.predict(batch.xs)), true);
    console.log(`loss ${loss.dataSync()[0]}`);
    loss.dispose();
  });
}

// startScope/endScope frees everything created in between.
export function scoped(model, xs) {
  for (const x of xs) {
    tf.engine().startScope();
    const y = model.predict(x);
    const p = y.softmax();
    p.print();
    tf.engine().endScope();
  }
}

// Look-alike methods on values that are not tensors.
export function notTensors(words, rows, BigNumber, _, moment) {
  let s = '';
  for (const w of words) {
    s = s.concat(w, ' ');
    const head = rows.slice(0, 2);
    const due = moment().add(1, 'day');
    const n = new BigNumber(1).add(2).mul(3);
    const sum = _.add(head.length, n.toNumber());
    console.log(due.format(), sum);
  }
  return s;
}
