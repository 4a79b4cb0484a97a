// RUN: not %tensorlint --checks='-*,tensor-double-dispose' %s | FileCheck %s --implicit-check-not=warning:
// React: an effect that disposes in its body and again in its cleanup path.
import * as tf from '@tensorflow/tfjs';
import { useEffect } from 'react';

export function Overlay({ canvas }: { canvas: HTMLCanvasElement }) {
  useEffect(() => {
    const img = tf.browser.fromPixels(canvas);
    const gray = img.mean(2);
    tf.browser.toPixels(gray as tf.Tensor2D, canvas).then(() => console.log('drawn'));
    img.dispose();
    gray.dispose();
    // CHECK: :[[@LINE+1]]:5: warning: tensor 'img' is disposed twice [tensor-double-dispose]
    img.dispose();
  }, [canvas]);
  return null;
}
