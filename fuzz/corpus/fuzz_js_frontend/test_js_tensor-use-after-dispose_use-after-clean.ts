// RUN: %tensorlint --checks='-*,tensor-use-after-dispose' %s | FileCheck %s --allow-empty --implicit-check-not=warning:
// Disposal after the last use, reassignment after dispose, disposal on one
// branch with the use on the other, and replay memories that evict properly.
import * as tf from '@tensorflow/tfjs';

export function readThenDispose(model: tf.LayersModel, x: tf.Tensor): Float32Array {
  const y = model.predict(x) as tf.Tensor;
  const data = y.dataSync() as Float32Array;
  y.dispose();
  return data;
}

export function replaceState(frames: tf.Tensor3D[]): tf.Tensor3D {
  let state = tf.zeros([1, 1, 1]) as tf.Tensor3D;
  for (const f of frames) {
    state.dispose();
    state = f.clone();
  }
  return state;
}

export function branches(flag: boolean, x: tf.Tensor): number {
  const y = x.square();
  if (flag) {
    y.dispose();
    return 0;
  }
  const v = y.dataSync()[0];
  y.dispose();
  return v;
}

export function shapeOnly(x: tf.Tensor): number[] {
  const y = x.reshape([-1]);
  const rank = y.rank;
  y.dispose();
  return [rank];
}

interface Transition { state: tf.Tensor; action: number; reward: number; nextState: tf.Tensor }

export class ReplayMemory {
  private buffer: Transition[] = [];
  constructor(private readonly capacity: number) {}
  push(t: Transition): void {
    this.buffer.push(t);
    if (this.buffer.length > this.capacity) {
      const old = this.buffer.shift()!;
      tf.dispose([old.state, old.nextState]);
    }
  }
  sample(n: number): Transition[] {
    return this.buffer.slice(-n);
  }
}

export function stepOnce(memory: ReplayMemory, model: tf.LayersModel, state: tf.Tensor, observation: number[]): tf.Tensor {
  const nextState = tf.tensor2d([observation]);
  const action = tf.tidy(() => (model.predict(state) as tf.Tensor).argMax(-1).dataSync()[0]);
  memory.push({ state, action, reward: 1, nextState });
  return nextState;
}

// A user class whose dispose() has nothing to do with tensors.
class Editor {
  private closed = false;
  dispose(): void { this.closed = true; }
  text(): string { return this.closed ? '' : 'hello'; }
}
export function editor(): string {
  const e = new Editor();
  e.dispose();
  return e.text();
}
