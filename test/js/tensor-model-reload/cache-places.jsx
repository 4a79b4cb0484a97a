// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --checks='-*,tensor-model-reload' %s %S/Inputs/jsx/load-session.js | FileCheck %s --implicit-check-not=warning:
// A model a helper of another file loads (its type unknown where it is
// stored) kept per key in a place that outlives the call is cached, as one
// the library loads directly would be: a component's ref, a module's map or
// object, an instance's field, filled from a method or a callback. Kept in
// a local collection, or in one place replaced on every click, it is not.
import React, { useRef } from 'react';
import { loadSession } from './Inputs/jsx/load-session.js';

const byName = new Map();
const registry = {};

export function RefCache() {
  const cache = useRef({});
  const current = useRef(null);
  const pick = async (key) => {
    if (cache.current[key]) {
      current.current = cache.current[key];
      console.log('cached');
      return;
    }
    const session = await loadSession('m.onnx');
    current.current = session;
    cache.current[key] = session;
  };
  return <select onChange={(e) => pick(e.target.value)} />;
}

async function intoMap(key) {
  const known = byName.get(key);
  if (known) {
    console.log('cached');
    return known;
  }
  const session = await loadSession('m.onnx');
  byName.set(key, session);
  return session;
}

async function intoModuleObject(key) {
  if (registry[key]) {
    console.log('cached');
    return;
  }
  const session = await loadSession('m.onnx');
  registry[key] = session;
}

class Sessions {
  constructor() {
    this.byKey = {};
  }
  async get(key) {
    if (this.byKey[key] !== undefined) {
      console.log('cached');
      return this.byKey[key];
    }
    const session = await loadSession('m.onnx');
    this.byKey[key] = session;
    return session;
  }
}

const sessions = new Sessions();

async function intoLocal() {
  const all = [];
  // CHECK: cache-places.jsx:[[@LINE+1]]:25: warning: model loaded by 'loadSession' every time 'intoLocal' runs ('onClick' handler of <button>); {{.*}} [tensor-model-reload]
  const session = await loadSession('m.onnx');
  all.push(session);
  console.log(all);
}

export function Buttons() {
  return (
    <div>
      <button onClick={() => intoMap('a')} />
      <button onClick={() => intoModuleObject('a')} />
      <button onClick={() => sessions.get('a')} />
      <button onClick={intoLocal} />
      <button onClick={() => ['a', 'b'].forEach((k) => intoMap(k))} />
    </div>
  );
}
