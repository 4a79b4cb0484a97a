import * as tf from '@tensorflow/tfjs';

// Another file's helper: the sequential it builds holds the two models it
// is given, no layer of its own.
export async function exportCombined(base, head) {
  const combined = tf.sequential();
  combined.add(base);
  combined.add(head);
  await combined.save('downloads://combined');
}
