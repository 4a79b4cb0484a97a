// A DQN agent with a replay memory (Node, tfjs-node).
//
// step() stores the transition in the replay memory and then disposes the
// state tensors right away, so training later reads freed tensors and
// crashes. It also disposes the action values twice. See clean/replay.js.
const tf = require('@tensorflow/tfjs-node');

class Agent {
  constructor(model, env, capacity = 10000) {
    this.model = model;
    this.env = env;
    this.capacity = capacity;
    this.memory = [];
  }

  act(state) {
    const qValues = this.model.predict(state);
    const action = qValues.argMax(-1).dataSync()[0];
    qValues.dispose();
    return action;
  }

  step(state) {
    const action = this.act(state);
    const { observation, reward, done } = this.env.step(action);
    const nextState = tf.tensor2d([observation]);
    this.memory.push([state, action, reward, nextState, done]);
    tf.dispose([state, nextState]);
    return done;
  }

  bestValue(state) {
    const qValues = this.model.predict(state);
    const best = qValues.max().dataSync()[0];
    qValues.dispose();
    tf.dispose(qValues);
    return best;
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
