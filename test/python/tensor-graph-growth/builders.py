# Models built by helpers that return them: each call adds to Keras's global
# state as the helper's own `Sequential()` does, wherever the call repeats:
# in a loop, in a function called in a loop, in a route. Through a function
# of the same file, a method, a function of another file (named and
# namespace imports); not when the model is kept (a list, a module
# variable) or the state is cleared.
# RUN: not %tensorlint --checks='-*,tensor-graph-growth' %s | FileCheck %s --implicit-check-not=warning:
# RUN: cd %S/Inputs/tuning && not %tensorlint --checks='-*,tensor-graph-growth' . | FileCheck %s --check-prefix=FILES --implicit-check-not=warning:
# FILES-DAG: search.py:9:13: warning: 'build_model' adds to Keras's global state every time 'score' runs (called inside a loop at line 15), {{.+}} [tensor-graph-growth]
# FILES-DAG: search.py:19:17: warning: 'models.build_model' adds to Keras's global state on every iteration of this loop, {{.+}} [tensor-graph-growth]
# FILES-DAG: search.py:28:13: warning: 'models.build_model' adds to Keras's global state every time 'retrain' runs ('app.route' route), {{.+}} [tensor-graph-growth]
import tensorflow as tf
from tensorflow import keras


def make(units):
    model = keras.Sequential([keras.layers.Dense(units)])
    return model


def make_via(units):
    # A helper of a helper: what it returns is still the new model.
    built = make(units)
    return built


class Tuner:
    def build(self, units):
        return keras.Sequential([keras.layers.Dense(units)])

    def search(self, grid):
        for units in grid:
            # CHECK: :[[@LINE+1]]:21: warning: 'self.build' adds to Keras's global state on every iteration of this loop, {{.+}} [tensor-graph-growth]
            model = self.build(units)
            model.fit(xs, ys)


def sweep(grid):
    for units in grid:
        # CHECK: :[[@LINE+1]]:17: warning: 'make_via' adds to Keras's global state on every iteration of this loop, {{.+}} [tensor-graph-growth]
        model = make_via(units)
        model.fit(xs, ys)


def ensemble(grid):
    members = []
    for units in grid:
        # Kept on purpose: every model lives on in the list.
        members.append(make(units))
    return members


def cleared(grid):
    for units in grid:
        keras.backend.clear_session()
        model = make(units)
        model.fit(xs, ys)


def once():
    # Called once, outside any loop: one model.
    model = make(4)
    model.fit(xs, ys)
