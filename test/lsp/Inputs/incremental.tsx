import * as tf from '@tensorflow/tfjs';
import { loadGraphModel } from '@tensorflow/tfjs-converter';

// Module variables that functions fill and read.
let cached: tf.LayersModel | null = null;
let lastFrame = null;
const history = [];
let running = true;

/** @param {tf.Tensor} t */
function normalize(t) {
  return tf.tidy(() => t.div(255).sub(0.5));
}

function square(x: tf.Tensor): tf.Tensor {
  return x.mul(x);
}

function helperReturnsFresh(xs: number[]) {
  const t = tf.tensor1d(xs);
  return t.add(1);
}

function consume(t) {
  const s = t.sum();
  s.dispose();
  t.dispose();
}

async function getModel() {
  if (!cached) {
    cached = await tf.loadLayersModel('/model.json');
  }
  return cached;
}

export async function predict(xs: number[]) {
  const model = await getModel();
  const input = helperReturnsFresh(xs);
  const out = model.predict(input) as tf.Tensor;
  const n = normalize(out);
  consume(n);
  input.dispose();
  return out.dataSync();
}

function tidyBody() {
  const a = tf.ones([2, 2]);
  return square(a);
}

export function runTidy() {
  const r = tf.tidy(tidyBody);
  const v = r.arraySync();
  r.dispose();
  return v;
}

class Detector {
  model: tf.GraphModel;
  threshold = 0.5;

  async load() {
    this.model = await loadGraphModel('/graph/model.json');
  }

  detect(frame) {
    const img = tf.browser.fromPixels(frame);
    const batched = img.expandDims(0);
    const res = this.model.execute(batched) as tf.Tensor;
    const scores = res.dataSync();
    img.dispose();
    batched.dispose();
    return scores;
  }

  dispose() {
    this.model.dispose();
  }
}

const detector = new Detector();

function onFrame(video) {
  const scores = detector.detect(video);
  lastFrame = tf.browser.fromPixels(video);
  history.push(scores[0]);
  if (running) {
    requestAnimationFrame(() => onFrame(video));
  }
}

function train(xs, ys) {
  const model = tf.sequential();
  model.add(tf.layers.dense({ units: 1, inputShape: [1] }));
  model.compile({ optimizer: 'sgd', loss: 'meanSquaredError' });
  const xt = tf.tensor2d(xs, [xs.length, 1]);
  const yt = tf.tensor2d(ys, [ys.length, 1]);
  return model.fit(xt, yt, { epochs: 10 }).then(() => {
    xt.dispose();
    yt.dispose();
    return model;
  });
}

function loop(model, frames) {
  for (const f of frames) {
    const x = tf.browser.fromPixels(f);
    const y = model.predict(x);
    y.print();
    x.dispose();
  }
}

let prev = null;
function smooth(x) {
  prev?.dispose();
  prev = tf.square(x);
  return prev.mean().dataSync()[0];
}

function inferred(model, xs) {
  const t = model.predict(xs);
  const labels = [];
  labels.push(1);
  return t.argMax(-1).dataSync();
}

document.getElementById('start').addEventListener('click', () => {
  const video = document.querySelector('video');
  onFrame(video);
});

setInterval(() => {
  const noise = tf.randomNormal([4]);
  noise.print();
}, 1000);

export const stats = {
  mean(t) {
    return t.mean().dataSync()[0];
  },
  scaled: (t, k) => tf.mul(t, k),
};

export function useStats(xs: number[]) {
  const t = tf.tensor(xs);
  const m = stats.mean(t);
  const s = stats.scaled(t, 2);
  t.dispose();
  return m + s.dataSync()[0];
}

function double(x) {
  return x.mul(2);
}

export function callsDouble() {
  const a = tf.scalar(3);
  const b = double(a);
  const c = double(b);
  a.dispose();
  b.dispose();
  return c;
}

function Viewer({ model }) {
  const [result, setResult] = React.useState(null);
  React.useEffect(() => {
    const t = tf.zeros([1, 3]);
    setResult(model.predict(t));
  }, [model]);
  return <div>{String(result)}</div>;
}

// Functions named as exported by other statements (the index reads these
// statements again only when an edit is inside them).
export { train as fit, smooth };
export default loop;
