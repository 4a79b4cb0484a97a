// The page's Start button runs init (page.html); init starts the frame
// loop, which nothing stops: init runs once, the loop on every frame.
/* global tf, tmImage */
let model, webcam;

async function init() {
  model = await tmImage.load('my_model/model.json', 'my_model/metadata.json');
  webcam = new tmImage.Webcam(200, 200, true);
  await webcam.setup();
  await webcam.play();
  warmUp();
  window.requestAnimationFrame(loop);
}

// Called by init only: once.
function warmUp() {
  const probe = tf.zeros([1, 200, 200, 3]);
  model.predict(probe);
}

async function loop() {
  webcam.update();
  await predict();
  window.requestAnimationFrame(loop);
}

async function predict() {
  const pixels = tf.browser.fromPixels(webcam.canvas);
  // CHECK: [[@LINE-1]]:18: warning: tensor returned by 'tf.browser.fromPixels' is never disposed
  await model.predict(webcam.canvas);
  return pixels.shape;
}
