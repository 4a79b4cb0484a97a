// The agent of ../replay.js, fixed: the replay memory owns the transitions'
// tensors and disposes them when it evicts an entry; the chained argMax runs
// inside tf.tidy().
const tf = require('@tensorflow/tfjs-node');

class Agent {
  constructor(model, env, capacity = 10000) {
    this.model = model;
    this.env = env;
    this.capacity = capacity;
    this.memory = [];
  }

  act(state) {
    return tf.tidy(() => this.model.predict(state).argMax(-1).dataSync()[0]);
  }

  step(state) {
    const action = this.act(state);
    const { observation, reward, done } = this.env.step(action);
    const nextState = tf.tensor2d([observation]);
    this.memory.push([state, action, reward, nextState, done]);
    if (this.memory.length > this.capacity) {
      const [oldState, , , oldNext] = this.memory.shift();
      tf.dispose([oldState, oldNext]);
    }
    return done;
  }

  bestValue(state) {
    const qValues = this.model.predict(state);
    const best = qValues.max();
    const value = best.dataSync()[0];
    tf.dispose([qValues, best]);
    return value;
  }

  // One episode: the value of each state, then a step from it, until the
  // environment is done. act() and bestValue() run once per step.
  runEpisode() {
    let total = 0;
    for (let done = false; !done; ) {
      const state = tf.tensor2d([this.env.observation()]);
      total += this.bestValue(state);
      done = this.step(state); // the replay memory keeps the state
    }
    return total;
  }
}

module.exports = { Agent };
