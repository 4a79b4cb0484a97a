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
