// A details view that shows the hand pose found in a photo (React).
//
// The component loads the hand-pose model every time it mounts, that is every
// time the user opens the view: each visit downloads the weights again and
// keeps ~20 MB of GPU memory. The photo tensor of every render leaks too.
import * as tf from '@tensorflow/tfjs';
import * as handpose from '@tensorflow-models/handpose';
import { useEffect, useRef, useState } from 'react';

export function Viewer({ photo }: { photo: HTMLImageElement }) {
  const [fingers, setFingers] = useState(0);
  const canvas = useRef<HTMLCanvasElement>(null);
  const image = tf.browser.fromPixels(photo);

  useEffect(() => {
    handpose.load().then(async (model) => {
      const hands = await model.estimateHands(photo);
      setFingers(hands.length ? Object.keys(hands[0].annotations).length : 0);
    });
  }, [photo]);

  return (
    <figure>
      <canvas ref={canvas} width={image.shape[1]} height={image.shape[0]} />
      <figcaption>{fingers} fingers</figcaption>
    </figure>
  );
}
