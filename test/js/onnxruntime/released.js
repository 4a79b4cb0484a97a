// RUN: not %tensorlint --checks='-*,tensor-*' %s | FileCheck %s --implicit-check-not=warning:
// A released session throws when run; outputs disposed as a record are gone.
import * as ort from 'onnxruntime-web';

export async function runAfterRelease(feeds) {
  const s = await ort.InferenceSession.create('m.onnx');
  const out = await s.run(feeds);
  await s.release();
  // CHECK: :[[@LINE+2]]:23: warning: session 's' is used after it was disposed [tensor-use-after-dispose]
  // CHECK-NEXT: :[[@LINE-2]]:9: note: disposed here
  const again = await s.run(feeds);
  // CHECK: :[[@LINE+2]]:9: warning: session 's' is disposed twice [tensor-double-dispose]
  // CHECK-NEXT: :[[@LINE-5]]:9: note: first disposed here
  await s.release();
  return [out, again];
}

export async function readAfterDispose(feeds) {
  const s = await ort.InferenceSession.create('m.onnx', { preferredOutputLocation: 'ml-tensor' });
  const out = await s.run(feeds);
  const alias = out;
  Object.values(out).forEach((t) => t.dispose());
  await s.release();
  // CHECK: :[[@LINE+2]]:10: warning: tensor 'alias' is used after it was disposed [tensor-use-after-dispose]
  // CHECK-NEXT: :[[@LINE-3]]:3: note: disposed here
  return alias.logits.getData();
}

export async function readBeforeDispose(feeds) {
  const s = await ort.InferenceSession.create('m.onnx', { preferredOutputLocation: 'ml-tensor' });
  const out = await s.run(feeds);
  const data = await out.logits.getData();
  Object.values(out).forEach((t) => t.dispose());
  await s.release();
  return data;
}
