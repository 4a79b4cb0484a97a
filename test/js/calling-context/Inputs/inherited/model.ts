import {Tensor, ones, tidy} from '@tensorflow/tfjs-core';
import Dense from './layers/Dense';
import {Conv} from './layers/Warm';

function applyLayer(layer: Dense, x: Tensor): Tensor {
  return layer.call(x);
}

export class Model {
  private dense = new Dense();
  private blocks: Dense[] = [new Dense(), new Dense()];
  private conv = new Conv();
  predict(x: Tensor): Tensor {
    return tidy(() => {
      let y = this.dense.call(x);
      for (const block of this.blocks) y = block.call(y);
      for (let i = 0; i < this.blocks.length; i++) {
        const block = this.blocks[i];
        y = block.call(y);
      }
      return applyLayer(this.dense, y).relu();
    });
  }
  sample(x: Tensor): Tensor {
    return this.dense.next(x, 0.7);
  }
  warm() {
    this.conv.warmup();
  }
}

const model = new Model();
const input = ones([1, 4]);
document.body.onclick = () => {
  model.warm();
  tidy(() => model.sample(input).print());
  model.predict(input).dispose();
};
