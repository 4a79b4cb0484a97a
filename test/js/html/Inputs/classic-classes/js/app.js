// A module-level instance of another script's class.
const camera = new Camera(document.getElementById('wc'));
const store = new Store();

function snap() {
  const img = camera.capture();
  console.log(img.shape);
}

function collect() {
  // Kept by the store (a container of another script's class).
  store.add(camera.capture());
}

document.getElementById('again').addEventListener('click', () => {
  // A local instance in a callback, the tensor freed through its method.
  const cam = new Camera(document.getElementById('wc'));
  const t = cam.capture();
  console.log(t.shape);
  cam.release(t);
});

function hidden() {
  const h = new Hidden();
  const z = h.read();
  console.log(z.shape);
}

// Another script's constructor function: its methods are the class's.
const scaler = new Scaler(2);

function rescale() {
  const x = tf.ones([2]);
  const y = scaler.scale(x);
  scaler.free(x);
  console.log(y.shape);
}

function reprint() {
  const x = tf.ones([2]);
  scaler.free(x);
  x.print();
}
