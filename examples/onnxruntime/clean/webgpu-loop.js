// The same webcam demo, freeing each frame's GPU outputs once read.
import * as ort from 'onnxruntime-web/webgpu';

const video = document.querySelector('video');
let session;

async function start() {
  session = await ort.InferenceSession.create('./yolo.onnx', {
    executionProviders: ['webgpu'],
    preferredOutputLocation: 'gpu-buffer',
  });
  requestAnimationFrame(loop);
}

async function loop() {
  const input = await ort.Tensor.fromImage(video, { resizedWidth: 640, resizedHeight: 640 });
  const outputs = await session.run({ images: input });
  drawBoxes(await outputs.output0.getData());
  drawMask(await outputs.output1.getData());
  Object.values(outputs).forEach((t) => t.dispose());
  requestAnimationFrame(loop);
}

function drawBoxes(boxes) { /* ... */ }
function drawMask(mask) { /* ... */ }

start();
