import * as tf from '@tensorflow/tfjs';

// Another file: each iteration evaluates another checkpoint.
export async function evaluateAll(paths, x) {
  const scores = [];
  for (let i = 0; i < paths.length; i++) {
    const url = `${paths[i]}/model.json`;
    const m = await tf.loadLayersModel(url);
    scores.push(m.evaluate(x, x));
    m.dispose();
  }
  return scores;
}

// Control: the same URL on every iteration.
export async function warmUp(times, x) {
  for (let i = 0; i < times; i++) {
    // CHECK: checkpoints.js:[[@LINE+1]]:21: warning: model loaded by 'tf.loadLayersModel' inside a loop; load it once before the loop and reuse it [tensor-model-reload]
    const m = await tf.loadLayersModel('indexeddb://warm');
    tf.tidy(() => m.predict(x));
    m.dispose();
  }
}

// Another file: each picked file's summary, on every pick.
export async function summarizeEach(files) {
  for (let i = 0; i < files.length; i++) {
    // CHECK: checkpoints.js:[[@LINE+1]]:21: warning: model loaded by 'tf.loadLayersModel' every time 'summarizeEach' runs (called from 'addEventListener' callback); load it once and reuse it (module-level variable, singleton service, or a cached promise) [tensor-model-reload]
    const m = await tf.loadLayersModel(tf.io.browserFiles([files[i]]));
    m.summary();
  }
}
