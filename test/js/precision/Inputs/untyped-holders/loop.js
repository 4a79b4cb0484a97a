import * as tf from '@tensorflow/tfjs';
import { setup } from './hooks';

// A module variable destructured from an async result.
const { detector } = await setup();

export function scan(frames) {
  for (const f of frames) {
    const scores = detector.predict(f);
    console.log(scores.dataSync());
  }
}

// A container of models: an element is a model by its method.
export function ensemble(models, x, n) {
  for (let i = 0; i < n; i++) {
    const votes = models[i % models.length].predict(x);
    console.log(votes.dataSync());
  }
}

// A method, and a callback: through an options object.
export class Runner {
  constructor(opts) {
    this.opts = opts;
  }
  run(xs) {
    xs.forEach((x) => {
      const y = this.opts.model.predict(x);
      console.log(y.dataSync());
    });
  }
  runScoped(xs) {
    xs.forEach((x) => {
      tf.tidy(() => console.log(this.opts.model.predict(x).dataSync()));
    });
  }
}
