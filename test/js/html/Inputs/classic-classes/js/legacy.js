// A constructor function: a class in all but syntax.
function Scaler(factor) {
  this.factor = factor;
  this.scale = function (t) {
    return tf.mul(t, this.factor);
  };
}
Scaler.prototype.free = function (t) {
  t.dispose();
};

// The script's own code builds its constructor function too.
const doubler = new Scaler(2);
const ones = tf.ones([1]);
document.getElementById('twice').addEventListener('click', () => {
  const d = doubler.scale(ones);
  console.log(d.shape);
});
