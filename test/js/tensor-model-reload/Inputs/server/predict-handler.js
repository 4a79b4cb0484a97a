// Request handlers that load the model on every request, through a helper
// of another file; registered as routes in a third file.
const tf = require('@tensorflow/tfjs-node');
const { loadModel } = require('./load-model');

async function predictForm(req, res) {
  // CHECK: predict-handler.js:[[@LINE+1]]:23: warning: model loaded by 'loadModel' every time 'predictForm' runs ('router.post' handler in routes.js); load it once and reuse it{{.*}} [tensor-model-reload]
  const model = await loadModel(process.env.MODEL_FORM);
  const input = tf.tensor2d([req.body.values]);
  // The helper's result is used as a model: its predictions are tensors.
  // CHECK: predict-handler.js:[[@LINE+1]]:18: warning: tensor returned by 'model.predict' is never disposed; it leaks every time 'predictForm' runs ('router.post' handler in routes.js) [tensor-undisposed]
  const scores = model.predict(input);
  input.dispose();
  res.json({ scores: scores.arraySync()[0] });
}

// Registered only for a one-shot timer elsewhere: runs once.
async function warmUp() {
  const model = await loadModel(process.env.MODEL_FORM);
  model.dispose();
}

module.exports = { predictForm, warmUp };
