import { stepper, ticker, makeWarmup } from './choose';

export class Trainer {
  // A method calls the result once per run of its own: once.
  start() {
    const warm = makeWarmup([2, 2]);
    warm();
  }

  // Per epoch: the result is called in a loop.
  fit(epochs) {
    const step = stepper();
    for (let i = 0; i < epochs; i++) {
      step();
    }
  }
}

// A module variable holding a result, called from a timer: per tick.
const tick = ticker();
setInterval(() => tick(), 1000);
