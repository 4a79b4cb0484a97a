// Builds an autoencoder and an encoder model that shares its layers.
import * as tf from '@tensorflow/tfjs';

export function buildAutoencoder(inputSize, codeSize) {
  const input = tf.input({shape: [inputSize]});
  const code = tf.layers.dense({units: codeSize, activation: 'sigmoid', name: 'code',
    kernelInitializer: tf.initializers.glorotUniform({seed: 61})}).apply(input);
  const reconstruction = tf.layers.dense({units: inputSize, activation: 'sigmoid',
    kernelInitializer: tf.initializers.glorotUniform({seed: 62})}).apply(code);
  const autoencoder = tf.model({inputs: input, outputs: reconstruction});
  const encoder = tf.model({inputs: input, outputs: code});
  autoencoder.compile({optimizer: tf.train.adam(0.05), loss: 'meanSquaredError'});
  return {autoencoder, encoder, code};
}
