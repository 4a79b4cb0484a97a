import asyncio
import threading
from concurrent.futures import ThreadPoolExecutor

import onnxruntime as ort
from flask import Flask
from flask_executor import Executor

import stages
from jobs import render_job, warm_up

app = Flask(__name__)
executor = Executor(app)
pool = ThreadPoolExecutor(4)


def upscale_job(image):
    session = ort.InferenceSession("upscale.onnx")
    return session.run(None, {"image": image})


def thread_job(image):
    session = ort.InferenceSession("thread.onnx")
    session.run(None, {"image": image})


def pooled_job(image):
    session = ort.InferenceSession("pooled.onnx")
    return session.run(None, {"image": image})


def mapped_job(image):
    session = ort.InferenceSession("mapped.onnx")
    return session.run(None, {"image": image})


async def to_thread_job(image):
    session = ort.InferenceSession("to-thread.onnx")
    return session.run(None, {"image": image})


class Worker:
    def run(self, image):
        session = ort.InferenceSession("worker.onnx")
        return session.run(None, {"image": image})

    def handle(self, image):
        return pool.submit(self.run, image)


worker = Worker()

# Submitted once, at start-up: runs once.
pool.submit(warm_up)


@app.route("/upscale", methods=["POST"])
def upscale():
    image = None
    executor.submit_stored("upscale", upscale_job, image)
    threading.Thread(target=thread_job, args=(image,)).start()
    with ThreadPoolExecutor() as ex:
        ex.submit(pooled_job, image)
        list(ex.map(mapped_job, [image, image]))
    pool.submit(lambda: ort.InferenceSession("lambda.onnx").run(None, {}))
    pool.submit(render_job, image)
    pool.submit(stages.face_job, image)
    worker.handle(image)
    return "queued"


@app.route("/later", methods=["POST"])
async def later():
    return await asyncio.to_thread(to_thread_job, None)
