// Loss functions of another file, handed to tf.grad by ../gradients.js.
export function meanSquare(pred, label) {
  const diff = pred.sub(label);
  return diff.square().mean();
}
