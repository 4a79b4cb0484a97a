// RUN: %tensorlint --checks='-*,tensor-chained-temporary' %s | FileCheck %s --allow-empty --implicit-check-not=warning:
// TypeScript: a class that does its math in tidy, and typed look-alikes.
import * as tf from '@tensorflow/tfjs';
import { Observable, of } from 'rxjs';

export class Normalizer {
  private readonly mean: tf.Tensor1D;
  private readonly std: tf.Tensor1D;
  constructor(data: tf.Tensor2D) {
    [this.mean, this.std] = tf.tidy(() => {
      const { mean, variance } = tf.moments(data, 0);
      return [mean as tf.Tensor1D, variance.sqrt() as tf.Tensor1D];
    });
  }
  apply(x: tf.Tensor2D): tf.Tensor2D {
    return tf.tidy(() => x.sub(this.mean).div(this.std.add(1e-6)));
  }
  dispose(): void {
    tf.dispose([this.mean, this.std]);
  }
}

export function kept(x: tf.Tensor): tf.Tensor {
  return tf.tidy(() => {
    const scaled = tf.keep(x.mul(2));
    console.log(x.square().sum().dataSync());
    return scaled;
  });
}

export function rx(): Observable<string> {
  const s: string = 'a'.concat('b').slice(0, 1);
  return of(s);
}
