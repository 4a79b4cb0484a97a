import * as tf from '@tensorflow/tfjs';
import { trainValSplit } from './split';
import * as sp from './split';

export function byLibraryRelease(xs: tf.Tensor, ys: tf.Tensor) {
  const splits = trainValSplit(xs, ys);
  const trainXs = splits.trainXs, trainYs = splits.trainYs;
  const valXs = splits.valXs, valYs = splits.valYs;
  console.log(trainXs.shape, trainYs.shape);
  tf.dispose([trainXs, trainYs, valXs, valYs]);
}

export class Trainer {
  fitOnce(xs: tf.Tensor, ys: tf.Tensor) {
    const splits = sp.trainValSplit(xs, ys);
    const part = splits.trainXs;
    console.log(part.shape);
    part.dispose();
  }
}

// The record handed to a helper of another file, which disposes its parts
// by name.
export function handedToHelper(xs: tf.Tensor, ys: tf.Tensor) {
  const splits = trainValSplit(xs, ys);
  console.log(splits.trainXs.shape);
  sp.releaseSplits(splits);
}

export function onlyRead(xs: tf.Tensor, ys: tf.Tensor) {
  // CHECK: app.ts:[[@LINE+1]]:18: warning: tensor returned by 'trainValSplit' is never disposed
  const splits = trainValSplit(xs, ys);
  const part = splits.trainXs;
  console.log(part.shape);
}

export function reassigned(xs: tf.Tensor, ys: tf.Tensor) {
  // A `let` may name something else by the time it is released.
  // CHECK: app.ts:[[@LINE+1]]:18: warning: tensor returned by 'trainValSplit' is never disposed
  const splits = trainValSplit(xs, ys);
  let part = splits.trainXs;
  part = xs.neg();
  part.dispose();
}

// A part of a name nothing here binds (a page's global): nothing to follow.
export function unboundOwner() {
  const part = undeclaredRecord.trainXs;
  part.dispose();
  undeclaredRecord.valXs.dispose();
}
