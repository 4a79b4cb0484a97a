# RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --checks='-*,tensor-model-reload' %s | FileCheck %s --implicit-check-not=warning:
# A helper that loads into a place, called only while that place is empty
# (`if self.sess is None: self.load()`, `if _sess is None: _load()` with
# `global _sess` in _load): the helper runs once per owner, not as often as
# the route that calls it (ir::Op::Guarded calls pass no repetition on).
# Controls: a guard on another place than the helper fills, and a helper
# whose load goes to a local, repeat with their caller.
import onnxruntime as ort
from flask import Flask

app = Flask(__name__)
_sess = None


def _load():
    global _sess
    _sess = ort.InferenceSession("m.onnx")


def _load_local():
    _sess = ort.InferenceSession("l.onnx")
    return _sess


class Predictor:
    def __init__(self):
        self.sess = None
        self.other = None

    def load(self):
        # CHECK: :[[@LINE+1]]:21: warning: session loaded by 'ort.InferenceSession' every time 'load' runs (called from 'predict_wrong')
        self.sess = ort.InferenceSession("p.onnx")

    def predict(self, x):
        if self.sess is None:
            self.load()
        return self.sess.run(None, {"x": x})

    def predict_wrong(self, x):
        if self.other is None:
            self.load()
        return self.sess.run(None, {"x": x})


P = Predictor()


@app.route("/a")
def a():
    if _sess is None:
        _load()
    return _sess.run(None, {})


@app.route("/b")
def b():
    if _sess is None:
        # CHECK: :[[@LINE+1]]:13: warning: model loaded by '_load_local' every time 'b' runs ('app.route' route)
        s = _load_local()
    return P.predict(1), P.predict_wrong(1)
