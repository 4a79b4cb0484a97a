import { useEffect, useState } from 'react';
import * as tf from '@tensorflow/tfjs';

// A custom hook: its effect runs once per mount of the component using it.
export function useClassifier(url) {
  const [model, setModel] = useState(null);
  useEffect(() => {
    tf.loadGraphModel(url).then(setModel);
  }, []);
  return model;
}
