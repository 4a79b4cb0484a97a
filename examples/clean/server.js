// The service of ../server.js, fixed: the model is loaded once at start-up
// and every tensor a request creates is disposed before the response.
const tf = require('@tensorflow/tfjs-node');
const express = require('express');

const app = express();
app.use(express.raw({ type: 'image/*', limit: '5mb' }));
let model;

app.post('/classify', async (req, res) => {
  const probs = tf.tidy(() => {
    const image = tf.node.decodeImage(req.body, 3);
    const input = tf.image.resizeBilinear(image, [224, 224]).div(255).expandDims(0);
    return model.predict(input);
  });
  try {
    res.json({ probabilities: Array.from(await probs.data()) });
  } finally {
    probs.dispose();
  }
});

async function start() {
  model = await tf.loadLayersModel('file://./model/model.json');
  app.listen(8080, () => console.log('listening on :8080'));
}

start();
