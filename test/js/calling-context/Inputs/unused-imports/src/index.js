import { train, evaluate, warmUp } from './codelabs.js';
import * as extra from './extra.js';
import legacy from './legacy.js';
const { tune } = require('./tune.js');

// The exercises not done yet: their calls are commented out, so importing
// them runs nothing.
// train(tf.ones([2]));
// extra.run();
/* legacy(); */
// tune(tf.ones([2]));

const steps = [warmUp];
document.getElementById('warm').addEventListener('click', () => {
  steps.forEach((step) => step());
});
document.getElementById('evaluate').addEventListener('click', evaluate);
