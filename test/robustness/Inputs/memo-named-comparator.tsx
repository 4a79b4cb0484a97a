import * as tf from "@tensorflow/tfjs";

const Card = React.memo(function Card({ t }: { t: tf.Tensor }) {
  return <div>{t.shape[0]}</div>;
}, arePropsEqual);

function arePropsEqual(a: { t: tf.Tensor }, b: { t: tf.Tensor }) {
  return a.t === b.t;
}
