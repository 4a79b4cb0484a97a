// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --report-unproven-repetition --checks='-*,tensor-undisposed' %s %S/Inputs/car-env.ts | FileCheck %s --implicit-check-not=warning:
// A method of another module's class, called through a field declared with
// that class's type, hands out a fresh tensor: its summary says so, so the
// caller that drops it leaks (shape from GregoryKogan/Mountain-car-RL).
import * as tf from '@tensorflow/tfjs';
import type { CarEnv } from './Inputs/car-env';

export class Orchestrator {
  env: CarEnv;
  constructor(env: CarEnv) {
    this.env = env;
  }

  play(steps: number): number[] {
    const seen: number[] = [];
    // CHECK: :[[@LINE+1]]:37: warning: tensor returned by 'this.env.getStateTensor' is never disposed [tensor-undisposed]
    let state: tf.Tensor2D | null = this.env.getStateTensor();
    for (let i = 0; i < steps; i++) {
      this.env.step(1);
      seen.push(state!.dataSync()[0]);
      // CHECK: :[[@LINE+1]]:15: warning: tensor returned by 'this.env.getStateTensor' is never disposed; it leaks once per loop iteration [tensor-undisposed]
      state = this.env.getStateTensor();
    }
    return seen;
  }

  observe(): number {
    const s = this.env.getStateTensor();
    const v = s.dataSync()[0];
    s.dispose();
    return v;
  }
}
