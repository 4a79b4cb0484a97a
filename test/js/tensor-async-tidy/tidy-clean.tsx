// RUN: %tensorlint --checks='-*,tensor-async-tidy' %s | FileCheck %s --allow-empty --implicit-check-not=warning:
// React: synchronous tidy in effects; async work outside tidy with disposal.
import * as tf from '@tensorflow/tfjs';
import { useEffect, useState } from 'react';

export function Classifier({ model, image }: { model: tf.GraphModel; image: HTMLImageElement }) {
  const [top, setTop] = useState<number>(-1);
  useEffect(() => {
    let cancelled = false;
    const run = async () => {
      const x = tf.tidy(() => tf.browser.fromPixels(image).toFloat().expandDims(0));
      const y = (await model.executeAsync(x)) as tf.Tensor;
      const best = tf.tidy((): tf.Tensor => y.argMax(-1));
      const [i] = await best.data();
      tf.dispose([x, y, best]);
      if (!cancelled) setTop(i);
    };
    run();
    return () => { cancelled = true; };
  }, [model, image]);
  return <b>{top}</b>;
}
