// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --checks='-*,tensor-undisposed,tensor-use-after-dispose,tensor-double-dispose' %s | FileCheck %s --implicit-check-not=warning:
// A scope's callback runs right where the scope is called (tf.tidy(fn)):
// what its body disposes of the variables around it (the state a step
// replaces, the schedule value of this iteration) is disposed there, as if
// the function around it had done so. Through a literal, a function the
// function declares, a method, a module variable and an array of them. A
// release in a function the callback only makes (a timer) may never run.
import * as tf from '@tensorflow/tfjs';

let world = tf.zeros([2]);

export function advance(n) {
  for (let s = 0; s < n; s++) {
    world = tf.tidy(() => {
      const next = world.add(1);
      world.dispose();
      return next;
    });
  }
}

export function named(n) {
  let state = tf.zeros([2]);
  for (let s = 0; s < n; s++) {
    const delta = tf.scalar(s);
    const update = function () {
      const next = state.add(delta);
      tf.dispose([state, delta]);
      return next;
    };
    state = tf.tidy(update);
  }
  return state;
}

export class Sim {
  run(n) {
    let state = tf.zeros([2]);
    for (let s = 0; s < n; s++) {
      // CHECK: scope-callback-releases.js:[[@LINE+1]]:21: warning: tensor returned by 'tf.scalar' is never disposed; it leaks once per loop iteration
      const delta = tf.scalar(s);
      state = tf.tidy(() => {
        const next = state.add(delta);
        setTimeout(() => delta.dispose(), 0);
        state.dispose();
        return next;
      });
    }
    return state;
  }

  // Disposed inside the scope, used after it.
  late() {
    const t = tf.ones([2]);
    const sum = tf.tidy(() => {
      const s = t.sum();
      t.dispose();
      return s;
    });
    // CHECK: scope-callback-releases.js:[[@LINE+1]]:5: warning: {{.*}}'t'{{.*}} [tensor-use-after-dispose]
    t.print();
    return sum;
  }

  // The same through a function the method declares.
  lateNamed() {
    const t = tf.ones([2]);
    const total = function () {
      const s = t.sum();
      tf.dispose([t]);
      return s;
    };
    const sum = tf.tidy(total);
    // CHECK: scope-callback-releases.js:[[@LINE+1]]:5: warning: {{.*}}'t'{{.*}} [tensor-use-after-dispose]
    t.print();
    return sum;
  }
}
