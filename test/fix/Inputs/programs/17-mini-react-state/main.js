// A React-style component (hooks from an npm package the analyzer cannot
// see) classifies "drawings" and keeps the latest prediction tensor in state;
// the next render reads it. Shapes: tensor passed to a state setter
// (setPrediction(probs)) that keeps it; leaked model outputs in the handler.
const tf = require('@tensorflow/tfjs');
const {useState, render, renderCount} = require('mini-react');

const LABELS = ['circle', 'square', 'line'];

function App({model}) {
  const [prediction, setPrediction] = useState(null);
  const [count, setCount] = useState(0);

  function onDraw(pixels) {
    const input = tf.tensor2d([pixels]);
    const probs = model.predict(input).softmax();
    setPrediction(probs);
    setCount((c) => c + 1);
  }

  let text = 'draw something';
  if (prediction !== null) {
    const values = prediction.dataSync();
    const best = prediction.argMax(-1).dataSync()[0];
    text = `#${count} ${LABELS[best]} (${values[best].toFixed(4)})`;
  }
  return {text, onDraw};
}

async function main() {
  await tf.setBackend('cpu');
  const model = tf.sequential({layers: [
    tf.layers.dense({inputShape: [4], units: 3, kernelInitializer: tf.initializers.glorotUniform({seed: 17}), biasInitializer: 'zeros'}),
  ]});
  const drawings = [[1, 0, 0, 1], [0, 1, 1, 0], [1, 1, 1, 1], [0, 0, 1, 0]];
  let ui = render(App, {model});
  console.log(ui.text);
  for (const d of drawings) {
    ui.onDraw(d);
    ui = render(App, {model});
    console.log(ui.text);
  }
  console.log('renders', renderCount());
  console.log('numTensors', tf.memory().numTensors);
}

main();
