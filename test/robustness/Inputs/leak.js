import * as tf from "@tensorflow/tfjs";

function show() {
  const y = tf.tensor([1]);
  y.print();
}
