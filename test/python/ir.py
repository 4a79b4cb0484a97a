# RUN: %tensorlint --dump-ir %s | FileCheck %s
# The Python frontend's IR: history effects, graph ops, a session's create
# and the release its `with` statement makes.
import tensorflow as tf
import torch

net = torch.nn.Linear(2, 1)


# CHECK-LABEL: function "step"
def step(x, total):
    # CHECK: derive %[[OUT:[0-9]+]] %{{[0-9]+}} args=(%{{[0-9]+}}) api="net" history=start
    out = net(x)
    # CHECK: use %[[OUT]] api="out.backward" history=require
    out.backward()
    # CHECK: derive %[[ITEM:[0-9]+]] %[[OUT]] api="out.item" history=drop
    # CHECK: derive %[[TOTAL:[0-9]+]] args=(%[[TOTAL]], %[[ITEM]]) api="+=" history=inherit
    total += out.item()
    with torch.no_grad():
        # CHECK: api="net" history=drop
        net(x)
    return total


# CHECK-LABEL: function "graph"
def graph(batches):
    # CHECK: create %[[S:[0-9]+]] api="tf.Session" release="{}.close()"
    with tf.Session() as sess:
        for b in batches:
            # CHECK: graph-add _ api="tf.constant" graph=[[G:[0-9]+]]
            c = tf.constant(b)
            # CHECK: graph-run %[[S]] api="sess.run" graph=[[G]]
            sess.run(c)
    # CHECK: release %[[S]] api="with"


# A class's __init__ initialises its receiver: its stores into `self.x`
# replace nothing; another method's do.
class Tracker:
    # CHECK: function "__init__" {{.*}}initialises-receiver
    def __init__(self):
        # CHECK: value %{{[0-9]+}} "self.history" {{.*}} receiver
        self.history = []

    # CHECK: function "reset"
    # CHECK-NOT: initialises-receiver
    # CHECK: value
    def reset(self):
        self.history = []
