import * as tf from '@tensorflow/tfjs';
import {ensureLoaded, ensureLoadedToo, loadWhenMissing, loadSpare,
        loadUnlessGiven, shadowed} from './detector.js';

// A method's predicate on its own field, and a page object's.
class Classifier {
  isLoaded() {
    return this.model !== undefined;
  }
  async classify(x) {
    if (!this.isLoaded()) {
      this.model = await tf.loadGraphModel('model.json');
    }
    return this.model.predict(x);
  }
}
const classifier = new Classifier();

// A mini-program page, shown again and again: loaded once per page.
Page({
  ready() {
    return this.model != null;
  },
  async onShow() {
    if (this.ready()) return;
    this.model = await tf.loadLayersModel('layers.json');
  },
});

// In a callback: every click.
document.querySelector('#go').addEventListener('click', async () => {
  await ensureLoaded();
  await ensureLoadedToo();
  await loadWhenMissing();
  await loadSpare();
  await loadUnlessGiven(null);
  await shadowed();
  const x = tf.zeros([1, 4]);
  const y = await classifier.classify(x);
  tf.dispose([x, y]);
});
