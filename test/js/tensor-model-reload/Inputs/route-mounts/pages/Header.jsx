import { useEffect } from 'react';
import * as tf from '@tensorflow/tfjs';

// Shown by the root on every page, mounted once with it.
export default function Header() {
  useEffect(() => {
    tf.loadLayersModel('/models/header/model.json').then(console.log);
  }, []);
  return <header />;
}
