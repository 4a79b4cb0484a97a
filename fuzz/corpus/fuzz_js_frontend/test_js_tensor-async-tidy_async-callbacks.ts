// RUN: not %tensorlint --checks='-*,tensor-async-tidy' %s | FileCheck %s --implicit-check-not=warning:
// TypeScript: named imports, class methods, async helpers and .then chains.
import * as tf from '@tensorflow/tfjs';
import { tidy } from '@tensorflow/tfjs';

async function loadImage(url: string): Promise<tf.Tensor3D> {
  const img = new Image();
  img.src = url;
  await img.decode();
  return tf.browser.fromPixels(img);
}

export class Detector {
  constructor(private model: tf.GraphModel) {}

  async detect(frame: tf.Tensor3D): Promise<tf.Tensor[]> {
    // CHECK: :[[@LINE+2]]:32: warning: async function passed to 'tidy' escapes its scope: {{.+}} [tensor-async-tidy]
    // CHECK-NEXT: :[[@LINE+1]]:27: note: {{.+}}
    const outputs = await tidy(async (): Promise<tf.Tensor[]> => {
      const batched = frame.toFloat().expandDims(0);
      return (await this.model.executeAsync(batched)) as tf.Tensor[];
    });
    return outputs;
  }

  thumbnail(url: string): Promise<tf.Tensor3D> {
    // CHECK: :[[@LINE+1]]:20: warning: function passed to 'tf.tidy' returns a Promise; {{.+}} [tensor-async-tidy]
    return tf.tidy(() => loadImage(url).then((t) => tf.image.resizeBilinear(t, [64, 64])));
  }
}

export function fetchTensor(url: string): Promise<tf.Tensor> {
  // CHECK: :[[@LINE+1]]:18: warning: async function passed to 'tf.tidy' escapes its scope: {{.+}} [tensor-async-tidy]
  return tf.tidy(async function load() {
    const res = await fetch(url);
    const values: number[] = await res.json();
    return tf.tensor(values);
  });
}
