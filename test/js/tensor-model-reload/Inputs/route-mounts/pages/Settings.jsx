import { useEffect } from 'react';
import * as tf from '@tensorflow/tfjs';

export default function Settings() {
  // Warms the model up on each visit of the settings page.
  useEffect(() => {
    tf.loadGraphModel('/models/settings/model.json').then((m) => m.predict);
  }, []);
  return <form />;
}
