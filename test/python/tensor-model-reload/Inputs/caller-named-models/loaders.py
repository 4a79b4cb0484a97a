import onnxruntime as ort


def run_named(path, image):
    session = ort.InferenceSession(path)
    return session.run(None, {"image": image})


def evaluate(path, image):
    session = ort.InferenceSession(path)
    return session.run(None, {"image": image})


def evaluate_all(paths):
    # Each iteration names another checkpoint.
    for path in paths:
        evaluate(path, None)
