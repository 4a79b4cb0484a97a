from django.http import JsonResponse
from transformers import pipeline


def predict(request):
    clf = pipeline("sentiment-analysis")
    return JsonResponse(clf(request.GET["q"]), safe=False)


def health(request):
    return JsonResponse({"ok": True})
