// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --checks='-*,tensor-use-after-dispose' %s %S/Inputs/reassigned-fields/steps.ts | FileCheck %s --implicit-check-not=warning:
// A field disposed and then given another value names that value from
// then on (`this.centroids.dispose(); this.centroids = next;`): its uses are
// no uses of the disposed tensor, whatever the value: an element of a
// method's results, of another file's helper's, a callback's result, in a
// module-level object's field. Control: a use with no reassignment between.
import * as tf from '@tensorflow/tfjs';
import {nextCentroids} from './Inputs/reassigned-fields/steps';

const state: {current?: tf.Tensor} = {};

export class KMeans {
  private centroids!: tf.Tensor;
  private step(v: tf.Tensor): [tf.Tensor, tf.Tensor] {
    return [v.sub(1), v.div(2)];
  }
  train(v: tf.Tensor, onStep: (c: tf.Tensor) => void) {
    this.centroids = v.clone();
    for (let i = 0; i < 3; i++) {
      const [next, assigned] = this.step(v);
      this.centroids.dispose();
      this.centroids = next;
      onStep(this.centroids);
      assigned.dispose();
    }
  }
  trainShared(v: tf.Tensor, onStep: (c: tf.Tensor) => void) {
    this.centroids = v.clone();
    const [next, assigned] = nextCentroids(v);
    this.centroids.dispose();
    this.centroids = next;
    onStep(this.centroids);
    assigned.dispose();
  }
  refine(v: tf.Tensor, improve: (c: tf.Tensor) => tf.Tensor) {
    const better = improve(this.centroids);
    this.centroids.dispose();
    this.centroids = better;
    return this.centroids.sum();
  }
  broken(v: tf.Tensor, onStep: (c: tf.Tensor) => void) {
    this.centroids = v.clone();
    this.centroids.dispose();
    // CHECK: reassigned-fields.ts:[[@LINE+1]]:5: warning: tensor 'this.centroids' is used after it was disposed
    onStep(this.centroids);
  }
}

export function advance(v: tf.Tensor) {
  const [next, assigned] = nextCentroids(v);
  state.current?.dispose();
  state.current = next;
  assigned.dispose();
  return state.current.shape;
}
