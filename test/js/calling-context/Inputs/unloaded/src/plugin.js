// A Node-RED node: only package.json names it, and Node-RED loads it.
const tf = require('@tensorflow/tfjs-node');

module.exports = function (RED) {
  function Infer(config) {
    RED.nodes.createNode(this, config);
    this.on('input', (msg) => {
      const n = tf.tensor1d(msg.payload);
      msg.payload = n.sum().dataSync()[0];
      this.send(msg);
    });
  }
  RED.nodes.registerType('infer', Infer);
};
