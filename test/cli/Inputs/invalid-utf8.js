import * as tf from "@tensorflow/tfjs";
// café ÿþ invalid UTF-8 in a comment
function show() {
  const y = tf.tensor([1]);
  y.print();
}
