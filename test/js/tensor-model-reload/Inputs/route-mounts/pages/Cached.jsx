import { useEffect, useState } from 'react';
import * as tf from '@tensorflow/tfjs';

// Kept in a module-level cache: every visit after the first reuses it.
let cached = null;

export default function Cached() {
  const [model, setModel] = useState(cached);
  useEffect(() => {
    if (!cached) {
      tf.loadLayersModel('/models/cached/model.json').then((m) => {
        cached = m;
        setModel(m);
      });
    }
  }, []);
  return <p>{model ? 'ready' : 'loading'}</p>;
}
