// Its script tag is commented out: no page loads it.
document.getElementById('go').addEventListener('click', () => {
  const x = tf.zeros([2]);
  console.log(x.dataSync());
});
