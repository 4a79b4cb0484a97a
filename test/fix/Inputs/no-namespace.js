import { mul } from '@tensorflow/tfjs';

export function show(x) {
  mul(x, 2).print();
}
