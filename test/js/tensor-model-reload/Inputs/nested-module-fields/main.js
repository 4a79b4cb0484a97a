import * as tf from '@tensorflow/tfjs';
import {app} from './store.js';

const agent = {actor: {model: null}, critic: {model: null}};
const cache = {nets: {main: null}};

// A field of a field of another file's object, on every pick: the model it
// held is replaced without being disposed.
async function pick(file) {
  // CHECK: main.js:[[@LINE+1]]:25: warning: model loaded by 'tf.loadLayersModel' into 'app.nets.main' every time 'pick' runs (called from 'addEventListener' callback) replaces the previous model without disposing it; dispose the old one first, or load it once [tensor-model-reload]
  app.nets.main = await tf.loadLayersModel(tf.io.browserFiles([file]));
}

class Loader {
  // A method, through a module variable's nested field.
  async load(file) {
    // CHECK: main.js:[[@LINE+1]]:31: warning: model loaded by 'tf.loadLayersModel' into 'agent.actor.model' every time 'load' runs (called from 'addEventListener' callback) replaces the previous model without disposing it; dispose the old one first, or load it once [tensor-model-reload]
    agent.actor.model = await tf.loadLayersModel(tf.io.browserFiles([file]));
  }
  // Control: the old model is disposed first (a swap).
  async swap(file) {
    if (app.nets.alt)
      app.nets.alt.dispose();
    app.nets.alt = await tf.loadLayersModel(tf.io.browserFiles([file]));
  }
  // Control: one per file name (a container by key).
  async keep(file) {
    app.nets.byName[file.name] =
        await tf.loadLayersModel(tf.io.browserFiles([file]));
  }
}
const loader = new Loader();

// Control: loaded once, behind a guard on the place it goes.
async function ensure() {
  if (cache.nets.main)
    return;
  cache.nets.main = await tf.loadLayersModel('/model.json');
}

// What the place holds is a model: its prediction is a new tensor.
function predict(x) {
  return cache.nets.main.predict(x);
}

document.getElementById('file').addEventListener('change', async (e) => {
  const file = e.target.files[0];
  await pick(file);
  await loader.load(file);
  await loader.swap(file);
  await loader.keep(file);
  await ensure();
  // A callback.
  const x = tf.zeros([1, 4]);
  // CHECK: main.js:[[@LINE+1]]:13: warning: tensor returned by 'predict' is never disposed; it leaks every time the 'addEventListener' callback runs [tensor-undisposed]
  const y = predict(x);
  console.log(y.shape);
  x.dispose();
});
