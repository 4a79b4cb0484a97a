// The application's entry: what it calls at start-up runs once.
import * as tf from '@tensorflow/tfjs';
import {prepare, trainer, summarize, finish, report, archive, tick, perRow}
  from './train.js';
import * as steps from './train.js';
import {timed, forRows} from './timing.js';

const done = finish;
const jobs = {archive};

class App {
  start() {
    report();
  }
}

(async () => {
  await tf.ready();
  prepare([[1, 2]]);
  steps.evaluate([1, 2]);
  trainer.fit([[1]]);
  timed(summarize);
  done();
  new App().start();
  jobs.archive();
  forRows([[1], [2]], perRow);
  setInterval(tick, 1000);
})();
