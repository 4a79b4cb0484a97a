// A page that releases the model as it closes loads one per visit, and an
// object that is no page's gets no frequency from its keys.
import * as tf from '@tensorflow/tfjs-core';
import * as posenet from '@tensorflow-models/posenet';

let net;

Page({
  onLoad() {
    this.start();
  },
  async start() {
    net = await posenet.load();
  },
  onUnload() {
    net.dispose();
  },
});

const notAPage = {
  onLoad() {
    this.probe();
  },
  probe() {
    const t = tf.ones([2]);
    console.log(t.shape);
  },
};
notAPage.onLoad();
