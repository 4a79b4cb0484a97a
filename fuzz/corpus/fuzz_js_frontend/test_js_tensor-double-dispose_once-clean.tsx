// RUN: %tensorlint --checks='-*,tensor-double-dispose' %s | FileCheck %s --allow-empty --implicit-check-not=warning:
// React and TS: ownership handed to a ref and released in the cleanup only.
import * as tf from '@tensorflow/tfjs';
import { useEffect, useRef } from 'react';

export function Stream({ video }: { video: HTMLVideoElement }) {
  const last = useRef<tf.Tensor3D | null>(null);
  useEffect(() => {
    let id = 0;
    const tick = () => {
      const frame = tf.browser.fromPixels(video);
      last.current?.dispose();
      last.current = frame;
      id = requestAnimationFrame(tick);
    };
    id = requestAnimationFrame(tick);
    return () => {
      cancelAnimationFrame(id);
      last.current?.dispose();
      last.current = null;
    };
  }, [video]);
  return null;
}

export function swap(a: tf.Tensor, b: tf.Tensor): void {
  let x: tf.Tensor = a.clone();
  let y: tf.Tensor = b.clone();
  [x, y] = [y, x];
  x.dispose();
  y.dispose();
}

export function helperOwns(xs: number[]): void {
  const t = tf.tensor(xs);
  consume(t);
}
function consume(t: tf.Tensor): void {
  console.log(t.toString());
  t.dispose();
}
