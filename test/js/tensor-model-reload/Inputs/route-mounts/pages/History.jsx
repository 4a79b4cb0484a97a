import { useEffect } from 'react';
import * as tf from '@tensorflow/tfjs';

// A named export shown by `component={History}` (react-router 5).
export function History() {
  useEffect(() => {
    let model;
    async function load() {
      model = await tf.loadLayersModel('/models/history/model.json');
      console.log(model.summary());
    }
    load();
  }, []);
  return <p>history</p>;
}
