// Another main.js, which no page loads: demo/index.html's script tag is
// demo/main.js, not every file of that name.
document.getElementById('run').onclick = () => {
  const y = tf.ones([3]);
  y.print();
};
