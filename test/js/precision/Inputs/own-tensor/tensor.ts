import * as tfc from '@tensorflow/tfjs-core';

// The project's own Tensor: a wrapper whose max() and min() return numbers.
export class Tensor {
  constructor(public tensor: tfc.Tensor) {}
  max(): number {
    return tfc.tidy(() => this.tensor.max().arraySync() as number);
  }
  min(): number {
    return tfc.tidy(() => this.tensor.min().arraySync() as number);
  }
  dispose() {
    this.tensor.dispose();
  }
}
