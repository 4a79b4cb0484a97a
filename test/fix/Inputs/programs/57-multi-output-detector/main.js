// A toy object detector: a functional model with two outputs (box coordinates
// and confidence scores for 3 anchors), followed by non-max suppression. Shapes:
// model.predict with multiple outputs destructured into [boxes, scores]; the
// graph's output SymbolicTensors; chained reshapes and gathers that leak.
const tf = require('@tensorflow/tfjs');

function buildDetector() {
  const image = tf.input({shape: [6], name: 'image_features'});
  const shared = tf.layers.dense({units: 8, activation: 'relu', kernelInitializer: tf.initializers.glorotUniform({seed: 171})}).apply(image);
  const boxes = tf.layers.dense({units: 12, activation: 'sigmoid', name: 'boxes', kernelInitializer: tf.initializers.glorotUniform({seed: 172})}).apply(shared);
  const scores = tf.layers.dense({units: 3, activation: 'sigmoid', name: 'scores', kernelInitializer: tf.initializers.glorotUniform({seed: 173})}).apply(shared);
  return tf.model({inputs: image, outputs: [boxes, scores]});
}

async function main() {
  await tf.setBackend('cpu');
  const detector = buildDetector();
  console.log('outputs', detector.outputs.map((o) => o.shape[1]).join(','));
  const frames = [[0.2, 0.9, 0.1, 0.5, 0.3, 0.7], [0.8, 0.1, 0.6, 0.2, 0.9, 0.4]];
  for (const f of frames) {
    const [boxes, scores] = detector.predict(tf.tensor2d([f]));
    const b = boxes.reshape([3, 4]);
    const s = scores.reshape([3]);
    const keep = await tf.image.nonMaxSuppressionAsync(b, s, 2, 0.3, 0.1);
    const kept = b.gather(keep);
    console.log('kept', Array.from(keep.dataSync()).join(','), 'first box', Array.from(kept.dataSync().slice(0, 4), (v) => v.toFixed(3)).join(' '));
  }
  console.log('numTensors', tf.memory().numTensors);
}

main();
