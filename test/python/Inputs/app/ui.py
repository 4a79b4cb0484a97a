import gradio as gr

from app.loaders import classify

gr.Interface(fn=classify, inputs="text", outputs="label")
