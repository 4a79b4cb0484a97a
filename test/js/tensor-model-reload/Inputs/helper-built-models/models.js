// Builders another file calls: each call makes a model with weights of its
// own, which stay until it is disposed.
import * as tf from '@tensorflow/tfjs';

export function buildRegressor(features) {
  const model = tf.sequential();
  model.add(tf.layers.dense({units: 1, inputShape: [features]}));
  return model;
}

// Built by another builder: still a model built per call.
export function buildDeeper(features) {
  const model = buildRegressor(features);
  model.add(tf.layers.dense({units: 1}));
  return model;
}

// One model for every caller: not built per call.
let shared;
export function sharedRegressor() {
  if (!shared) shared = buildRegressor(4);
  return shared;
}

// Several models in one array: no one model the call site builds.
export function buildPair() {
  return [tf.sequential(), tf.sequential()];
}

// Trains the model it is given. The training callbacks run only while fit
// runs and only read the model: the caller still owns it.
export async function train(model, xs, ys) {
  model.compile({optimizer: 'sgd', loss: 'meanSquaredError'});
  await model.fit(xs, ys, {
    epochs: 10,
    callbacks: {
      onEpochEnd: async (epoch) => {
        const kernel = model.layers[0].getWeights()[0];
        console.log(epoch, kernel.shape);
      },
    },
  });
}

// A callback that keeps the model, or disposes it: it is not the caller's
// to dispose any more.
let best;
export async function trainKeepingBest(model, xs, ys) {
  await model.fit(xs, ys, {callbacks: {onTrainEnd: () => { best = model; }}});
}
export async function trainThenDispose(model, xs, ys) {
  await model.fit(xs, ys, {callbacks: {onTrainEnd: () => model.dispose()}});
}
export function bestModel() {
  return best;
}
