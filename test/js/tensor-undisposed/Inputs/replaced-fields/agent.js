import * as tf from '@tensorflow/tfjs';

// A class whose methods other files call on every click and frame (main.js
// through a module variable, game.js through a field that holds the
// agent): each call replaces what a field of the one instance held.
export class Agent {
  constructor() {
    // A constructor fills a new object's fields: nothing is replaced.
    this.state = tf.zeros([4]);
    this.weights = tf.zeros([4]);
    this.frame = null;
    this.history = [];
    this.kept = null;
    this.mean = null;
    this.variance = null;
  }

  // Called from a listener in another file.
  step(x) {
    // CHECK: agent.js:[[@LINE+2]]:18: warning: tensor returned by 'tf.tensor' is stored into 'this.state' every time 'step' runs (called from 'addEventListener' callback), replacing the previous one without disposing it [tensor-undisposed]
    // CHECK-NEXT: agent.js:[[@LINE+1]]:18: note: nothing in this module disposes what 'this.state' held: call 'this.state.dispose()' before storing the new one
    this.state = tf.tensor(x);
  }

  // A closure of a method: its `this` is the method's, and the timer runs
  // it again and again.
  watch(video) {
    setInterval(() => {
      // CHECK: agent.js:[[@LINE+1]]:20: warning: tensor returned by 'tf.browser.fromPixels' is stored into 'this.frame' every time the 'setInterval' callback runs
      this.frame = tf.browser.fromPixels(video);
    }, 100);
  }

  // A loop replaces the field on every iteration, however often train runs.
  train(grad) {
    for (let i = 0; i < 10; i++) {
      // CHECK: agent.js:[[@LINE+1]]:22: warning: tensor returned by 'this.weights.sub' is stored into 'this.weights' on every iteration of the loop
      this.weights = this.weights.sub(grad);
    }
  }

  // Bound to a local first, then stored.
  predict(model, x) {
    // CHECK: agent.js:[[@LINE+1]]:17: warning: tensor returned by 'model.predict' is stored into 'this.output' every time 'predict' runs
    const out = model.predict(x);
    this.output = out;
    return out.dataSync();
  }

  // Called from a method of another class that holds the agent in a
  // field (game.js), which a frame loop calls.
  observe(x) {
    // CHECK: agent.js:[[@LINE+1]]:24: warning: tensor returned by 'tf.tensor' is stored into 'this.observation' every time 'observe' runs (called from 'tick')
    this.observation = tf.tensor(x);
  }

  // Controls.

  // The old tensor is disposed first.
  refresh(x) {
    if (this.input) {
      this.input.dispose();
    }
    this.input = tf.tensor(x);
  }

  // A copy of the old tensor is disposed after the store.
  append(x) {
    if (this.buffer == null) {
      this.buffer = tf.keep(x);
    } else {
      const old = this.buffer;
      this.buffer = tf.keep(old.concat(x, 0));
      old.dispose();
    }
  }

  // Filled only while empty.
  lazy() {
    if (!this.cache) {
      this.cache = tf.ones([3]);
    }
    return this.cache;
  }

  // Filled by a helper that runs only while the fields are empty.
  normalize(x) {
    if (this.mean && this.variance) {
      return x.sub(this.mean);
    } else {
      return this.standardize(x);
    }
  }
  standardize(x) {
    const { mean, variance } = tf.moments(x, 0);
    this.mean = mean;
    this.variance = variance;
    return x.sub(mean);
  }

  // Another method disposes it (a reset button).
  sample() {
    this.noise = tf.randomNormal([2]);
  }
  clear() {
    this.noise.dispose();
  }

  // Code that holds the object disposes it (main.js's frame loop).
  render() {
    this.image = tf.zeros([8, 8]);
  }

  // A freeing scope disposes it, and a kept tensor goes into a collection.
  remember() {
    tf.tidy(() => {
      this.scratch = tf.zeros([2]);
    });
    this.last = tf.zeros([1]);
    this.history.push(this.last);
  }
}
