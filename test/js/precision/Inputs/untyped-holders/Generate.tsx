import * as tf from '@tensorflow/tfjs';
import { useRef } from 'react';
import { Transformer } from './transformer';

// A ref whose declaration names the application's class holds that class:
// its predict is the application's. One that names the library's model
// holds the library's.
export function Generate() {
  const modelRef = useRef<Transformer | null>(null);
  const layersRef = useRef<tf.LayersModel | null>(null);
  const onClick = () => {
    const x = tf.zeros([1, 4]);
    const { ids } = modelRef.current!.predict(x);
    const y = layersRef.current!.predict(x) as tf.Tensor;
    console.log(ids, y.dataSync());
    x.dispose();
  };
  return <button onClick={onClick}>generate</button>;
}
