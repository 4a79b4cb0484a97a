// An express service that classifies uploaded images with tfjs-node.
//
// The handler loads the model again for every request (seconds of latency
// and a growing heap) and never disposes the decoded image or the
// prediction. See clean/server.js.
const tf = require('@tensorflow/tfjs-node');
const express = require('express');

const app = express();
app.use(express.raw({ type: 'image/*', limit: '5mb' }));

app.post('/classify', async (req, res) => {
  const model = await tf.loadLayersModel('file://./model/model.json');
  const image = tf.node.decodeImage(req.body, 3);
  const input = tf.tidy(() => tf.image.resizeBilinear(image, [224, 224]).div(255).expandDims(0));
  const probs = model.predict(input);
  input.dispose();
  res.json({ probabilities: Array.from(await probs.data()) });
});

app.listen(8080, () => console.log('listening on :8080'));
