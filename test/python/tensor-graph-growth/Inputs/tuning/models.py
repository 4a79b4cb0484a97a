import tensorflow as tf


def build_model(units):
    model = tf.keras.models.Sequential()
    model.add(tf.keras.layers.Dense(units))
    return model


def shared_model(units):
    # Stored for the program: no caller's call adds a model of its own.
    global SHARED
    SHARED = tf.keras.models.Sequential([tf.keras.layers.Dense(units)])
    return SHARED
