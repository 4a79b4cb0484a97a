import * as tf from '@tensorflow/tfjs';

// A program Node can run by itself (`node train.js`): no page global.
for (let epoch = 0; epoch < 10; epoch++) {
  const batch = tf.tensor([epoch]);
  console.log(batch.dataSync());
}
