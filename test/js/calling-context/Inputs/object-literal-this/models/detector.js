import * as tf from '@tensorflow/tfjs-core';
import * as cocoSsd from '@tensorflow-models/coco-ssd';

// One detector per module, replaced by every load.
let detector;

export async function load() {
  // CHECK: detector.js:[[@LINE+1]]:20: warning: model loaded by 'cocoSsd.load' into 'detector' every time 'load' runs (called from 'init') replaces the previous model without disposing it; dispose the old one first, or load it once [tensor-model-reload]
  detector = await cocoSsd.load();
  // CHECK: detector.js:[[@LINE+1]]:25: warning: intermediate tensor from 'tf.zeros' is never bound and cannot be disposed; it leaks every time 'load' runs (called from 'init') [tensor-chained-temporary]
  await detector.detect(tf.zeros([227, 227, 3], 'int32'));
}

export function dispose() {
  detector.dispose();
}
