// Another classic script: it calls the agent's methods by the global's name.
function step() {
  const state = tf.zeros([1, 4]);
  const action = agent.act(state);
  action.print();
  state.dispose();
}

class Trainer {
  run() {
    const probe = tf.ones([1, 4]);
    agent.act(probe).print();
    probe.dispose();
  }
  replay(agent) {
    // A parameter of the same name: whatever the caller passes.
    agent.act(tf.ones([1, 4])).print();
  }
}
const trainer = new Trainer();
