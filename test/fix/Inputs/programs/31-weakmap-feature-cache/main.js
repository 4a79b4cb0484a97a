// Image objects get their feature vectors computed once and cached in a
// WeakMap keyed by the image; callers get the cached tensor back and must
// not dispose it. Shapes: tensors in a WeakMap returned to several callers
// (a returned tensor the caller does not own); leaked comparison tensors.
const tf = require('@tensorflow/tfjs');

const featureCache = new WeakMap();
let computed = 0;

function features(image) {
  if (!featureCache.has(image)) {
    const pixels = tf.tensor2d(image.pixels, [image.height, image.width]);
    const f = tf.stack([pixels.mean(), pixels.max(), pixels.min(), pixels.sub(pixels.mean()).abs().mean()]);
    featureCache.set(image, f);
    computed++;
  }
  return featureCache.get(image);
}

function distance(imgA, imgB) {
  const fa = features(imgA);
  const fb = features(imgB);
  return fa.sub(fb).norm().dataSync()[0];
}

async function main() {
  await tf.setBackend('cpu');
  const images = [
    {name: 'dark', width: 2, height: 2, pixels: [0.1, 0.2, 0.1, 0.0]},
    {name: 'light', width: 2, height: 2, pixels: [0.9, 0.8, 1.0, 0.9]},
    {name: 'mixed', width: 2, height: 2, pixels: [0.0, 1.0, 0.0, 1.0]},
  ];
  for (let i = 0; i < images.length; i++) {
    for (let j = i + 1; j < images.length; j++)
      console.log(images[i].name, images[j].name, distance(images[i], images[j]).toFixed(4));
  }
  const f = features(images[2]);
  console.log('mixed features', Array.from(f.dataSync(), (v) => v.toFixed(3)).join(' '));
  console.log('computed', computed);
  console.log('numTensors', tf.memory().numTensors);
}

main();
