// Another classic script of the page: its helper is a global.
function scoreText(text) {
  const input = tf.tensor2d([[text.length]]);
  return input.sum().dataSync()[0];
}
