import onnxruntime as ort


def render_job(image):
    session = ort.InferenceSession("render.onnx")
    return session.run(None, {"image": image})


def warm_up():
    # Submitted once, at start-up.
    session = ort.InferenceSession("warm.onnx")
    session.run(None, {})
