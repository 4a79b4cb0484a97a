from transformers import pipeline


def load_classifier():
    return pipeline("text-classification")


def load_summarizer():
    return pipeline("summarization")


def classify(text):
    clf = pipeline("zero-shot-classification")
    return clf(text, candidate_labels=["a", "b"])
