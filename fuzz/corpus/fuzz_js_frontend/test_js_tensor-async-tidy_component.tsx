// RUN: not %tensorlint --checks='-*,tensor-async-tidy' %s | FileCheck %s --implicit-check-not=warning:
// React: async work wrapped in tidy inside effects and handlers.
import * as tf from '@tensorflow/tfjs';
import { useCallback, useEffect, useState } from 'react';

export function Classifier({ model, image }: { model: tf.GraphModel; image: HTMLImageElement }) {
  const [scores, setScores] = useState<Float32Array | null>(null);
  useEffect(() => {
    // CHECK: :[[@LINE+1]]:13: warning: async function passed to 'tf.tidy' escapes its scope: {{.+}} [tensor-async-tidy]
    tf.tidy(async () => {
      const x = tf.browser.fromPixels(image).expandDims(0);
      const y = (await model.executeAsync(x)) as tf.Tensor;
      setScores((await y.data()) as Float32Array);
    });
  }, [model, image]);

  const onClick = useCallback(() => {
    // CHECK: :[[@LINE+1]]:29: warning: function passed to 'tf.tidy' returns a Promise; {{.+}} [tensor-async-tidy]
    const pending = tf.tidy(() => (model.predict(tf.browser.fromPixels(image)) as tf.Tensor).array());
    pending.then((a) => console.log(a));
  }, [model, image]);

  return <button onClick={onClick}>{scores ? scores[0] : '...'}</button>;
}
