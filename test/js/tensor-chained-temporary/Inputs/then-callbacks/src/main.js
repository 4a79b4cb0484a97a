import * as tf from '@tensorflow/tfjs';
import { embed, Detector } from './embed.js';
import * as encoders from './embed.js';

// A module variable holding an instance of another file's class.
const detector = new Detector();
const pending = [];
let last;

async function square(x) {
  return tf.tidy(() => x.square());
}

// A callback parameter: what it resolves to goes to the `then` callback.
function runStep(step, img) {
  step(img).then((t) => t.dispose());
}

async function onFrame(img) {
  // The promise of each call settles with a tensor, handed to the callback,
  // which disposes it (or hands it on): nothing is left behind here.
  square(img).then((t) => t.dispose());
  embed(img).then((t) => {
    console.log(t.shape);
    t.dispose();
  });
  encoders.embed(img).then((t) => t.dispose());
  detector.detect(img).then((t) => draw(t));
  const p = square(img);
  p.then((t) => t.dispose());
  last = embed(img);
  last.then((t) => t.dispose());
  pending.push(square(img));
  runStep(square, img);
  // Reported: a tensor read straight off the awaited promise, and a promise
  // whose tensor nobody takes (`catch` hands on only a failure).
  const values = (await square(img)).dataSync();
  embed(img).catch(console.error);
  console.log(values.length);
  requestAnimationFrame(() => onFrame(img));
}

function draw(t) {
  console.log(t.shape);
  t.dispose();
}

document.getElementById('go').addEventListener('click', () =>
  onFrame(document.getElementById('video')),
);
