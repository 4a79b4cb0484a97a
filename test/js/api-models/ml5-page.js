// RUN: rm -rf %t && mkdir -p %t && cp %S/Inputs/ml5-page/index.html %t/ && cp %s %t/sketch.js
// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --checks='-*,tensor-undisposed,tensor-chained-temporary' %t | FileCheck %s --implicit-check-not=warning:
// A page's script that names ml5's global and no TF.js: a value of unknown
// type (what an ml5 model's method gives back, a neural network ml5 makes)
// is one of ml5's models, whose predict and classify give plain
// predictions, not a TF.js model's tensor. Through a handler the page
// calls, a callback, a module variable and an array of them. The same
// calls in a file that also names TF.js's global try TF.js's models after
// ml5's: only what ml5 does not have is a TF.js method.
let featureExtractor;
let regressor;
const brains = [];

function setup() {
  featureExtractor = ml5.featureExtractor('MobileNet', modelReady);
  regressor = featureExtractor.regression(video, videoReady);
  brains.push(ml5.neuralNetwork({inputs: 4, outputs: 2}));
}

function predict() {
  regressor.predict(gotResults);
  brains.forEach((brain) => brain.predict([1, 2, 3, 4], gotResults));
  // CHECK: sketch.js:[[@LINE+1]]:3: warning: intermediate tensor from 'tf.tensor1d' is never bound
  tf.tensor1d([1, 2]).print();
}

function gotResults(err, result) {
  console.log(result);
}
