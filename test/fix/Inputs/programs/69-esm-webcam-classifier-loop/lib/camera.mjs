// A fake webcam: each read() returns a new frame tensor (the caller owns it).
import * as tf from '@tensorflow/tfjs';

export class FakeWebcam {
  constructor(width, height) {
    this.width = width;
    this.height = height;
    this.frame = 0;
  }
  read() {
    const n = this.width * this.height * 3;
    const values = new Int32Array(n);
    for (let i = 0; i < n; i++) values[i] = (i * 13 + this.frame * 29) % 256;
    this.frame++;
    return tf.tensor3d(values, [this.height, this.width, 3], 'int32');
  }
}
