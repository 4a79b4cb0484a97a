// A p5 sketch in global mode: p5 calls setup once, draw every frame and
// mousePressed on every click, by their names.
let model;
let video;
const history = [];

function setup() {
  createCanvas(320, 240);
  video = createCapture(VIDEO);
  model = tf.sequential();
  model.add(tf.layers.dense({ units: 1, inputShape: [4] }));
  // Once, at start-up: no finding.
  const warm = tf.zeros([1, 4]);
  model.predict(warm);
}

function draw() {
  // CHECK: ./sketch.js:[[@LINE+1]]:17: warning: tensor returned by 'toInput' is never disposed; it leaks every time 'draw' runs (p5's draw loop, every frame) [tensor-undisposed]
  const input = toInput(video.elt);
  const detector = new Detector(model);
  detector.score(input);
  // Kept in a container for good: no finding.
  history.push(tf.scalar(frameCount));
  [1, 2].forEach((k) => {
    // CHECK: ./sketch.js:[[@LINE+1]]:5: warning: intermediate tensor from 'tf.scalar' is never bound and cannot be disposed; it leaks every time the 'forEach' callback runs [tensor-chained-temporary]
    tf.scalar(k).print();
  });
}

function mousePressed() {
  // CHECK: ./sketch.js:[[@LINE+1]]:18: warning: tensor returned by 'tf.ones' is never disposed; it leaks every time 'mousePressed' runs (p5's 'mousePressed' event) [tensor-undisposed]
  const clicks = tf.ones([1]);
  clicks.print();
}
