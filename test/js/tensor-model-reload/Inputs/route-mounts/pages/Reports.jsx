import { useEffect, useState } from 'react';
import * as tf from '@tensorflow/tfjs';

export default function Reports() {
  const [model, setModel] = useState(null);
  useEffect(() => {
    tf.loadGraphModel('/models/reports/model.json').then(setModel);
  }, []);
  return <table data-ready={Boolean(model)} />;
}
