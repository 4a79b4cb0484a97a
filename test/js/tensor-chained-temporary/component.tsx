// RUN: not %tensorlint --report-unproven-repetition --checks='-*,tensor-chained-temporary' %s | FileCheck %s --implicit-check-not=warning:
// A React component that reads predictions through chains: four tensors
// leak on every run of the effect.
import * as tf from '@tensorflow/tfjs';
import { useEffect, useState } from 'react';

export function Digit({ model, canvas }: { model: tf.LayersModel; canvas: HTMLCanvasElement }) {
  const [digit, setDigit] = useState<number | null>(null);
  useEffect(() => {
    // CHECK: :[[@LINE+1]]:19: warning: intermediate tensor from 'tf.browser.fromPixels' is never bound and cannot be disposed; it leaks every time the 'useEffect' callback runs [tensor-chained-temporary]
    const input = tf.browser.fromPixels(canvas, 1).resizeNearestNeighbor([28, 28]);
    // CHECK-DAG: :[[@LINE+2]]:34: warning: intermediate tensor from 'input.expandDims' is never bound and cannot be disposed; it leaks every time the 'useEffect' callback runs [tensor-chained-temporary]
    // CHECK-DAG: :[[@LINE+1]]:20: warning: intermediate tensor from 'model.predict' is never bound and cannot be disposed; it leaks every time the 'useEffect' callback runs [tensor-chained-temporary]
    const probs = (model.predict(input.expandDims(0)) as tf.Tensor).softmax();
    // CHECK: :[[@LINE+1]]:14: warning: intermediate tensor from 'probs.argMax' is never bound and cannot be disposed; it leaks every time the 'useEffect' callback runs [tensor-chained-temporary]
    setDigit(probs.argMax(-1).dataSync()[0]);
    tf.dispose([input, probs]);
  }, [model, canvas]);
  return <span>{digit}</span>;
}

export function Histogram({ data }: { data: number[] }) {
  // CHECK: :[[@LINE+1]]:16: warning: intermediate tensor from 'tf.tensor1d' is never bound and cannot be disposed; it leaks every time 'Histogram' runs (React component 'Histogram') [tensor-chained-temporary]
  const bins = tf.tensor1d(data).arraySync();
  return <ul>{bins.map((b, i) => <li key={i}>{b}</li>)}</ul>;
}
