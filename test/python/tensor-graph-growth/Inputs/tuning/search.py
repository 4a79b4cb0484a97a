import models
from models import build_model, shared_model
from flask import Flask

app = Flask(__name__)


def score(units):
    model = build_model(units)
    model.compile(optimizer="adam", loss="mse")
    return model.evaluate(xs, ys)


for units in [16, 32, 64]:
    score(units)

for units in [16, 32]:
    # A namespace import, called in the loop itself.
    candidate = models.build_model(units)
    candidate.fit(xs, ys)

for units in [16, 32]:
    shared_model(units).fit(xs, ys)


@app.route("/retrain")
def retrain():
    model = models.build_model(8)
    model.fit(xs, ys)
    return "ok"
