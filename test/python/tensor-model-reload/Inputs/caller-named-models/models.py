import onnxruntime as ort


def run_named(path, image):
    session = ort.InferenceSession(path)
    return session.run(None, {"image": image})
