// RUN: not %tensorlint --checks='-*,tensor-use-after-dispose' %s | FileCheck %s --implicit-check-not=warning:
// TSX: reading a disposed tensor in a component and in a helper chain.
import * as tf from '@tensorflow/tfjs';
import { useEffect, useState } from 'react';

export function Stats({ values }: { values: number[] }) {
  const [text, setText] = useState('');
  useEffect(() => {
    const t: tf.Tensor1D = tf.tensor1d(values);
    const { mean, variance } = tf.moments(t);
    tf.dispose([t, mean, variance]);
    // CHECK: :[[@LINE+1]]:16: warning: tensor 'mean' is used after it was disposed [tensor-use-after-dispose]
    setText(`${mean.dataSync()[0]}`);
  }, [values]);
  return <span>{text}</span>;
}

export async function finish(model: tf.LayersModel, x: tf.Tensor): Promise<number[]> {
  const y = model.predict(x) as tf.Tensor;
  y.dispose();
  // CHECK: :[[@LINE+2]]:17: warning: tensor 'y' is used after it was disposed [tensor-use-after-dispose]
  // CHECK-NEXT: :[[@LINE-2]]:3: note: disposed here
  return (await y.data()) as unknown as number[];
}
