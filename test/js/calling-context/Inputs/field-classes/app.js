import * as tf from '@tensorflow/tfjs';
import Scorer, { Net } from './scorer.js';

class Local {
  predict(x) {
    return x.shape[0];
  }
}

// Fields that only ever hold the application's objects: their methods are
// the application's (another file's default and named exports, a class of
// this file), whatever a library's methods of the same name do.
class App {
  constructor(model) {
    this.scorer = new Scorer(model);
    this.local = null;
    this.net = new Net(model);
    this.mixed = new Scorer(model);
  }
  async init(url) {
    this.local = new Local();
    // Another value: the field says nothing of its class any more.
    this.mixed = await tf.loadLayersModel(url);
  }
  start(button) {
    // A callback.
    button.addEventListener('click', () => {
      const x = tf.zeros([1, 2]);
      console.log(this.scorer.predict(x), this.local.predict(x));
      const y = this.net.forward(x);
      // CHECK: app.js:[[@LINE-1]]:17: warning: tensor returned by 'this.net.forward' is never disposed
      console.log(y.dataSync());
      const z = this.mixed.predict(x);
      // CHECK: app.js:[[@LINE-1]]:17: warning: tensor returned by 'this.mixed.predict' is never disposed
      console.log(z.dataSync());
      x.dispose();
    });
  }
  // A container of inputs, in a loop.
  scoreAll(xs) {
    const scores = [];
    for (const x of xs) scores.push(this.scorer.predict(x));
    return scores;
  }
}

// A module variable holding the application.
const app = new App(null);
app.start(document.querySelector('button'));
document.addEventListener('scores', (e) => console.log(app.scoreAll(e.detail)));
