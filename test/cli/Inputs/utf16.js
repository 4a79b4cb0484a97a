import * as tf from "@tensorflow/tfjs";
function f() { const é = 1; const y = tf.tensor([1]); y.print(); }
