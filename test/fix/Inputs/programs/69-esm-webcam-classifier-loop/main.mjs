// An ES-module webcam classifier loop: a class reads 5 frames from a fake camera module,
// preprocesses them and classifies each with a small model. Shapes: per-frame loop in a class
// method (5 iterations), tensors returned from another ES module's method (caller-owned),
// image preprocessing chain, predict().argMax().dataSync(); plain leaks safe to dispose.
import * as tf from '@tensorflow/tfjs';
import {FakeWebcam} from './lib/camera.mjs';

class ClassifierLoop {
  constructor(model, camera) {
    this.model = model;
    this.camera = camera;
    this.results = [];
  }

  renderFrame() {
    const frame = this.camera.read();
    const input = frame.resizeBilinear([4, 4]).toFloat().div(255).reshape([1, 48]);
    const label = this.model.predict(input).argMax(-1).dataSync()[0];
    this.results.push(label);
    return label;
  }

  run(frames) {
    for (let i = 0; i < frames; i++) console.log('frame', i, 'label', this.renderFrame());
  }
}

await tf.setBackend('cpu');
const model = tf.sequential({layers: [
  tf.layers.dense({inputShape: [48], units: 3, kernelInitializer: tf.initializers.glorotUniform({seed: 221})}),
]});
const loop = new ClassifierLoop(model, new FakeWebcam(6, 5));
loop.run(5);
console.log('labels', loop.results.join(''));
console.log('numTensors', tf.memory().numTensors);
