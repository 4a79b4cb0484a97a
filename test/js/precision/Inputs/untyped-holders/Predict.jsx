import * as tf from '@tensorflow/tfjs';
import { useModel, registry } from './hooks';

// Another file's hook: the model is the first element of its result.
export function Predict() {
  const [model] = useModel();
  const onClick = () => {
    const x = tf.zeros([1, 4]);
    const y = model.predict(x);
    console.log(y.dataSync());
    x.dispose();
  };
  return <button onClick={onClick}>predict</button>;
}

// Props: what the parent passes is a model by the method called on it.
export function Camera(props) {
  const onFrame = () => {
    const frame = tf.zeros([1, 4]);
    props.model.predict(frame).print();
    frame.dispose();
  };
  return <video onTimeUpdate={onFrame} />;
}

// The same, disposed: nothing to say.
export function CameraClean(props) {
  const onFrame = () => {
    const frame = tf.zeros([1, 4]);
    const out = props.model.predict(frame);
    out.print();
    tf.dispose([frame, out]);
  };
  return <video onTimeUpdate={onFrame} />;
}

// A module variable of another file, through a property.
export function Detect() {
  const onClick = () => {
    const x = tf.zeros([1, 4]);
    const boxes = registry.detector.predict(x);
    console.log(boxes.arraySync());
    x.dispose();
  };
  return <button onClick={onClick}>detect</button>;
}
