import * as ort from "onnxruntime-web";

let shared: Promise<ort.InferenceSession> | null = null;

export function getSession() {
  if (!shared) shared = ort.InferenceSession.create("/shared.onnx");
  return shared;
}
