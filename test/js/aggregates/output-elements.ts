// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --report-unproven-repetition --checks='-*,tensor-undisposed,tensor-use-after-dispose,tensor-double-dispose' %s %S/Inputs/outputs/heads.ts | FileCheck %s --implicit-check-not=warning:
// The outputs of a call that returns several tensors, taken one by one (by
// index into a name or a field, by destructuring an array that holds them):
// each is a tensor of its own from there on, freed by itself or with the
// array; one that nothing frees is the leak, reported where it was taken.
import * as tf from '@tensorflow/tfjs';
import {runHeads} from './Inputs/outputs/heads';

let lastEmbedding: tf.Tensor | null = null;

export class Pipeline {
  model: tf.GraphModel;
  cache: tf.Tensor[] = [];

  handpose(x: tf.Tensor) {
    const prediction = this.model.predict(x) as [tf.Tensor, tf.Tensor];
    const [flag, keypoints] = prediction;
    flag.dispose();
    if (x.size < 2) {
      keypoints.dispose();
      return null;
    }
    keypoints.dispose();
    return 1;
  }

  embed(x: tf.Tensor) {
    const embeddings = tf.tidy(() => {
      return this.model.execute(x, ['q', 'r']);
    }) as tf.Tensor[];
    const queryEmbedding = embeddings[0];
    const responseEmbedding = embeddings[1];
    return {queryEmbedding, responseEmbedding};
  }

  withEmbedding(x: tf.Tensor) {
    const outs = this.model.predict(x) as tf.Tensor[];
    const out = outs[0];
    const output: {scores?: Float32Array; embedding?: tf.Tensor} = {};
    output.embedding = outs[1];
    output.scores = out.dataSync() as Float32Array;
    tf.dispose(out);
    return output;
  }

  kept(x: tf.Tensor) {
    const [scores, boxes] = runHeads(this.model, x);
    this.cache.push(boxes);
    lastEmbedding = scores;
  }

  wholeArray(x: tf.Tensor) {
    const outs = runHeads(this.model, x);
    const scores = outs[0];
    console.log(scores.dataSync());
    tf.dispose(outs);
  }

  forgotten(x: tf.Tensor) {
    const prediction = this.model.predict(x) as tf.Tensor[];
    // CHECK: :[[@LINE+1]]:18: warning: tensor returned by 'prediction[1]' is never disposed
    const [flag, mesh] = prediction;
    console.log(mesh.shape);
    flag.dispose();
  }
}
