# RUN: not %tensorlint --checks='-*,tensor-model-reload' %s | FileCheck %s --implicit-check-not=warning:
# A Streamlit script runs from the top again on every interaction: a load in
# its body (or in a function it calls) repeats unless st.cache_resource
# caches it.
import streamlit as st
from transformers import pipeline
from ultralytics_stub import detect


@st.cache_resource
def load_summarizer():
    return pipeline("summarization")  # once per process


def load_translator():
    return pipeline("translation_en_to_fr")  # its call is the load


st.title("Summaries")
summarizer = load_summarizer()
# CHECK: :[[@LINE+1]]:14: warning: model loaded by 'load_translator' every time the Streamlit script runs; {{.+}} [tensor-model-reload]
translator = load_translator()
# CHECK: :[[@LINE+1]]:14: warning: pipeline loaded by 'pipeline' every time the Streamlit script runs; {{.+}} [tensor-model-reload]
classifier = pipeline("sentiment-analysis")
text = st.text_area("Text")
if st.button("Go"):
    st.write(summarizer(text), translator(text), classifier(text), detect(text))
