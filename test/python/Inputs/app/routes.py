from fastapi import FastAPI

from . import loaders
from .loaders import load_classifier
import app.loaders as named

app = FastAPI()


@app.get("/label")
def label(text: str):
    return load_classifier()(text)


@app.get("/summary")
def summary(text: str):
    # Through the module: `from . import loaders`, `import app.loaders as`.
    return loaders.load_summarizer()(text) + named.load_summarizer()(text)
