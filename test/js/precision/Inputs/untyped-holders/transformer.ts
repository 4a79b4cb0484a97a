import * as tf from '@tensorflow/tfjs';

// The application's own model class: its predict gives plain numbers.
export class Transformer {
  constructor(private readonly weights: tf.Tensor) {}
  predict(x: tf.Tensor): { ids: number[] } {
    return tf.tidy(() => ({ ids: x.matMul(this.weights).argMax(-1).arraySync() as number[] }));
  }
}
