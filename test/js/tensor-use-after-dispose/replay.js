// RUN: not %tensorlint --checks='-*,tensor-use-after-dispose' %s | FileCheck %s --implicit-check-not=warning:
// The replay-memory bug: tensors stored in a container, then disposed
// through the local name while the container still holds them.
import * as tf from '@tensorflow/tfjs';

export class Agent {
  constructor(env, model) {
    this.env = env;
    this.model = model;
    this.memory = [];
  }

  step(state) {
    const action = tf.tidy(() => this.model.predict(state).argMax(-1).dataSync()[0]);
    const { reward, observation } = this.env.step(action);
    const nextState = tf.tensor2d([observation]);
    // CHECK-DAG: :[[@LINE+2]]:5: note: stored here
    // CHECK-DAG: :[[@LINE+1]]:5: note: stored here
    this.memory.push([state, action, reward, nextState]);
    // CHECK-DAG: :[[@LINE+2]]:{{[0-9]+}}: warning: tensor 'state' is disposed while the container it was stored in still holds it [tensor-use-after-dispose]
    // CHECK-DAG: :[[@LINE+1]]:{{[0-9]+}}: warning: tensor 'nextState' is disposed while the container it was stored in still holds it [tensor-use-after-dispose]
    tf.dispose([state, nextState]);
  }
}

const buffers = new Map();
export function remember(id, values) {
  const t = tf.tensor1d(values);
  buffers.set(id, t);
  // CHECK: :[[@LINE+1]]:3: warning: tensor 't' is disposed while the container it was stored in still holds it [tensor-use-after-dispose]
  t.dispose();
}

export function train(model, batch) {
  const xs = [];
  for (const sample of batch) {
    const x = tf.tensor1d(sample.features);
    xs.push(x);
    // CHECK: :[[@LINE+1]]:5: warning: tensor 'x' is disposed while the container it was stored in still holds it [tensor-use-after-dispose]
    x.dispose();
  }
  return model.fit(tf.stack(xs), tf.tensor1d(batch.map((s) => s.label)));
}
