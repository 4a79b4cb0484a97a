// A labelling app: each captured sample tensor is dispatched to a
// Redux-like store whose reducer keeps it; "train" later stacks the samples
// from the store and fits a model. Shapes: store.dispatch({type, payload: t})
// with a reducer that keeps the payload; leaked capture intermediates.
const tf = require('@tensorflow/tfjs');
const {createStore} = require('./store');

function samplesReducer(state, action) {
  switch (action.type) {
    case 'ADD_SAMPLE':
      return {...state, samples: [...state.samples, action.payload.x], labels: [...state.labels, action.payload.label]};
    case 'CLEAR':
      return {samples: [], labels: []};
    default:
      return state;
  }
}

function capture(i) {
  const raw = tf.tensor1d([i % 2, (i + 1) % 2, i / 10, 1 - i / 10]);
  return raw.mul(2).sub(1);
}

async function main() {
  await tf.setBackend('cpu');
  const store = createStore(samplesReducer, {samples: [], labels: []});
  store.subscribe((state, action) => {
    if (action.type === 'ADD_SAMPLE') console.log('samples', state.samples.length);
  });
  for (let i = 0; i < 6; i++) {
    const x = capture(i);
    store.dispatch({type: 'ADD_SAMPLE', payload: {x, label: i % 2}});
  }

  const {samples, labels} = store.getState();
  const xs = tf.stack(samples);
  const ys = tf.tensor2d(labels, [labels.length, 1]);
  const model = tf.sequential({layers: [tf.layers.dense({inputShape: [4], units: 1, activation: 'sigmoid', kernelInitializer: 'zeros'})]});
  model.compile({optimizer: tf.train.sgd(0.5), loss: 'binaryCrossentropy'});
  const h = await model.fit(xs, ys, {epochs: 10, batchSize: 6, shuffle: false, verbose: 0});
  console.log('loss', h.history.loss[9].toFixed(4));
  console.log('first sample', Array.from(store.getState().samples[0].dataSync()).join(','));
  tf.dispose(store.getState().samples);
  store.dispatch({type: 'CLEAR'});
  console.log('numTensors', tf.memory().numTensors);
}

main();
