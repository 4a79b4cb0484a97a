// RUN: not %tensorlint --checks='-*,tensor-undisposed' %s | FileCheck %s --implicit-check-not=warning:
// Tensors created in a loop body and dropped at the end of each iteration.
import * as tf from '@tensorflow/tfjs';

export function printPredictions(model, xs) {
  for (const x of xs) {
    // CHECK: :[[@LINE+2]]:15: warning: tensor returned by 'model.predict' is never disposed; it leaks once per loop iteration [tensor-undisposed]
    // CHECK-NEXT: :[[@LINE+1]]:15: note: call 'tf.dispose(y)' after its last use (line [[@LINE+2]]), or run the loop body inside tf.tidy()
    const y = model.predict(x);
    y.print();
  }
}

export function sumRows(rows) {
  let total = 0;
  for (let i = 0; i < rows.length; i++) {
    // 'row' is disposed at the end of every iteration: not a leak.
    const row = tf.tensor1d(rows[i]);
    // CHECK: :[[@LINE+1]]:15: warning: tensor returned by 'row.sum' is never disposed; it leaks once per loop iteration [tensor-undisposed]
    const s = row.sum();
    total += s.dataSync()[0];
    row.dispose();
  }
  return total;
}

export async function classifyAll(model, images) {
  const labels = [];
  let i = 0;
  while (i < images.length) {
    // 'logits' is disposed below on every path the IR models (a rejected
    // await is not one of them), so only 'best' leaks.
    const logits = model.predict(images[i]);
    // CHECK: :[[@LINE+1]]:18: warning: tensor returned by 'logits.argMax' is never disposed; it leaks once per loop iteration [tensor-undisposed]
    const best = logits.argMax(-1);
    labels.push((await best.data())[0]);
    logits.dispose();
    i++;
  }
  return labels;
}

export function trainSteps(model, optimizer, batches) {
  batches.forEach((batch) => {
    // CHECK: :[[@LINE+1]]:18: warning: tensor returned by 'optimizer.minimize' is never disposed; it leaks every time {{('[^']+' runs \(.+\)|the .+ runs)}} [tensor-undisposed]
    const loss = optimizer.minimize(() => tf.losses.meanSquaredError(batch.ys, model.predict(batch.xs)), true);
    console.log(`loss ${loss.dataSync()[0]}`);
  });
}

// Disposing only part of the loop-carried state: 'squared' still leaks.
export function squares(values) {
  for (const v of values) {
    const t = tf.scalar(v);
    // CHECK: :[[@LINE+1]]:21: warning: tensor returned by 't.square' is never disposed; it leaks once per loop iteration [tensor-undisposed]
    const squared = t.square();
    console.log(squared.dataSync());
    t.dispose();
  }
}
