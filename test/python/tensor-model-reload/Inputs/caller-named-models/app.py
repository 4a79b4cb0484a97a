import onnxruntime as ort
from celery import shared_task
from flask import Flask, request

import models
from loaders import run_named

app = Flask(__name__)
cache = {}


class Upscaler:
    def enhance(self, name, image):
        session = ort.InferenceSession(name + ".onnx")
        return session.run(None, {"image": image})


upscaler = Upscaler()


def cached_run(name, image):
    # A cache by name: each model is loaded once.
    if name not in cache:
        cache[name] = ort.InferenceSession(name)
    return cache[name].run(None, {"image": image})


def in_stage(name, image):
    session = ort.InferenceSession(name)
    return session.run(None, {"image": image})


def apply(stage, name, image):
    return stage(name, image)


@app.route("/upscale", methods=["POST"])
def upscale():
    name = request.args.get("model", "x4")
    run_named(name, None)
    models.run_named(name, None)
    upscaler.enhance(name, None)
    cached_run(name, None)
    apply(in_stage, name, None)
    return "ok"


@shared_task
def job(path):
    # A task told which model to load: another model each time.
    session = ort.InferenceSession(path)
    return session.run(None, {})
