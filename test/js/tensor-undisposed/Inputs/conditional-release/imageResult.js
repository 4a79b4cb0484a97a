// Frees the tensor it is given unless asked to hand it back, inside the
// record it returns.
import * as tf from '@tensorflow/tfjs';

export default async function imageResult(tensor, options) {
  const raw = await tf.browser.toPixels(tensor);
  if (options.returnTensors) {
    return {tensor, raw};
  }
  tensor.dispose();
  return {raw};
}
