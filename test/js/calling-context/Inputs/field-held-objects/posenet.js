// The field is given its object by the constructor's parameter (another
// file's class): only `this.mobileNet.predict(...)` says what it holds, so
// it may as well hold the application's MobileNet, whose predict then runs
// inside this tidy's callback.
import * as tf from '@tensorflow/tfjs';
import { MobileNet } from './mobilenet';

export class PoseNet {
  constructor(mobileNet) {
    this.mobileNet = mobileNet;
  }
  estimate(input) {
    return tf.tidy(() => {
      const features = this.mobileNet.predict(input);
      return features.reshape([1, -1]).softmax();
    });
  }
}

export function load(weights) {
  return new PoseNet(new MobileNet(weights));
}
