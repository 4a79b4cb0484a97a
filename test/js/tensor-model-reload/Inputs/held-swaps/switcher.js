import * as poseDetection from '@tensorflow-models/pose-detection';

// Another file's helper: the caller's holder gives up its detector before
// the new one is made and handed back to it.
export async function switchDetector(holder, model) {
  if (holder.detector) {
    holder.detector.dispose();
  }
  const next = await poseDetection.createDetector(model);
  holder.setDetector(next);
}
