import {Tensor, Variable, randomNormal, variable} from '@tensorflow/tfjs-core';
import Base from './Base';

export default class Dense extends Base {
  private w?: Variable;
  protected override build() {
    if (!this.w) this.w = variable(randomNormal([4, 4]).mul(0.1));
  }
  forward(x: Tensor): Tensor {
    return x.matMul(this.w!);
  }
  // Hands the caller's sampler on to the base class.
  protected override step(x: Tensor, sample: (t: Tensor) => Tensor): Tensor {
    return super.step(x.abs(), sample);
  }
}
