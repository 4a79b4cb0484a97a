// RUN: %tensorlint --dump-ir %s | FileCheck %s
const tf = require('@tensorflow/tfjs-node');
app.post('/predict', async (req, res) => {
  const img = tf.node.decodeImage(req.body);
  res.json(await img.data());
});

// CHECK: freq=per-request ('app.post' handler) async
// CHECK: create %2 api="tf.node.decodeImage"
// CHECK-NEXT: use %2 api="img.data"
// CHECK-NEXT: await
// CHECK-NEXT: kill %2
