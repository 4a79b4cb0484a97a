// Control: a field assigned a loaded model holds the library's model, not
// the application's object: its `predict` outside any tidy (classify, per
// click) is no call of Scorer.predict, which stays inside detector.js's
// tidy and is not reported.
import * as tf from '@tensorflow/tfjs';

export class Scorer {
  predict(x) {
    return x.relu().mul(2);
  }
}

export class Classifier {
  async init() {
    this.model = await tf.loadLayersModel('model.json');
  }
  classify(x) {
    const y = this.model.predict(x);
    y.print();
    y.dispose();
  }
}

const classifier = new Classifier();
classifier.init();
document.getElementById('go').addEventListener('click', () => {
  const x = tf.ones([1, 4]);
  classifier.classify(x);
  x.dispose();
});
