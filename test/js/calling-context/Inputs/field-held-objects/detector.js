// The field is given a module variable's object, and read by a method
// (`features`) that only the tidy of another method calls; a container of
// such objects is read inside a tidy too.
import * as tf from '@tensorflow/tfjs';
import { MobileNet } from './mobilenet';
import { Scorer } from './scorer';

const shared = new MobileNet([tf.ones([1, 1, 1, 1])]);

export class Detector {
  constructor(stages) {
    this.backbone = shared;
    this.stages = stages;
    this.scorer = new Scorer();
  }
  features(x) {
    return this.backbone.predict(x);
  }
  detect(x) {
    return tf.tidy(() => this.scorer.predict(this.features(x)).argMax(-1));
  }
  staged(x) {
    return tf.tidy(() => this.stages.first.predict(x).mean());
  }
}
