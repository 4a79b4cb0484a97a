// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --report-unproven-repetition --checks='-*,tensor-undisposed' %s | FileCheck %s --implicit-check-not=warning:
// A multi-output result declared an array (`as tf.Tensor[]`, `: tf.Tensor[]`)
// is one: its slice() and concat() are the array's, whose elements are
// borrowed from it and freed with it (`tf.dispose(outputs)`). A result
// declared a tensor keeps Tensor.slice, which makes a tensor.
import * as tf from '@tensorflow/tfjs';

export class Landmarks {
  model: tf.GraphModel;

  detect(input: tf.Tensor) {
    const outputs = this.model.execute(input, ['flag', 'mesh']) as tf.Tensor[];
    const flag = outputs[0] as tf.Tensor2D,
      meshes = outputs.slice(1) as tf.Tensor4D[];
    console.log(flag.dataSync(), meshes.length);
    tf.dispose(outputs);
  }

  annotated(input: tf.Tensor) {
    const outputs: tf.Tensor[] = this.model.predict(input) as tf.Tensor[];
    const rest = outputs.slice(1).concat(outputs.slice(0, 1));
    console.log(rest.length);
    outputs.forEach((t) => t.dispose());
  }

  leaky(input: tf.Tensor) {
    // CHECK: :[[@LINE+1]]:21: warning: tensor returned by 'this.model.execute' is never disposed
    const outputs = this.model.execute(input, ['flag']) as tf.Tensor[];
    console.log(outputs.slice(1).length);
  }

  single(input: tf.Tensor) {
    const out = this.model.predict(input) as tf.Tensor;
    // CHECK: :[[@LINE+1]]:19: warning: tensor returned by 'out.slice' is never disposed
    const first = out.slice([0], [1]);
    console.log(first.dataSync());
    out.dispose();
  }
}
