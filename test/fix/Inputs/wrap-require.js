const tfjs = require('@tensorflow/tfjs-node');

function show(x) {
  tfjs.mul(x, 2).print()
}
