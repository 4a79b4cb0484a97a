import onnxruntime as ort


def face_job(image):
    session = ort.InferenceSession("face.onnx")
    return session.run(None, {"image": image})
