const tf = require('@tensorflow/tfjs');

/** @param {tf.LayersModel} model */
function show(model) {
  const probe = tf.ones([1, 1]);
  probe.print();
  const xs = tf.ones([1, 1]);
  model.fit(xs, xs);
  model.summary();
}

module.exports = {show};
