// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --report-unproven-repetition %s | FileCheck %s --implicit-check-not=warning:
// A tensor given to a React state setter is kept as state, one given to an
// event callback prop is its listener's; module-level code runs once.
// Shapes from iascchen/react-tfjs-camp.
import * as tf from '@tensorflow/tfjs';
import React, { useState } from 'react';

const weights = tf.variable(tf.randomNormal([5, 5, 1, 8], 0, 0.1));

export function Panel(props: { model: tf.LayersModel; xs: tf.Tensor; onSubmit: (t: tf.Tensor) => void }) {
  const [result, setResult] = useState<tf.Tensor>();
  const predict = () => {
    const preds = tf.tidy(() => props.model.predict(props.xs) as tf.Tensor);
    setResult(preds);
  };
  const submit = (img: ImageData) => {
    // CHECK: :[[@LINE+1]]:15: warning: intermediate tensor from 'tf.browser.fromPixels' is never bound and cannot be disposed; it leaks every time 'submit' runs ('onDrop' handler of <div>) [tensor-chained-temporary]
    const t = tf.browser.fromPixels(img).toFloat();
    props.onSubmit(t);
  };
  const show = (img: ImageData) => {
    // CHECK: :[[@LINE+1]]:15: warning: tensor returned by 'tf.browser.fromPixels' is never disposed; it leaks every time 'show' runs ('onMouseOver' handler of <div>) [tensor-undisposed]
    const t = tf.browser.fromPixels(img);
    console.log(t.shape, weights.shape, result);
  };
  return <div onClick={predict} onDrop={submit} onMouseOver={show} />;
}
