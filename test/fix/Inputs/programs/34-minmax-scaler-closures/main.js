// A min-max scaler factory returns transform/inverse closures over the min
// and range tensors it computed, in the style of scikit-learn ports. Shapes:
// tensors captured by returned closures (last textual use is inside an
// arrow function that runs after the factory returns); leaked results.
const tf = require('@tensorflow/tfjs');

function createScaler(data) {
  const min = data.min(0);
  const range = data.max(0).sub(min);
  return {
    transform: (x) => x.sub(min).div(range),
    inverse: (x) => x.mul(range).add(min),
  };
}

async function main() {
  await tf.setBackend('cpu');
  const temperatures = tf.tensor2d([[12, 1010], [18, 1002], [25, 995], [30, 990]]);
  const scaler = createScaler(temperatures);
  const scaled = scaler.transform(temperatures);
  console.log('scaled', Array.from(scaled.dataSync(), (v) => v.toFixed(3)).join(' '));
  const forecastScaled = tf.tensor2d([[0.5, 0.5], [1.2, -0.1]]);
  const forecast = scaler.inverse(forecastScaled);
  console.log('forecast', Array.from(forecast.dataSync(), (v) => v.toFixed(2)).join(' '));
  console.log('numTensors', tf.memory().numTensors);
}

main();
