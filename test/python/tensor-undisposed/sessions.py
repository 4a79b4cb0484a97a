# RUN: not %tensorlint --checks='-*,tensor-undisposed' %s | FileCheck %s --implicit-check-not=warning:
# TF1 sessions: closed by `with`, by close(), or leaked where they are made
# again and again. A session made once and dropped is closed when Python
# frees it: not reported.
import tensorflow as tf
from flask import Flask

app = Flask(__name__)


def score_all(graphs):
    results = []
    for g in graphs:
        # CHECK: :[[@LINE+2]]:16: warning: session returned by 'tf.compat.v1.Session' is never disposed; it leaks once per loop iteration [tensor-undisposed]
        # CHECK: :[[@LINE+1]]:16: note: call 'sess.close()' after its last use (line [[@LINE+2]])
        sess = tf.compat.v1.Session(graph=g)
        results.append(sess.run("y:0"))
    return results


@app.route("/run")
def run_once():
    # CHECK: :[[@LINE+1]]:12: warning: session returned by 'tf.Session' is not disposed on the path through the 'return' at line [[@LINE+4]]; it leaks every time {{.+}} [tensor-undisposed]
    sess = tf.Session()
    out = sess.run("y:0")
    if out is None:
        return "nothing"
    sess.close()
    return str(out)


def script_main():
    # Made once; the process (or the garbage collector) closes it.
    sess = tf.Session()
    print(sess.run("y:0"))


def with_block(graphs):
    out = []
    for g in graphs:
        with tf.compat.v1.Session(graph=g) as sess:
            out.append(sess.run("y:0"))
    return out


def closed_in_finally(graphs):
    for g in graphs:
        sess = tf.compat.v1.Session(graph=g)
        try:
            print(sess.run("y:0"))
        finally:
            sess.close()


class Model:
    def __init__(self):
        self.sess = tf.Session()  # owned by the object
