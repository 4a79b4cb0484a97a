import * as tf from '@tensorflow/tfjs';
import {evaluateAll, summarizeEach, warmUp} from './checkpoints.js';

const MODEL_URLS = {face: '/models/face.json', hand: '/models/hand.json'};
const slots = {};
const models = [];

class Registry {
  // A method; the loop walks a module variable's entries (a container).
  async summarize() {
    const sizes = {};
    for (const [name, url] of Object.entries(MODEL_URLS)) {
      const m = await tf.loadGraphModel(url);
      sizes[name] = m.weights.length;
      m.dispose();
    }
    return sizes;
  }
}
export const registry = new Registry();

document.getElementById('files').addEventListener('change', async (e) => {
  // An event callback: each picked file is another model.
  for (const file of e.target.files) {
    const m = await tf.loadLayersModel(tf.io.browserFiles([file]));
    models.push(m.name);
    m.dispose();
  }
});

document.getElementById('pair').addEventListener('change', async (e) => {
  const files = e.target.files;
  for (let i = 0; i < files.length; i++) {
    if (!files[i].name.endsWith('.json'))
      continue;
    let weights;
    for (let j = 0; j < files.length; j++)
      if (files[j].name.endsWith('.bin'))
        weights = files[j];
    // One module-wide place filled on every change: the model it held is
    // replaced without being disposed (the loop is not the finding: each
    // iteration reads another file).
    // CHECK: picker.js:[[@LINE+1]]:25: warning: model loaded by 'tf.loadLayersModel' into 'slots.actor' every time the 'addEventListener' callback runs replaces the previous model without disposing it; dispose the old one first, or load it once [tensor-model-reload]
    slots.actor = await tf.loadLayersModel(tf.io.browserFiles([files[i], weights]));
  }
});

document.getElementById('eval').addEventListener('click', async () => {
  console.log(await registry.summarize());
  console.log(await evaluateAll(['/a', '/b'], tf.zeros([1, 4])));
  await warmUp(3, tf.zeros([1, 4]));
});

document.getElementById('again').addEventListener('click', async () => {
  for (const file of document.getElementById('files').files) {
    // Control: declared in the loop, but the same URL each time.
    const url = '/models/' + 'default.json';
    // CHECK: picker.js:[[@LINE+1]]:21: warning: model loaded by 'tf.loadLayersModel' inside a loop; load it once before the loop and reuse it [tensor-model-reload]
    const m = await tf.loadLayersModel(url);
    console.log(file.name, m.name);
    m.dispose();
  }
});

// Each picked file is another model, but each pick loads them all again and
// neither frees nor keeps them: the change handler's runs are the
// repetition, not the loop.
class Inspector {
  // A method.
  async inspect(files) {
    for (const file of files) {
      // CHECK: picker.js:[[@LINE+1]]:25: warning: model loaded by 'tf.loadLayersModel' every time 'inspect' runs (called from 'addEventListener' callback); load it once and reuse it (module-level variable, singleton service, or a cached promise) [tensor-model-reload]
      const net = await tf.loadLayersModel(tf.io.browserFiles([file]));
      console.log(net.name);
    }
  }
  // Control: a container by name keeps each one (a cache).
  async keep(files, byName) {
    for (const file of files)
      byName.set(file.name, await tf.loadLayersModel(tf.io.browserFiles([file])));
  }
}
const inspector = new Inspector();
const byName = new Map();

document.getElementById('inspect').addEventListener('change', async (e) => {
  await inspector.inspect(e.target.files);
  await inspector.keep(e.target.files, byName);
  // Another file.
  await summarizeEach(e.target.files);
});

// Control: the defaults, loaded once at start-up.
async function loadDefaults(urls) {
  for (const url of urls) {
    const m = await tf.loadLayersModel(url);
    console.log(m.name);
  }
}
loadDefaults(Object.values(MODEL_URLS));
