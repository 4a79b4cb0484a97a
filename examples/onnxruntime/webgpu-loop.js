// A webcam demo on WebGPU with onnxruntime-web. Outputs stay on the GPU
// (preferredOutputLocation), so each frame's outputs hold GPU buffers until
// disposed: this loop loses two buffers a frame.
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
  // The mask is read straight from a temporary record of outputs.
  drawMask(await (await session.run({ images: input })).output1.getData());
  requestAnimationFrame(loop);
}

function drawBoxes(boxes) { /* ... */ }
function drawMask(mask) { /* ... */ }

start();
