# RUN: not %tensorlint --checks='-*,tensor-model-reload' %s | FileCheck %s --implicit-check-not=warning:
# Models loaded in functions that a web framework runs once per request.
import onnxruntime as ort
import tensorflow as tf
import torch
from celery import Celery, shared_task
from django.views import View
from fastapi import APIRouter, FastAPI
from flask import Blueprint, Flask
from transformers import AutoModelForSequenceClassification, AutoTokenizer, pipeline

app = Flask(__name__)
bp = Blueprint("api", __name__)
api = FastAPI()
router = APIRouter()
celery = Celery("tasks")


@app.route("/predict", methods=["POST"])
def predict():
    # CHECK: :[[@LINE+1]]:13: warning: model loaded by 'tf.keras.models.load_model' every time 'predict' runs ('app.route' route); load it once and reuse it {{.+}} [tensor-model-reload]
    model = tf.keras.models.load_model("model.h5")
    return str(model.predict([[1.0]]))


@bp.post("/classify")
def classify():
    # CHECK: :[[@LINE+1]]:12: warning: pipeline loaded by 'pipeline' every time 'classify' runs ('bp.post' route); {{.+}} [tensor-model-reload]
    return pipeline("sentiment-analysis")("great")


@api.post("/embed")
async def embed(text: str):
    # CHECK: :[[@LINE+1]]:17: warning: tokenizer loaded by 'AutoTokenizer.from_pretrained' every time 'embed' runs ('api.post' route); {{.+}} [tensor-model-reload]
    tokenizer = AutoTokenizer.from_pretrained("bert-base-uncased")
    # CHECK: :[[@LINE+1]]:13: warning: model loaded by 'AutoModelForSequenceClassification.from_pretrained' every time 'embed' runs ('api.post' route); {{.+}} [tensor-model-reload]
    model = AutoModelForSequenceClassification.from_pretrained("bert-base-uncased")
    return model(**tokenizer(text, return_tensors="pt")).logits.tolist()


@router.get("/score")
def score():
    # CHECK: :[[@LINE+1]]:12: warning: session loaded by 'ort.InferenceSession' every time 'score' runs ('router.get' route); {{.+}} [tensor-model-reload]
    sess = ort.InferenceSession("model.onnx")
    return sess.run(None, {"x": [[1.0]]})


class PredictView(View):
    def post(self, request):
        # CHECK: :[[@LINE+1]]:17: warning: checkpoint loaded by 'torch.load' every time 'post' runs (view 'PredictView'); {{.+}} [tensor-model-reload]
        state = torch.load("weights.pt")
        return state

    def helper(self):
        # Not a handler method: runs when a handler calls it, not here.
        return torch.load("other.pt")


@celery.task
def run_job(path):
    # A model chosen by the caller (the task's argument) is another model
    # each time: loading it per task is the design, not a reload.
    return tf.saved_model.load(path)


@shared_task
def nightly():
    # CHECK: :[[@LINE+1]]:12: warning: model loaded by 'tf.saved_model.load' every time 'nightly' runs (Celery task); {{.+}} [tensor-model-reload]
    return tf.saved_model.load("export/1").signatures["serving_default"]

from flask import request  # noqa: E402


@app.route("/evaluate", methods=["POST"])
def evaluate_uploads():
    # Each request's uploads are other models, loaded once each and dropped
    # for the collector: per request by design, not the same model again.
    scores = []
    for upload in request.files.getlist("models"):
        sess = ort.InferenceSession(upload.read())
        scores.append(sess.run(None, {"x": [[1.0]]}))
    return {"scores": scores}
