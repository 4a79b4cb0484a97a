from flask import Flask, request

import models.detectors as dets
from models.detectors import CachedDetector, NamedDetector, StartupDetector

app = Flask(__name__)
DETECTOR = StartupDetector("once.onnx")


@app.route("/named", methods=["POST"])
def named():
    return NamedDetector("named.onnx").run(request.json)


@app.route("/aliased", methods=["POST"])
def aliased():
    det = dets.AliasedDetector("aliased.onnx")
    return det.session.run(None, request.json)


class Service:
    def handle(self, x):
        det = dets.ServiceDetector("service.onnx")
        return det.session.run(None, x)


service = Service()


@app.route("/service", methods=["POST"])
def served():
    return service.handle(request.json)


@app.route("/cached", methods=["POST"])
def cached():
    return CachedDetector("cached.onnx").session.run(None, request.json)


@app.route("/startup", methods=["POST"])
def startup():
    return DETECTOR.session.run(None, request.json)
