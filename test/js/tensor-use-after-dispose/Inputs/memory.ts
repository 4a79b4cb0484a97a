import type { Tensor } from '@tensorflow/tfjs';

const buffer: Array<{ state: Tensor; nextState: Tensor }> = [];

export function addSample(state: Tensor, nextState: Tensor) {
  buffer.push({ state, nextState });
}
