import * as tf from '@tensorflow/tfjs-core';
import {registerKernel, registerGradient} from '@tensorflow/tfjs-core';
import {scaleConfig} from './kernels/scale';
import {shiftConfig} from './kernels/shift';

registerKernel(scaleConfig);
const configs = [shiftConfig];
for (const config of configs) {
  tf.registerKernel(config);
}

// Inline, with an arrow.
registerKernel({
  kernelName: 'Clip01',
  backendName: 'cpu',
  kernelFunc: ({inputs}) => {
    const x = inputs.x as tf.Tensor;
    return tf.minimum(tf.maximum(x, 0), 1).mul(1);
  },
});

// A gradient's gradFunc runs inside the engine's backward tidy.
function scaleGradFunc(dy: tf.Tensor, saved: tf.Tensor[]) {
  const twice = saved[0].mul(2);
  return {x: () => dy.mul(twice.add(1))};
}
const scaleGrad = {kernelName: 'Scale', inputsToSave: ['x'], gradFunc: scaleGradFunc};
registerGradient(scaleGrad);

// Not a kernel: a function of the module, called per click.
function norm(x: tf.Tensor) {
  // CHECK: register.ts:[[@LINE+2]]:10: warning: intermediate tensor from 'x.square' is never bound and cannot be disposed
  // CHECK: register.ts:[[@LINE+1]]:21: warning: intermediate tensor from 'sum' is never bound and cannot be disposed
  return x.square().sum().sqrt();
}
document.getElementById('norm')!.addEventListener('click', () => {
  const x = tf.ones([3]);
  const n = norm(x);
  n.print();
  tf.dispose([x, n]);
});
