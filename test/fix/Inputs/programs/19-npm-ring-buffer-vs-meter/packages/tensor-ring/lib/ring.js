'use strict';
// A fixed-size ring of tensors. push() takes ownership of the tensor and
// disposes the one it evicts; window() stacks what is held.
const tf = require('@tensorflow/tfjs');

class TensorRing {
  constructor(capacity) {
    this.capacity = capacity;
    this.items = [];
  }
  push(t) {
    this.items.push(t);
    if (this.items.length > this.capacity) this.items.shift().dispose();
  }
  window() {
    return tf.stack(this.items);
  }
  get length() {
    return this.items.length;
  }
}

module.exports = {TensorRing};
