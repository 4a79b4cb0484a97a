// A classic script: the global `tf` comes from the page's script tag
// (tfjs's browser bundle), so only a page runs it. This page loads it.
setInterval(() => {
  const t = tf.tensor([7]);
  console.log(t.dataSync());
}, 100);
