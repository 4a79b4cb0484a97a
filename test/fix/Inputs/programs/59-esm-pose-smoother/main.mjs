// A pose-tracking loop in ES modules: each frame's raw keypoints are smoothed by
// lib/smoother.mjs, which returns its own state tensor, and the frame loop reads it to draw
// (print) the wrist position. Shapes: per-frame loop (5 frames) with a tensor returned from
// another ES module that keeps it (the caller must not dispose it); raw keypoints leak per frame.
import * as tf from '@tensorflow/tfjs';
import {smooth, reset} from './lib/smoother.mjs';

function detectPose(frame) {
  const jitter = frame % 2 === 0 ? 0.05 : -0.05;
  return tf.tensor2d([[0.5 + jitter, 0.2], [0.4, 0.5 + jitter], [0.6 + frame * 0.02, 0.8]]);
}

function drawFrame(frame) {
  const raw = detectPose(frame);
  const smoothed = smooth(raw);
  const wrist = smoothed.arraySync()[2];
  console.log('frame', frame, 'wrist', wrist.map((v) => v.toFixed(4)).join(','));
}

async function main() {
  await tf.setBackend('cpu');
  for (let frame = 0; frame < 5; frame++)
    drawFrame(frame);
  reset();
  console.log('numTensors', tf.memory().numTensors);
}

await main();
