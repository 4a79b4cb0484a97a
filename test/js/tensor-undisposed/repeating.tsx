// RUN: not %tensorlint --checks='-*,tensor-undisposed' %s | FileCheck %s --implicit-check-not=warning:
// Leaks in functions that run again and again: React renders and effects,
// animation frames, timers and event listeners.
import * as tf from '@tensorflow/tfjs';
import React, { useEffect, useRef, useState } from 'react';

export function Preview({ model, image }: { model: tf.GraphModel; image: HTMLImageElement }) {
  // CHECK: :[[@LINE+2]]:18: warning: tensor returned by 'tf.browser.fromPixels' is never disposed; it leaks every time 'Preview' runs (React component 'Preview') [tensor-undisposed]
  // CHECK-NEXT: :[[@LINE+1]]:18: note: call 'pixels.dispose()' after its last use (line [[@LINE+2]]), or run the function inside tf.tidy()
  const pixels = tf.browser.fromPixels(image);
  const [h, w] = pixels.shape;
  return <p>{w}x{h}</p>;
}

export function Webcam({ model }: { model: tf.GraphModel }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [label, setLabel] = useState('');
  useEffect(() => {
    let frame = 0;
    const loop = () => {
      // CHECK: :[[@LINE+1]]:22: warning: tensor returned by 'tf.browser.fromPixels' is never disposed; it leaks every time 'loop' runs ('requestAnimationFrame' callback) [tensor-undisposed]
      const pixels = tf.browser.fromPixels(videoRef.current!);
      const input = pixels.expandDims(0);
      // CHECK: :[[@LINE+1]]:22: warning: tensor returned by 'model.predict' is never disposed; it leaks every time 'loop' runs ('requestAnimationFrame' callback) [tensor-undisposed]
      const scores = model.predict(input) as tf.Tensor;
      setLabel(String(scores.argMax(-1).dataSync()[0]));
      input.dispose();
      frame = requestAnimationFrame(loop);
    };
    frame = requestAnimationFrame(loop);
    return () => cancelAnimationFrame(frame);
  }, [model]);
  return <video ref={videoRef} autoPlay title={label} />;
}

export function Ticker({ values }: { values: number[] }) {
  useEffect(() => {
    const id = setInterval(() => {
      // CHECK: :[[@LINE+1]]:22: warning: tensor returned by 'tf.tensor1d' is never disposed; it leaks every time the 'setInterval' callback runs [tensor-undisposed]
      const series = tf.tensor1d(values);
      console.log(series.mean().dataSync()[0]);
    }, 1000);
    return () => clearInterval(id);
  }, [values]);
  return null;
}

export function attachUpload(input: HTMLInputElement, canvas: HTMLCanvasElement) {
  input.addEventListener('change', () => {
    // CHECK: :[[@LINE+1]]:17: warning: tensor returned by 'tf.browser.fromPixels' is never disposed; it leaks every time the 'input.addEventListener' callback runs [tensor-undisposed]
    const img = tf.browser.fromPixels(canvas);
    tf.browser.toPixels(img as tf.Tensor3D, canvas);
  });
}
