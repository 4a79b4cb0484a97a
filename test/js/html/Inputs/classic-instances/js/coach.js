// Made by a top-level function the page calls once.
class Coach {
  warmUp() {
    const probe = tf.zeros([1, 4]);
    agent.act(probe).print();
    probe.dispose();
  }
}

// Given instances of two classes: which one a call reaches is not known.
class Helper {
  async load() {
    const net = await tf.loadGraphModel('helper/model.json');
    net.predict(tf.zeros([1, 4])).print();
  }
}
class Other {
  load() {}
}

let coach;
let helper = new Helper();
function init() {
  coach = new Coach();
  helper = new Other();
}
