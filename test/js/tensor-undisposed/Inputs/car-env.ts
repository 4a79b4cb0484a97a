// An environment class of another module whose method hands out a fresh
// state tensor (GregoryKogan/Mountain-car-RL's MountainCarEnvironment).
import { tensor2d, Tensor2D } from '@tensorflow/tfjs';

export class CarEnv {
  position = 0;
  velocity = 0;
  getStateTensor(): Tensor2D {
    return tensor2d([[this.position, this.velocity]]);
  }
  step(action: number): boolean {
    this.velocity += action * 0.001;
    this.position += this.velocity;
    return this.position >= 0.5;
  }
}
