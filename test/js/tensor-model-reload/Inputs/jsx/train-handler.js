// A handler another file's JSX registers (`onClick={onTrain}`): it runs per
// click here, in its own file.
import * as tf from '@tensorflow/tfjs';

export async function onTrain() {
  // CHECK: train-handler.js:[[@LINE+1]]:17: warning: model built by 'tf.sequential' every time 'onTrain' runs ('onClick' handler of <button> in jsx-handlers.jsx) is never disposed; {{.*}} [tensor-model-reload]
  const model = tf.sequential();
  model.add(tf.layers.dense({units: 1, inputShape: [1]}));
  await model.fit(tf.zeros([4, 1]), tf.zeros([4, 1]));
}
