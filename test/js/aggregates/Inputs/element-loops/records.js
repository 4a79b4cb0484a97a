// Records of tensors walked by key, value or entry: every entry released.
import * as tf from '@tensorflow/tfjs';

export function byKey(x) {
  const rec = { sq: x.square(), ab: x.abs() };
  for (const k in rec) rec[k].dispose();
}

export function keysForEach(x) {
  const rec = { sq: x.square(), ab: x.abs() };
  Object.keys(rec).forEach((k) => rec[k].dispose());
}

export function entriesForEach(x) {
  const rec = { sq: x.square(), ab: x.abs() };
  Object.entries(rec).forEach(([, t]) => {
    t.dispose();
  });
}

export function valuesLoop(x) {
  const rec = { sq: x.square(), ab: x.abs() };
  for (const t of Object.values(rec)) tf.dispose(t);
}

export function valuesDisposed(x) {
  const rec = { sq: x.square(), ab: x.abs() };
  tf.dispose(Object.values(rec));
}

// A helper that walks its parameter's entries releases its caller's record.
export function disposeRecord(r) {
  for (const name in r) {
    r[name].dispose();
  }
}

export function viaHelper(model, x) {
  const outs = model.execute(x, ['a', 'b']);
  console.log(outs.a.shape);
  disposeRecord(outs);
}

export function onlyRead(x) {
  // CHECK: records.js:[[@LINE+2]]:21: warning: intermediate tensor from 'x.square'
  // CHECK: records.js:[[@LINE+1]]:37: warning: intermediate tensor from 'x.abs'
  const rec = { sq: x.square(), ab: x.abs() };
  for (const k in rec) console.log(rec[k].shape);
}
