from django.urls import path

from . import views

urlpatterns = [
    path("predict/", views.predict),
    path("health/", views.health),
]
