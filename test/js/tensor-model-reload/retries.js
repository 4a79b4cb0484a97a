// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --checks='-*,tensor-model-reload' %s | FileCheck %s --implicit-check-not=warning:
// A load that schedules itself again only when it failed (in a `catch`
// clause, or a promise's rejection callback) retries a load that made no
// model: no repetition to report. One that schedules itself again when it
// succeeded reloads the model every time.
import * as tf from '@tensorflow/tfjs';

let model = null;
let attempts = 0;

// A promise's rejection callback, the function registered by name.
function load() {
  tf.loadGraphModel('/model.json')
    .then((m) => {
      model = m;
    })
    .catch(() => {
      if (++attempts < 5) setTimeout(load, 200);
    });
}
load();

// A catch clause, through an arrow that calls the function again.
async function connect() {
  try {
    model = await tf.loadLayersModel('/layers.json');
  } catch (e) {
    setTimeout(() => connect(), 1000);
  }
}
connect();

// then(ok, failed): the second callback is the failure path.
const service = {
  start() {
    tf.loadGraphModel('/service.json').then(
      (m) => service.use(m),
      () => setTimeout(() => service.start(), 500));
  },
  use(m) {
    m.predict(tf.zeros([1, 4])).print();
  },
};
service.start();

// Scheduled again after a success: a reload every time.
async function poll() {
  // CHECK: :[[@LINE+1]]:24: warning: model loaded by 'tf.loadGraphModel' every time 'poll' runs ('setTimeout' callback)
  const latest = await tf.loadGraphModel('/latest.json');
  latest.predict(tf.zeros([1, 4])).print();
  setTimeout(poll, 60000);
}
poll();
