// RUN: not %tensorlint --report-unproven-repetition --checks='-*,tensor-*' %s | FileCheck %s --implicit-check-not=warning:
// `x.predict(...)` is a model's method only when nothing says otherwise: a
// declared type that is no library type (a class of the application) is
// the application's own predict, which returns what it returns. Shapes from
// vladmandic/human's hand pipeline and Teachable Machine's tests.
import * as tf from '@tensorflow/tfjs';
import { HandDetector } from './detector';
import type { TeachableMobileNet } from './teachable';

export class HandPipeline {
  handDetector: HandDetector;
  model: tf.GraphModel;
  constructor(handDetector: any, model: any) {
    this.handDetector = handDetector;
    this.model = model;
  }
  async estimate(image: tf.Tensor, config: any) {
    const boxes = await this.handDetector.predict(image, config);
    return boxes.length;
  }
  score(image: tf.Tensor) {
    // CHECK: :[[@LINE+1]]:17: warning: tensor returned by 'this.model.predict' is never disposed [tensor-undisposed]
    const out = this.model.predict(image) as tf.Tensor;
    return out.dataSync()[0];
  }
}

let testModel: TeachableMobileNet;
export async function check(image: HTMLImageElement) {
  const prediction = await testModel.predict(image, false);
  return prediction[1].probability > 0.9;
}
