# A model built in a loop, or in a function that runs again and again, is
# kept (an ensemble, a model's sub-blocks) when what keeps it holds it among
# other parts: a conditional expression that may pick it, stored in a field,
# appended to a list or assigned to a module variable; a tuple or list with
# it, returned or stored. One picked by a conditional expression and
# dropped still adds to Keras's global state on every iteration; so does one
# only a library call reads (`len([m])`).
# RUN: not %tensorlint --checks='-*,tensor-graph-growth' %s | FileCheck %s --implicit-check-not=warning:
from tensorflow import keras

BEST = None


class Block:
    def __init__(self, s, conv):
        self.conv = conv if s == 1 else keras.Sequential([conv])
        self.heads = [keras.Sequential([]), conv]


def parse(depth, n):
    layers = []
    for _ in range(depth):
        m = keras.Sequential([keras.layers.Dense(4)]) if n > 1 else keras.layers.Dense(4)
        layers.append(m)
    return keras.Sequential(layers), sorted(str(x) for x in layers)


def pick(n):
    global BEST
    for _ in range(n):
        BEST = keras.Sequential([]) if n > 2 else BEST


def dropped(n):
    for _ in range(n):
        # CHECK: :[[@LINE+1]]:13: warning: 'keras.Sequential' adds to Keras's global state on every iteration of this loop
        m = keras.Sequential([]) if n > 1 else None
        print(m)


def counted(n):
    for _ in range(n):
        # CHECK: :[[@LINE+1]]:20: warning: 'keras.Sequential' adds to Keras's global state on every iteration of this loop
        print(len([keras.Sequential([])]))


for k in range(10):
    Block(2, None)
    parse(3, 2)
    pick(k)
    dropped(k)
    counted(k)
