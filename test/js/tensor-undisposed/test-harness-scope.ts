// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --checks='-*,tensor-undisposed' %s %S/Inputs/test-harness/dataset.ts | FileCheck %s --implicit-check-not=warning:
// tfjs-core's test harness runs every spec of describeWithFlags between
// ENGINE.startScope() and ENGINE.endScope(): what a spec makes is freed when
// it ends, however it is made (an op, another file's method through an
// instance, a helper of the suite). Specs of a plain describe() are not.
import * as tf from '@tensorflow/tfjs-core';
import {describeWithFlags, NODE_ENVS} from '@tensorflow/tfjs-core/dist/jasmine_util';
import {Dataset} from './Inputs/test-harness/dataset';

describeWithFlags('Dataset', NODE_ENVS, () => {
  let x: tf.Tensor;
  const twice = (t: tf.Tensor) => tf.mul(t, 2);
  beforeEach(() => {
    x = tf.zeros([2]);
  });
  it('adds', () => {
    const y = tf.add(x, tf.ones([2]));
    expect(y.dataSync()[0]).toEqual(1);
  });
  it('gets', () => {
    const d = new Dataset();
    const {xs} = d.getData();
    expect(twice(xs).shape).toEqual([1]);
  });
});

describe('plain', () => {
  it('leaks', () => {
    // CHECK: :[[@LINE+1]]:15: warning: tensor returned by 'tf.ones' is never disposed
    const y = tf.ones([2]);
    expect(y.dataSync()[0]).toEqual(1);
  });
});
