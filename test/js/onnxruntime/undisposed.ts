// RUN: not %tensorlint --report-unproven-repetition --checks='-*,tensor-*' %s | FileCheck %s --implicit-check-not=warning:
// onnxruntime-web on WebGPU (ESM, TypeScript): outputs of a session created
// with preferredOutputLocation 'gpu-buffer' are GPU buffers that only
// dispose() frees. CPU tensors hold no device memory: never reported.
import * as ort from 'onnxruntime-web/webgpu';

let gpu: ort.InferenceSession;
let cpu: ort.InferenceSession;

export async function init() {
  gpu = await ort.InferenceSession.create('m.onnx', {
    executionProviders: ['webgpu'],
    preferredOutputLocation: 'gpu-buffer',
  });
  cpu = await ort.InferenceSession.create('m.onnx');
  requestAnimationFrame(frame);
}

async function frame() {
  const input = new ort.Tensor('float32', new Float32Array(4), [1, 4]);
  // CHECK: :[[@LINE+2]]:21: warning: tensor returned by 'gpu.run' is never disposed; it leaks every time 'frame' runs {{.*}} [tensor-undisposed]
  // CHECK-NEXT: note: call 'Object.values(out).forEach((t) => t.dispose())' after its last use (line [[@LINE+2]])
  const out = await gpu.run({ x: input });
  draw(await out.y.getData());
  requestAnimationFrame(frame);
}

async function frameDisposed() {
  const out = await gpu.run({ x: new ort.Tensor('float32', new Float32Array(4), [1, 4]) });
  const data = await out.y.getData();
  out.y.dispose();
  draw(data);
}

async function frameElement() {
  const out = await gpu.run({ x: new ort.Tensor('float32', new Float32Array(4), [1, 4]) });
  const y = out.y;
  draw(await y.getData());
  y.dispose();
}

async function frameCpu() {
  // Outputs on the CPU: nothing to free.
  const out = await cpu.run({ x: new ort.Tensor('float32', new Float32Array(4), [1, 4]) });
  draw(out.y.data);
}

export async function perOutput(feeds: Record<string, ort.Tensor>) {
  // Options in a variable, and per-output locations: still on the GPU.
  const options = { preferredOutputLocation: { logits: 'gpu-buffer' } };
  const s = await ort.InferenceSession.create('m.onnx', options);
  // CHECK: :[[@LINE+1]]:21: warning: tensor returned by 's.run' is never disposed [tensor-undisposed]
  const out = await s.run(feeds);
  const data = await out.logits.getData();
  await s.release();
  return data;
}

export async function returned(feeds: Record<string, ort.Tensor>) {
  return gpu.run(feeds); // the caller's to dispose
}

declare function draw(d: unknown): void;
