// A loader in another file: its callers' call sites are the loads.
import * as ort from 'onnxruntime-web';

export async function loadSession(path) {
  const session = await ort.InferenceSession.create(path);
  return session;
}
