"""A Flask API that classifies uploaded images with a Keras model."""
import numpy as np
import tensorflow as tf
from flask import Flask, jsonify, request

app = Flask(__name__)
LABELS = ["cat", "dog"]


@app.route("/classify", methods=["POST"])
def classify():
    image = tf.io.decode_image(request.files["image"].read(), channels=3)
    batch = tf.image.resize(image, (224, 224))[None, ...] / 255.0
    model = tf.keras.models.load_model("model.keras")
    scores = model.predict(batch)[0]
    return jsonify({"label": LABELS[int(np.argmax(scores))]})
