// A TypeScript file without imports or exports is a global script: other
// files of the compilation may call its functions, so they are checked.
declare const tf: typeof import('@tensorflow/tfjs');

function drawGlobal() {
  const g = tf.ones([14]);
  // ALL: [[@LINE-1]]:13: warning: tensor returned by 'tf.ones' is never disposed
  console.log(g.dataSync());
}
