import onnxruntime as ort


class NamedDetector:
    def __init__(self, path):
        self.session = ort.InferenceSession(path)

    def run(self, x):
        return self.session.run(None, {"x": x})


class AliasedDetector:
    def __init__(self, path):
        self.size = 416
        self.session = ort.InferenceSession(path)


class ServiceDetector:
    def __init__(self, path):
        self.session = ort.InferenceSession(path)


class CachedDetector:
    _sessions = {}

    def __init__(self, path):
        if path not in CachedDetector._sessions:
            CachedDetector._sessions[path] = ort.InferenceSession(path)
        self.session = CachedDetector._sessions[path]


class StartupDetector:
    def __init__(self, path):
        self.session = ort.InferenceSession(path)
