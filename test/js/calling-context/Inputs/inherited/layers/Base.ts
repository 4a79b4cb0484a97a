import {Tensor, tidy} from '@tensorflow/tfjs-core';

// Subclasses in other files build their weights on the first call and
// implement forward; callers run call() inside a tidy.
export default abstract class Base {
  protected build(): void {}
  abstract forward(x: Tensor): Tensor;
  public call(x: Tensor): Tensor {
    this.build();
    return this.forward(x);
  }
  // Runs the sampler a caller gives inside a tidy.
  protected step(x: Tensor, sample: (t: Tensor) => Tensor): Tensor {
    return tidy(() => sample(x.relu()));
  }
  public next(x: Tensor, temperature: number): Tensor {
    const sample = (t: Tensor) => t.div(temperature).softmax().argMax();
    return this.step(x, sample);
  }
}
