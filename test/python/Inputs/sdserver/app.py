# Diffusers pipelines (gigabytes of weights, an onnxruntime session per
# component for the ONNX ones) loaded per request: directly, through a
# helper of another file, a method and a callback; kept in a module
# variable or a dict, once.
import gradio as gr
from diffusers import (AutoPipelineForText2Image, OnnxStableDiffusionPipeline,
                       UNet2DConditionModel)
from django.views import View
from flask import Flask, request

from .loaders import load_pipeline

app = Flask(__name__)
PIPELINES = {}
shared = OnnxStableDiffusionPipeline.from_pretrained("models/sd15")


@app.route("/txt2img")
def txt2img():
    # CHECK: :[[@LINE+1]]:12: warning: pipeline loaded by 'OnnxStableDiffusionPipeline.from_pretrained' every time 'txt2img' runs ('app.route' route); {{.+}} [tensor-model-reload]
    pipe = OnnxStableDiffusionPipeline.from_pretrained("models/sd15", provider="DmlExecutionProvider")
    return pipe(request.args["prompt"]).images[0]


@app.route("/render")
def render():
    # CHECK: :[[@LINE+1]]:12: warning: model loaded by 'load_pipeline' every time 'render' runs ('app.route' route); {{.+}} [tensor-model-reload]
    return load_pipeline("models/sd15")(request.args["prompt"]).images[0]


class UpscaleView(View):
    def post(self, request):
        # CHECK: :[[@LINE+1]]:16: warning: model loaded by 'self.unet' every time 'post' runs (view 'UpscaleView'); {{.+}} [tensor-model-reload]
        unet = self.unet()
        return unet(request.FILES["image"])

    def unet(self):
        return UNet2DConditionModel.from_pretrained("models/x4", subfolder="unet")


def generate(prompt):
    # CHECK: :[[@LINE+1]]:12: warning: pipeline loaded by 'AutoPipelineForText2Image.from_pretrained' every time 'generate' runs ('gr.Interface' function); {{.+}} [tensor-model-reload]
    pipe = AutoPipelineForText2Image.from_pretrained("models/sdxl")
    return pipe(prompt).images[0]


demo = gr.Interface(fn=generate, inputs="text", outputs="image")


@app.route("/cached")
def cached():
    name = request.args["model"]
    if name not in PIPELINES:
        PIPELINES[name] = OnnxStableDiffusionPipeline.from_pretrained(name)
    return PIPELINES[name](request.args["prompt"]).images[0]


@app.route("/shared")
def use_shared():
    return shared(request.args["prompt"]).images[0]
