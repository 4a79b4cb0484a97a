import { useEffect, useState } from 'react';
import * as tf from '@tensorflow/tfjs';

// The cleanup releases the model when the page goes away.
export default function Cleaned() {
  const [label, setLabel] = useState('');
  useEffect(() => {
    let model;
    tf.loadLayersModel('/models/cleaned/model.json').then((m) => {
      model = m;
      setLabel('ready');
    });
    return () => model && model.dispose();
  }, []);
  return <p>{label}</p>;
}
