// Another classic script of the page.
function relabel(text) {
  const encoded = tf.tensor1d([text.length]);
  console.log(encoded.dataSync());
}

function makeInput(n) {
  return tf.ones([n]);
}

function show(t) {
  console.log(t.dataSync());
  t.dispose();
}
