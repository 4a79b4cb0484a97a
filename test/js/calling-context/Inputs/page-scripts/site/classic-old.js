// An older copy of classic.js that no page loads and nothing names: it
// reads no page global, but uses the global `tf` while importing nothing,
// which only a page's script tag defines. It never runs.
setInterval(() => {
  const t = tf.tensor([8]);
  console.log(t.dataSync());
}, 100);
