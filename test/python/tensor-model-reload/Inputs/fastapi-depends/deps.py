import onnxruntime as ort
import torch


def get_classifier():
    # A new session for every request that depends on it.
    return ort.InferenceSession("classifier.onnx")


class Models:
    detector = None

    @classmethod
    def get_detector(cls):
        # Cached on the class: loaded once.
        if cls.detector is None:
            cls.detector = torch.jit.load("detector.pt")
        return cls.detector
