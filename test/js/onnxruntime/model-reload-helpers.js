// RUN: not %tensorlint --checks='-*,tensor-model-reload' %s | FileCheck %s --implicit-check-not=warning:
// Sessions loaded through a helper of the file: per message is a reload;
// loaded only while nothing is cached (or again when the settings changed,
// after releasing the old ones) is not. Shapes from a Whisper/Parakeet
// transcription worker.
import * as ort from 'onnxruntime-web';

async function loadSessions(gpu) {
  const encoder = await ort.InferenceSession.create('encoder.onnx', { executionProviders: [gpu ? 'webgpu' : 'wasm'] });
  const decoder = await ort.InferenceSession.create('decoder.onnx');
  return { encoder, decoder };
}

async function releaseSessions(s) {
  await s.encoder.release();
  await s.decoder.release();
}

self.addEventListener('message', async (event) => {
  if (event.data.type !== 'oneshot') return;
  // CHECK: :[[@LINE+1]]:26: warning: model loaded by 'loadSessions' every time the 'self.addEventListener' callback runs; load it once and reuse it {{.*}} [tensor-model-reload]
  const sessions = await loadSessions(false);
  self.postMessage(await sessions.encoder.run(event.data.feeds));
});

let sessions = null;
let sessionsGpu = false;
self.addEventListener('message', async (event) => {
  if (sessions === null) {
    sessions = await loadSessions(false);
  }
  const gpu = event.data.gpu === true;
  if (sessions === null || sessionsGpu !== gpu) {
    if (sessions !== null) await releaseSessions(sessions);
    sessions = await loadSessions(gpu);
    sessionsGpu = gpu;
  }
  self.postMessage(await sessions.encoder.run(event.data.feeds));
});
