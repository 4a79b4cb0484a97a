// Each helper below is called only from an iteration callback (`reduce`,
// `map`, `forEach`) of a function that itself runs only inside a tf.tidy:
// the callback runs while that function runs, inside the same tidy, so what
// the helpers make is freed there. Through another file (named and
// namespace imports), a method of a class, a callback parameter, a module
// variable and a container. Controls: the same shapes run outside any tidy
// (a click handler) are still reported.
import * as tf from '@tensorflow/tfjs';
import {convBlock, stack, eachLayer} from './layers.js';
import * as layers from './layers.js';
import {Backbone} from './backbone.js';

// The same file.
function relu6(x) {
  return x.relu().minimum(6).mul(2);
}
function activateAll(xs) {
  return xs.map((x) => relu6(x));
}

// A method of a class, through `this`, from a reduce callback.
class Net {
  constructor(weights) {
    this.weights = weights;
  }
  forward(input) {
    return this.weights.reduce((x, w) => this.block(x, w), input);
  }
  block(x, w) {
    return x.conv2d(w, 1, 'same').add(1).clipByValue(0, 6);
  }
}

// A module variable holding a helper, and a container of helpers.
const activation = (x) => x.sigmoid().mul(2).sub(1);
const ops = {
  norm(x) {
    return x.sub(x.mean()).div(x.max().add(1e-6));
  },
};
function postprocess(xs) {
  const out = [];
  xs.forEach((x) => out.push(ops.norm(activation(x))));
  return out;
}

// Another file: an imported helper from this file's reduce callback.
function encoder(input, weights) {
  return weights.reduce((x, w) => convBlock(x, w), input);
}

export function predict(input, weights) {
  return tf.tidy(() => {
    const net = new Net(weights);
    const a = net.forward(input);
    const b = encoder(input, weights);
    const c = layers.stack(input, weights);
    const d = eachLayer(weights, (w) => w.square().sum().add(1));
    const e = postprocess(activateAll([a, b, c]));
    return tf.stack([...e, ...d].map((t) => t.sum()));
  });
}

// A property of something of unknown type whose `predict` is taken for a
// library model's (`_this.backbone`, as a compiler writes `this` in a
// closure): the application's Backbone.predict may run there too, inside
// the tidy.
export class Detector {
  constructor(backbone) {
    this.backbone = backbone;
  }
  detect(input) {
    var _this = this;
    return tf.tidy(function () {
      return _this.backbone.predict(input).sum();
    });
  }
}
export function makeDetector(weights) {
  return new Detector(new Backbone(weights));
}

// Controls: the same iteration callbacks run outside any tidy, per click.
function leakyEncoder(input, weights) {
  // CHECK: :[[@LINE+1]]:35: warning: intermediate tensor from 'x.square' is never bound and cannot be disposed; it leaks every time the 'reduce' callback runs [tensor-chained-temporary]
  return weights.reduce((x, w) => x.square().add(w), input);
}
function leakyActivations(xs) {
  return xs.map((x) => relu6Outside(x));
}
function relu6Outside(x) {
  // CHECK: :[[@LINE+1]]:10: warning: intermediate tensor from 'x.relu' is never bound and cannot be disposed; it leaks every time 'relu6Outside' runs (called from 'map' callback) [tensor-chained-temporary]
  return x.relu().minimum(6);
}
// An async function may hand its callback over after an await, when the
// tidy it was called in has closed (it only covers what runs before).
async function evaluate(ds) {
  await ds.forEachAsync((row) => {
    // CHECK: :[[@LINE+1]]:17: warning: intermediate tensor from 'tf.square' is never bound and cannot be disposed; it leaks every time the 'forEachAsync' callback runs [tensor-chained-temporary]
    console.log(tf.square(row.xs).dataSync());
  });
}
export function evaluateInTidy(ds) {
  return tf.tidy(() => {
    evaluate(ds);
    return tf.scalar(0);
  });
}
const weights = [tf.ones([1, 1, 1, 1])];
document.getElementById('run').addEventListener('click', () => {
  const x = tf.ones([1, 4, 4, 1]);
  const y = leakyEncoder(x, weights);
  const [z] = leakyActivations([y]);
  console.log(z.dataSync());
  tf.dispose([x, y, z]);
});
