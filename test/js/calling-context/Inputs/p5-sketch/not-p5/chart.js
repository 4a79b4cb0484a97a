// A page's own `draw`, with no `setup`: no library calls it by its name,
// and nothing here calls it.
function draw() {
  const t = tf.ones([2]);
  t.print();
}
