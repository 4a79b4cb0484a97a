// RUN: not %tensorlint --report-unproven-repetition --checks='-*,tensor-*' %s | FileCheck %s --implicit-check-not=warning:
// What is a tensor: a `as tf.Tensor` cast types a helper's result, and a
// method returning a tidy whose callback predicts with a model captured from
// a field returns a tensor (learned in a later lowering pass), even when the
// caller declares the result `any`. Shapes from GregoryKogan/Mountain-car-RL
// and ScottyXIII/bigheaded.
import * as tf from '@tensorflow/tfjs';

export class Model {
  network: tf.LayersModel | null = null;
  predict(state: tf.Tensor | tf.Tensor[]): tf.Tensor | tf.Tensor[] {
    const raw = this.network!;
    return tf.tidy(() => raw.predict(state));
  }
  chooseAction(state: tf.Tensor): number {
    // CHECK: :[[@LINE+1]]:29: warning: tensor returned by 'this.predict' is never disposed [tensor-undisposed]
    const prediction: any = this.predict(state);
    // CHECK: :[[@LINE+1]]:20: warning: intermediate tensor from 'prediction.argMax' is never bound and cannot be disposed [tensor-chained-temporary]
    const action = prediction.argMax(1).dataSync()[0];
    return action - 1;
  }
  chooseAndFree(state: tf.Tensor): number {
    const scores: any = this.predict(state);
    const action = scores.dataSync()[0];
    scores.dispose();
    return action;
  }
}

declare function makeModel(): { predict: (s: tf.Tensor) => unknown };

export function replay(batch: tf.Tensor[]) {
  const { predict } = makeModel();
  return batch.map((state) => {
    const nextQ = predict(state) as tf.Tensor;
    // CHECK: :[[@LINE+1]]:19: warning: intermediate tensor from 'nextQ.max' is never bound and cannot be disposed; it leaks every time the 'map' callback runs [tensor-chained-temporary]
    const value = nextQ.max().dataSync()[0];
    // nextQ itself came from an unknown helper: whose it is, is unknown.
    return value;
  });
}
