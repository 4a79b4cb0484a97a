from functools import lru_cache

import fastapi
import onnxruntime as ort
from fastapi import Depends, FastAPI

from deps import Models, get_classifier

app = FastAPI()


def get_session():
    return ort.InferenceSession("model.onnx")


@lru_cache
def cached_session():
    return ort.InferenceSession("model.onnx")


def get_tokenizer_free_session(path: str = "model.onnx"):
    sess = ort.InferenceSession(path)
    try:
        yield sess
    finally:
        del sess


@app.post("/predict")
def predict(x: list, sess=Depends(get_session)):
    return sess.run(None, {"x": x})


@app.post("/fast")
def fast(x: list, sess=fastapi.Depends(dependency=cached_session)):
    return sess.run(None, {"x": x})


@app.post("/classify")
async def classify(x: list, sess: ort.InferenceSession = Depends(get_classifier)):
    return sess.run(None, {"x": x})


@app.post("/detect")
def detect(x: list, model=Depends(Models.get_detector)):
    return model(x)


@app.post("/stream")
def stream(x: list, sess=Depends(get_tokenizer_free_session)):
    return sess.run(None, {"x": x})
