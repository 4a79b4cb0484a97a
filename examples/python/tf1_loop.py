"""Scores a stream of feature batches with a TF1 graph."""
import numpy as np
import tensorflow.compat.v1 as tf

tf.disable_v2_behavior()


def score(batches, weights):
    w = tf.constant(weights, dtype=tf.float32)
    results = []
    with tf.Session() as sess:
        for batch in batches:
            x = tf.constant(batch, dtype=tf.float32)
            logits = tf.matmul(x, w)
            results.append(sess.run(tf.nn.softmax(logits)))
    return np.concatenate(results)
