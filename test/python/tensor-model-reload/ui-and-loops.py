# RUN: not %tensorlint --checks='-*,tensor-model-reload' %s | FileCheck %s --implicit-check-not=warning:
# Gradio event handlers, loops, helpers called from handlers, and the
# shapes that load once: module level, guarded, cached.
import functools

import gradio as gr
import torch
from keras.models import load_model
from transformers import pipeline

MODEL = load_model("model.keras")  # once, at import
_pipe = None


def classify(text):
    # CHECK: :[[@LINE+1]]:12: warning: pipeline loaded by 'pipeline' every time 'classify' runs ('gr.Interface' function); {{.+}} [tensor-model-reload]
    pipe = pipeline("text-classification")
    return pipe(text)


demo = gr.Interface(fn=classify, inputs="text", outputs="label")

with gr.Blocks() as blocks:
    box = gr.Textbox()
    button = gr.Button("Run")
    # CHECK: :[[@LINE+1]]:35: warning: checkpoint loaded by 'torch.load' every time the 'button.click' event handler runs; {{.+}} [tensor-model-reload]
    button.click(lambda text: str(torch.load("w.pt")), inputs=box, outputs=box)


def detect(frames):
    out = []
    for frame in frames:
        # CHECK: :[[@LINE+1]]:17: warning: model loaded by 'load_model' inside a loop; load it once before the loop and reuse it [tensor-model-reload]
        model = load_model("detector.keras")
        out.append(model.predict(frame))
    return out


def evaluate_checkpoints(paths):
    # A different checkpoint in each iteration: not a reload.
    return [load_model(p).evaluate() for p in paths]


def get_pipeline():
    global _pipe
    if _pipe is None:
        _pipe = pipeline("summarization")  # guarded: loaded once
    return _pipe


@functools.lru_cache(maxsize=None)
def cached_model():
    return load_model("cached.keras")  # cached: loaded once


def answer(question):
    return get_pipeline()(question), cached_model().predict(question), MODEL


def load_helper():
    return load_model("helper.keras")  # the caller's call is the load


def on_upload(file):
    # CHECK: :[[@LINE+1]]:12: warning: model loaded by 'load_helper' every time 'on_upload' runs ('upload.upload' event handler); {{.+}} [tensor-model-reload]
    return load_helper().predict(file)


gr.Interface(fn=answer, inputs="text", outputs="text")
upload = gr.File()
upload.upload(on_upload, inputs=upload)
