import {randomNormal} from '@tensorflow/tfjs-core';

// A base whose warmup() builds outside any tidy.
export class WarmBase {
  protected build(): void {}
  warmup() {
    this.build();
  }
}

export class Conv extends WarmBase {
  scale = 0;
  protected override build() {
    // CHECK: Warm.ts:[[@LINE+3]]:18: warning: intermediate tensor from 'randomNormal' is never bound and cannot be disposed
    // CHECK: Warm.ts:[[@LINE+2]]:39: warning: intermediate tensor from 'square' is never bound and cannot be disposed
    // CHECK: Warm.ts:[[@LINE+1]]:48: warning: intermediate tensor from 'sum' is never bound and cannot be disposed
    this.scale = randomNormal([3, 3]).square().sum().dataSync()[0];
  }
}
