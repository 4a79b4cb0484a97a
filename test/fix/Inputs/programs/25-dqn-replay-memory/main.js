// A tiny deep-Q-learning loop on a 1-D corridor: transitions (state tensors) go into
// a ReplayMemory that keeps them, and batches sampled from it train a Q network with
// optimizer.minimize. Shapes: replay memory holding tensors beyond the step that made
// them; variables used by minimize closures; leaked Q values in action selection.
const tf = require('@tensorflow/tfjs');

class ReplayMemory {
  constructor(capacity) {
    this.capacity = capacity;
    this.buffer = [];
    this.next = 0;
  }
  append(transition) {
    if (this.buffer.length < this.capacity) {
      this.buffer.push(transition);
    } else {
      tf.dispose([this.buffer[this.next].state, this.buffer[this.next].nextState]);
      this.buffer[this.next] = transition;
    }
    this.next = (this.next + 1) % this.capacity;
  }
  sample(n, offset) {
    const out = [];
    for (let i = 0; i < n; i++) out.push(this.buffer[(offset + i * 3) % this.buffer.length]);
    return out;
  }
}

const SIZE = 5;
let W;
let optimizer;

function encodeState(pos) {
  const cells = new Array(SIZE).fill(0);
  cells[pos] = 1;
  return tf.tensor1d(cells);
}

function chooseAction(state, step) {
  if (step % 4 !== 3) return 1;
  const q = state.expandDims(0).matMul(W);
  return q.argMax(-1).dataSync()[0];
}

function trainOn(batch) {
  const states = tf.stack(batch.map((t) => t.state));
  const next = tf.stack(batch.map((t) => t.nextState));
  const actions = tf.oneHot(tf.tensor1d(batch.map((t) => t.action), 'int32'), 2);
  const rewards = tf.tensor1d(batch.map((t) => t.reward));
  const target = rewards.add(next.matMul(W).max(-1).mul(0.9));
  return optimizer.minimize(() => {
    const q = states.matMul(W).mul(actions).sum(-1);
    return q.sub(target).square().mean();
  }, true);
}

async function main() {
  await tf.setBackend('cpu');
  W = tf.variable(tf.zeros([SIZE, 2]));
  optimizer = tf.train.sgd(0.2);
  const memory = new ReplayMemory(8);
  let pos = 0;
  for (let step = 0; step < 30; step++) {
    const state = encodeState(pos);
    const action = chooseAction(state, step);
    const nextPos = Math.max(0, Math.min(SIZE - 1, pos + (action === 1 ? 1 : -1)));
    const reward = nextPos === SIZE - 1 ? 1 : 0;
    const nextState = encodeState(nextPos);
    memory.append({state, action, reward, nextState});
    pos = reward ? 0 : nextPos;
    if (step >= 4) {
      const loss = trainOn(memory.sample(4, step));
      if (step % 5 === 4) console.log('step', step, 'loss', loss.dataSync()[0].toFixed(4));
    }
  }
  const policy = W.argMax(-1).dataSync();
  console.log('policy', Array.from(policy).join(','));
  console.log('memory', memory.buffer.length);
  console.log('numTensors', tf.memory().numTensors);
}

main();
