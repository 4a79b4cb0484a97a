// A program run by itself (`node src/cli.js`): its top level calls, so
// nothing naming it is no evidence.
import * as tf from '@tensorflow/tfjs';

function main() {
  for (let i = 0; i < 10; i++) {
    const c = tf.ones([2]);
    console.log(c.dataSync());
  }
}
main();
