# RUN: not %tensorlint --checks='-*,tensor-retained-history,tensor-model-reload' %s | FileCheck %s --implicit-check-not=warning:
# RUN: not %tensorlint --report-unused-disable %s | FileCheck %s --check-prefixes=CHECK,UNUSED --implicit-check-not=warning:
# Suppression comments in the Python linters' spellings.
import torch
from flask import Flask
from keras.models import load_model

app = Flask(__name__)
net = torch.nn.Linear(4, 2)


def train(loader):
    a, b, c, d, e = 0, 0, 0, 0, 0
    for x in loader:
        loss = net(x).sum()
        loss.backward()
        a += loss  # noqa: tensor-retained-history
        b += loss  # noqa: E501, tensor-retained-history -- checked by hand
        # tensorlint: disable-next-line=tensor-retained-history
        c += loss
        d += loss  # tensorlint: disable=tensor-retained-history
        # A bare noqa is flake8's: it does not silence tensorlint.
        # CHECK: :[[@LINE+1]]:9: warning: 'e' accumulates 'loss', {{.+}} [tensor-retained-history]
        e += loss  # noqa
    return a, b, c, d, e


# tensorlint: disable=tensor-model-reload
@app.route("/a")
def a():
    return load_model("a.keras")


# tensorlint: enable=tensor-model-reload
@app.route("/b")
def b():
    # CHECK: :[[@LINE+1]]:12: warning: model loaded by 'load_model' every time 'b' runs {{.+}} [tensor-model-reload]
    return load_model("b.keras")


@app.route("/c")
def c():
    return load_model("c.keras")  # noqa: tensor-model-reload, tensor-undisposed


def d():
    # UNUSED: :[[@LINE+1]]:23: warning: unused 'noqa' directive: no 'tensor-undisposed' finding to suppress [unused-suppression]
    return "nothing"  # noqa: tensor-undisposed
