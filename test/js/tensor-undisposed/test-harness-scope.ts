// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --report-unproven-repetition --checks='-*,tensor-undisposed' %s %S/Inputs/test-harness/dataset.ts | FileCheck %s --implicit-check-not=warning:
// tfjs-core's test harness runs every spec of describeWithFlags between
// ENGINE.startScope() and ENGINE.endScope(): what a spec makes is freed when
// it ends, however it is made (an op, another file's method through an
// instance, a helper of the suite), and whether the spec is async: the scope
// stays open across its awaits (`spans_awaits` in apis/tfjs.yaml), unlike
// tf.tidy's. Specs of a plain describe() are not in a scope.
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
  it('awaits', async () => {
    const input = tf.zeros([4, 4, 3]);
    await new Dataset().load(input);
    const outs = [1, 2].map((v) => tf.scalar(v).add(x).dataSync()[0]);
    expect(outs.length).toEqual(2);
    const later = tf.ones([2]);
    expect(await later.data()).toEqual(new Float32Array([1, 1]));
  });
  describe('nested', () => {
    it('awaits too', async () => {
      await Promise.resolve();
      const z = tf.ones([3]);
      expect(z.shape).toEqual([3]);
    });
  });
});

describe('plain', () => {
  it('leaks', () => {
    // CHECK: :[[@LINE+1]]:15: warning: tensor returned by 'tf.ones' is never disposed
    const y = tf.ones([2]);
    expect(y.dataSync()[0]).toEqual(1);
  });
  it('leaks after an await', async () => {
    await Promise.resolve();
    // CHECK: :[[@LINE+1]]:15: warning: tensor returned by 'tf.ones' is never disposed
    const z = tf.ones([2]);
    expect(z.shape).toEqual([2]);
  });
});
