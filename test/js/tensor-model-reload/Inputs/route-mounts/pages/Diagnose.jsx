import { useEffect, useState } from 'react';
import * as tf from '@tensorflow/tfjs';

export default function Diagnose() {
  const [model, setModel] = useState(null);
  // A new model on every visit of /diagnose; the last one is never freed.
  useEffect(() => {
    tf.loadLayersModel('/models/leaf/model.json').then(setModel);
  }, []);
  return <p>{model ? 'ready' : 'loading'}</p>;
}
