// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --report-unproven-repetition --checks='-*,tensor-*' %s | FileCheck %s --implicit-check-not=warning:
// A type imported from a library whose model does not track it is that
// library's type, not another library's of the same name: transformers.js's
// Tensor is a typed array the garbage collector frees (shape from
// dakenf/stable-diffusion-webgpu-minimal's schedulers); TF.js's is not.
import { Tensor } from '@xenova/transformers';
import * as tf from '@tensorflow/tfjs';
import type { Tensor as TfTensor } from '@tensorflow/tfjs';

export function step(sample: Tensor, output: Tensor, alpha: number): Tensor {
  return sample.sub(output.mul(Math.sqrt(1 - alpha))).div(Math.sqrt(alpha)).add(sample);
}

export function tfStep(sample: TfTensor, output: TfTensor): number {
  // CHECK: :[[@LINE+1]]:21: warning: tensor returned by 'sample.sub' is never disposed [tensor-undisposed]
  const predicted = sample.sub(output);
  return predicted.dataSync()[0] + tf.memory().numTensors;
}
