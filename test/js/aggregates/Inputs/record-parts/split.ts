import * as tf from '@tensorflow/tfjs';

// A record of fresh tensors: its caller owns each field.
export function trainValSplit(xs: tf.Tensor, ys: tf.Tensor) {
  return {
    trainXs: xs.square(),
    trainYs: ys.square(),
    valXs: xs.abs(),
    valYs: ys.abs(),
  };
}

export function releaseSplits(splits) {
  const trainXs = splits.trainXs;
  const trainYs = splits.trainYs;
  tf.dispose([trainXs, trainYs]);
  const valXs = splits.valXs;
  valXs.dispose();
  splits.valYs.dispose();
}
