// RUN: not %tensorlint --checks='-*,tensor-double-dispose' %s | FileCheck %s --implicit-check-not=warning:
// TypeScript: tf.dispose over arrays and objects after individual disposal.
import * as tf from '@tensorflow/tfjs';
import { dispose } from '@tensorflow/tfjs';

export function cleanup(images: tf.Tensor3D[], model: tf.LayersModel): void {
  const batch: tf.Tensor4D = tf.stack(images) as tf.Tensor4D;
  const out = model.predict(batch) as tf.Tensor;
  batch.dispose();
  console.log(out.shape);
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: warning: tensor 'batch' is disposed twice [tensor-double-dispose]
  tf.dispose([batch, out]);
}

export function namedImport(x: tf.Tensor2D): number {
  const t = x.transpose();
  const s = t.sum().dataSync()[0];
  dispose(t);
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: warning: tensor 't' is disposed twice [tensor-double-dispose]
  dispose(t);
  return s;
}
