# RUN: not %tensorlint --checks='-*,tensor-graph-growth' %s | FileCheck %s --implicit-check-not=warning:
# Graphs that grow on every iteration: TF1 ops added next to the session
# that runs them, tf.function defined or retraced in a loop, Keras models
# built in a loop without clear_session().
import tensorflow as tf
from tensorflow import keras

tf1 = tf.compat.v1


def train_tf1(batches):
    x = tf1.placeholder(tf.float32, [None, 4])
    w = tf.Variable(tf.zeros([4, 1]))
    with tf1.Session() as sess:
        sess.run(tf1.global_variables_initializer())
        for batch in batches:
            # CHECK: :[[@LINE+1]]:17: warning: 'tf.matmul' adds to the default graph on every iteration of this loop, which keeps everything added to it: memory grows with every run; build the ops once {{.+}} [tensor-graph-growth]
            y = tf.matmul(x, w)
            # Reported once per loop: the second op is the same problem.
            z = tf.reduce_sum(y)
            # CHECK: :[[@LINE+1]]:13: note: the graph runs here
            sess.run(z, feed_dict={x: batch})


def retrace(xs):
    for i in range(10):
        @tf.function
        # CHECK: :[[@LINE-1]]:10: warning: 'tf.function' adds to the function's traces on every iteration of this loop, {{.+}} [tensor-graph-growth]
        def step(v):
            return v * 2

        # CHECK: :[[@LINE+1]]:9: note: the graph runs here
        step(xs[i])


@tf.function
def scale(v, k):
    return v * k


def plain_numbers(x):
    for k in range(100):
        # CHECK: :[[@LINE+1]]:9: warning: 'scale' is called with a new plain value of 'k' on every iteration of this loop: each new value adds to the function's traces, {{.+}} [tensor-graph-growth]
        scale(x, k)


def search(params, data):
    scores = []
    for units in params:
        # CHECK: :[[@LINE+1]]:17: warning: 'keras.Sequential' adds to Keras's global state on every iteration of this loop, {{.+}}; build the model once, or call keras.backend.clear_session() at the start of each iteration [tensor-graph-growth]
        model = keras.Sequential([keras.layers.Dense(units)])
        model.compile(loss="mse")
        scores.append(model.fit(*data).history["loss"][-1])
    return scores


# --- what does not grow -------------------------------------------------


def eager_loop(xs):
    # TF2 eager ops: no graph runs here, nothing is kept.
    total = tf.zeros([])
    for x in xs:
        total += tf.reduce_sum(tf.matmul(x, x))
    return total


def fresh_graph_each_time(batches):
    for batch in batches:
        with tf.Graph().as_default():
            y = tf.constant(batch) * 2
            with tf1.Session() as sess:
                sess.run(y)


def reset_each_time(batches):
    for batch in batches:
        tf1.reset_default_graph()
        y = tf.constant(batch) * 2
        with tf1.Session() as sess:
            sess.run(y)


def cleared(params):
    for units in params:
        keras.backend.clear_session()
        model = keras.Sequential([keras.layers.Dense(units)])
        model.fit()


def ensemble(n):
    models = []
    for _ in range(n):
        model = keras.Sequential([keras.layers.Dense(4)])
        models.append(model)  # kept on purpose
    return models


def traced_once(xs):
    @tf.function
    def step(v):
        return v + 1

    for x in xs:
        step(tf.constant(x))
