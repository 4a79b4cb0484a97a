from fastapi import FastAPI

from .loaders import load_classifier

app = FastAPI()


@app.get("/label")
def label(text: str):
    return load_classifier()(text)
