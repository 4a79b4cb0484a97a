// Functions a module puts on the global object, where the page's on*
// attributes find them: inside the load handler, as tutorials write it.
import * as tf from '@tensorflow/tfjs';
import {toInput} from './input.js';

let model;
const history = [];

window.onload = async () => {
  model = await tf.loadLayersModel('model.json');

  // Another file's helper makes the input; the prediction is dropped.
  window.predict = () => {
    // CHECK: js/entry.js:[[@LINE+1]]:18: warning: tensor returned by 'model.predict' is never disposed; it leaks every time 'predict' runs ('onclick' attribute of the page in index.html) [tensor-undisposed]
    const pred = model.predict(toInput([1, 2, 3]));
    console.log(pred.dataSync());
  };

  // A callback: the loop's body keeps nothing but the container's copy.
  window.train = () => {
    [1, 2, 3].forEach((v) => {
      history.push(tf.scalar(v));
    });
  };
};

// Put on the global object by its name.
function classify(file) {
  // CHECK: js/entry.js:[[@LINE+1]]:17: warning: tensor returned by 'tf.tensor1d' is never disposed; it leaks every time 'classify' runs ('onchange' attribute of the page in index.html) [tensor-undisposed]
  const bytes = tf.tensor1d([file.size]);
  console.log(bytes.dataSync());
}
window.classify = classify;

// Nothing names it but the module itself: the page's `ownName()` is no
// call of it.
function ownName() {
  const unused = tf.ones([2]);
  return unused.shape;
}
console.log(ownName.name);
