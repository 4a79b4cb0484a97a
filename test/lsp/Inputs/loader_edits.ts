import * as tf from '@tensorflow/tfjs';

let cached: tf.LayersModel | null = null;
const models: tf.GraphModel[] = [];

// Loads once, behind a guard on a module variable.
async function getModel() {
  if (!cached) {
    cached = await tf.loadLayersModel('/model.json');
  }
  return cached;
}

class Detector {
  model: tf.GraphModel | null = null;
  // Loads once, behind a guard on a field.
  async load() {
    if (!this.model) {
      this.model = await tf.loadGraphModel('/det.json');
    }
    this.model.predict(tf.zeros([1, 4]));
  }
}

// Loads a model into a container on every run, and warms it up.
async function addModel(url: string) {
  const m = await tf.loadGraphModel(url);
  models.push(m);
  m.predict(tf.zeros([1, 4]));
}

// Calls its callback once; a loop typed around the call repeats it.
function each(cb: () => void) {
  cb();
}

export async function start(button: HTMLElement, detector: Detector) {
  const model = await getModel();
  button.addEventListener('click', async () => {
    await detector.load();
    model.predict(tf.zeros([1, 4]));
  });
  each(() => addModel('/a.json'));
}

// An exported object's method.
export const stats = {
  mean(xs: tf.Tensor) {
    return tf.tidy(() => xs.mean());
  },
};
