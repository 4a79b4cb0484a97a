// RUN: not %tensorlint --report-unproven-repetition --checks='-*,tensor-*' %s | FileCheck %s --implicit-check-not=warning:
// Transformers.js: generate() hands its key/value cache to the caller when
// asked (return_dict_in_generate: true), who must dispose it or pass it to
// the next generate(), which takes it over. Without the option, generate()
// frees its cache itself.
import { AutoModelForCausalLM } from '@huggingface/transformers';

const model = await AutoModelForCausalLM.from_pretrained('onnx-community/Qwen3-0.6B-ONNX', { device: 'webgpu' });

export async function dropsTheCache(inputs) {
  // CHECK: :[[@LINE+2]]:48: warning: key/value cache returned by 'model.generate' is never disposed [tensor-undisposed]
  // CHECK-NEXT: note: call 'await past_key_values.dispose()' after its last use
  const { past_key_values, sequences } = await model.generate({ ...inputs, max_new_tokens: 64, return_dict_in_generate: true });
  return sequences;
}

export async function neverBindsTheCache(inputs) {
  // CHECK: :[[@LINE+1]]:31: warning: intermediate key/value cache from 'model.generate' is never bound and cannot be disposed [tensor-chained-temporary]
  const { sequences } = await model.generate({ ...inputs, return_dict_in_generate: true });
  return sequences;
}

export async function recordNeverFreed(inputs) {
  // CHECK: :[[@LINE+2]]:21: warning: key/value cache returned by 'model.generate' is never disposed [tensor-undisposed]
  // CHECK-NEXT: note: call 'await out.past_key_values.dispose()' after its last use
  const out = await model.generate({ ...inputs, return_dict_in_generate: true });
  return out.sequences;
}

// A chat loop: each turn passes the previous cache in (generate updates or
// frees it) and keeps the new one; the last one is disposed at the end.
export async function chat(turns) {
  let cache = null;
  for (const turn of turns) {
    const { past_key_values, sequences } = await model.generate({ ...turn, past_key_values: cache, return_dict_in_generate: true });
    cache = past_key_values;
    console.log(sequences);
  }
  await cache?.dispose();
}

export async function chatLosesTheLastCache(turns) {
  let cache = null;
  for (const turn of turns) {
    // CHECK: :[[@LINE+1]]:23: warning: key/value cache returned by 'model.generate' is not disposed on every path [tensor-undisposed]
    const out = await model.generate({ ...turn, past_key_values: cache, return_dict_in_generate: true });
    cache = out.past_key_values;
  }
}

// The record's other fields are not the cache: reading them after freeing
// it is fine; the cache itself is gone.
export async function freedThenRead(inputs) {
  const out = await model.generate({ ...inputs, return_dict_in_generate: true });
  await out.past_key_values.dispose();
  console.log(out.sequences);
  // CHECK: :[[@LINE+2]]:10: warning: key/value cache 'out' is used after it was disposed [tensor-use-after-dispose]
  // CHECK-NEXT: :[[@LINE-3]]:9: note: disposed here
  return model.generate({ ...inputs, past_key_values: out.past_key_values });
}

export async function freedTwice(inputs) {
  const { past_key_values } = await model.generate({ ...inputs, return_dict_in_generate: true });
  await past_key_values.dispose();
  // CHECK: :[[@LINE+2]]:9: warning: key/value cache 'past_key_values' is disposed twice [tensor-double-dispose]
  // CHECK-NEXT: :[[@LINE-2]]:9: note: first disposed here
  await past_key_values.dispose();
}

// Kept in module state for the next message (the examples' worker.js).
let past_key_values_cache = null;
export async function keptForTheNextMessage(inputs) {
  const { past_key_values, sequences } = await model.generate({ ...inputs, past_key_values: past_key_values_cache, return_dict_in_generate: true });
  past_key_values_cache = past_key_values;
  return sequences;
}

// Without return_dict_in_generate, generate() returns only the sequences.
export async function plain(inputs) {
  return await model.generate({ ...inputs, max_new_tokens: 20 });
}

// Options named by a const are read too.
const options = { max_new_tokens: 20, return_dict_in_generate: true };
export async function optionsByName(inputs) {
  // CHECK: :[[@LINE+1]]:21: warning: key/value cache returned by 'model.generate' is never disposed [tensor-undisposed]
  const out = await model.generate({ ...inputs, ...options });
  return out.sequences;
}
