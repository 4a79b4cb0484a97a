// Exponential smoothing of pose keypoints across frames. The smoother keeps
// the tensor it returns as its state for the next frame, so callers must
// not dispose it.
import * as tf from '@tensorflow/tfjs';

let previous = null;

export function smooth(keypoints, alpha = 0.5) {
  const next = previous === null ? keypoints.clone() : previous.mul(1 - alpha).add(keypoints.mul(alpha));
  if (previous !== null) previous.dispose();
  previous = next;
  return next;
}

export function reset() {
  if (previous !== null) previous.dispose();
  previous = null;
}
