import * as ort from "onnxruntime-web";
import * as tf from "@tensorflow/tfjs";

export async function openDetector(url: string) {
  return ort.InferenceSession.create(url);
}

export async function loadClassifier() {
  return tf.loadLayersModel("/classifier/model.json");
}
