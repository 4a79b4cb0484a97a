// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint %s | FileCheck %s --implicit-check-not=warning:
// A model loaded into a module variable on every click, never disposing the
// one it replaces, leaks a whole model per click (issue 17 item 9). Disposing
// the old one first, loading only when none is there, or loading once is
// fine.
const tf = require('@tensorflow/tfjs');

let model;
document.getElementById('load').addEventListener('click', async () => {
  // CHECK: :[[@LINE+1]]:17: warning: model loaded by 'tf.loadLayersModel' into 'model' every time the 'addEventListener' callback runs replaces the previous model without disposing it; dispose the old one first, or load it once [tensor-model-reload]
  model = await tf.loadLayersModel('indexeddb://latest');
});

let swapped;
document.getElementById('swap').addEventListener('click', async () => {
  if (swapped) swapped.dispose();
  swapped = await tf.loadLayersModel('indexeddb://latest');
});

let cached;
document.getElementById('once').addEventListener('click', async () => {
  if (!cached) cached = await tf.loadLayersModel('indexeddb://latest');
});

let atStart;
async function main() {
  atStart = await tf.loadLayersModel('indexeddb://latest');
}
main();

// A tokenizer owns no native memory and has no dispose(): the one a new
// load replaces is collected, so "dispose the old one" cannot be followed.
// Loading it into a module variable on a setting change is fine.
import {AutoTokenizer} from '@huggingface/transformers';
let tokenizer;
document.getElementById('language').addEventListener('change', async (e) => {
  tokenizer = await AutoTokenizer.from_pretrained(e.target.value);
});
