// A page's entry module, in a folder with no package.json of its own (the
// tests' folder is a published package's): the page loads it, so it is an
// application's entry, and a function it names nowhere never runs. Named
// alone on the command line, without its page, it is still checked.
import { draw } from './draw.js';

function showAccuracy() {
  const p = tf.ones([3]);
  // ALONE: app.js:[[@LINE-1]]:13: warning: tensor returned by 'tf.ones' is never disposed
  return p.dataSync();
}

document.getElementById('view').addEventListener('click', () => {
  const t = tf.ones([2]);
  // ALONE: app.js:[[@LINE-1]]:13: warning: tensor returned by 'tf.ones' is never disposed
  // ENTRY: app.js:[[@LINE-2]]:13: warning: tensor returned by 'tf.ones' is never disposed
  draw(t.dataSync());
});
