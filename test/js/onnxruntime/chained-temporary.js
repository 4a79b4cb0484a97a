// RUN: not %tensorlint --report-unproven-repetition --checks='-*,tensor-*' %s | FileCheck %s --implicit-check-not=warning:
// `(await session.run(feeds)).y.getData()` drops the record of outputs: the
// GPU buffers of all of them are never freed.
import * as ort from 'onnxruntime-web';

const session = await ort.InferenceSession.create('m.onnx', { preferredOutputLocation: 'gpu-buffer' });

export async function step(feeds) {
  // CHECK: :[[@LINE+2]]:24: warning: intermediate tensor from 'session.run' is never bound and cannot be disposed [tensor-chained-temporary]
  // CHECK-NEXT: note: bind it to a variable and dispose it{{$}}
  return (await (await session.run(feeds)).y.getData())[0];
}
