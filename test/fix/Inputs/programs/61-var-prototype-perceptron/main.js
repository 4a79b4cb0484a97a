// An older-style perceptron written with `var`, a constructor function and prototype
// methods; weights live on the instance and are replaced (old ones disposed) on each
// update, while the per-sample tensors leak. Shapes: instance fields holding tensors
// across calls (kept), `var` style, per-sample leaks in a loop that are safe to dispose.
var tf = require('@tensorflow/tfjs');

function Perceptron(n) {
  this.weights = tf.zeros([n]);
  this.bias = 0;
}

Perceptron.prototype.predict = function (values) {
  var x = tf.tensor1d(values);
  var activation = x.dot(this.weights).dataSync()[0] + this.bias;
  return activation >= 0 ? 1 : 0;
};

Perceptron.prototype.train = function (values, label, rate) {
  var error = label - this.predict(values);
  if (error !== 0) {
    var x = tf.tensor1d(values);
    var updated = this.weights.add(x.mul(rate * error));
    this.weights.dispose();
    this.weights = updated;
    this.bias += rate * error;
  }
  return error;
};

var AND = [[[0, 0], 0], [[0, 1], 0], [[1, 0], 0], [[1, 1], 1]];

async function main() {
  await tf.setBackend('cpu');
  var p = new Perceptron(2);
  for (var epoch = 0; epoch < 6; epoch++) {
    var errors = 0;
    for (var i = 0; i < AND.length; i++)
      errors += Math.abs(p.train(AND[i][0], AND[i][1], 0.1));
    console.log('epoch', epoch, 'errors', errors);
  }
  console.log('weights', Array.from(p.weights.dataSync(), function (v) { return v.toFixed(2); }).join(','), 'bias', p.bias.toFixed(2));
  console.log('numTensors', tf.memory().numTensors);
}

main();
