// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --checks='-*,tensor-model-reload' %s %S/Inputs/jsx/load-session.js %S/Inputs/jsx/train-handler.js > %t
// RUN: grep -v train-handler.js %t | FileCheck %s --implicit-check-not=warning:
// RUN: grep train-handler.js %t | FileCheck %S/Inputs/jsx/train-handler.js --implicit-check-not=warning:
// JSX event attributes run their function per event: inline arrows, names
// of local functions, `useCallback` results (React hands the callback
// back: it runs where its name is used, not per render), class methods
// through `this`, `.bind(this)`, a component's `on*` props, and a handler
// imported from another file. Each name is the one in scope: two
// components may each have a `load`.
import React, { useCallback, useRef } from 'react';
import { loadSession } from './Inputs/jsx/load-session.js';
import { onTrain } from './Inputs/jsx/train-handler.js';

export function Inline() {
  return (
    <button
      onClick={async () => {
        // CHECK: jsx-handlers.jsx:[[@LINE+1]]:31: warning: model loaded by 'loadSession' every time the 'onClick' handler of <button> runs; {{.*}} [tensor-model-reload]
        const session = await loadSession('m.onnx');
        console.log(session);
      }}
    />
  );
}

export function Named() {
  const load = async () => {
    // CHECK: jsx-handlers.jsx:[[@LINE+1]]:27: warning: model loaded by 'loadSession' every time 'load' runs ('onChange' handler of <select>); {{.*}} [tensor-model-reload]
    const session = await loadSession('m.onnx');
    console.log(session);
  };
  return <select onChange={load} />;
}

export function Memoized() {
  const current = useRef(null);
  // Runs per click, not per render; its dependency list says nothing.
  const load = useCallback(async () => {
    // CHECK: jsx-handlers.jsx:[[@LINE+1]]:29: warning: model loaded by 'loadSession' every time 'load' runs (called from 'onClick' handler of <button>); {{.*}} [tensor-model-reload]
    current.current = await loadSession('m.onnx');
  }, []);
  return <button onClick={() => load()} />;
}

export function MemoizedOnce() {
  const current = useRef(null);
  // The same callback, run once from a mount effect and never from an event.
  const load = useCallback(async () => {
    current.current = await loadSession('m.onnx');
  }, []);
  React.useEffect(() => {
    load();
  }, []);
  return <div />;
}

export class Trainer extends React.Component {
  async handleLoad() {
    // CHECK: jsx-handlers.jsx:[[@LINE+1]]:27: warning: model loaded by 'loadSession' every time 'handleLoad' runs ('onClick' handler of <button>); {{.*}} [tensor-model-reload]
    const session = await loadSession('m.onnx');
    console.log(session);
  }
  async handleBound() {
    // CHECK: jsx-handlers.jsx:[[@LINE+1]]:27: warning: model loaded by 'loadSession' every time 'handleBound' runs ('onSubmit' handler of <form>); {{.*}} [tensor-model-reload]
    const session = await loadSession('m.onnx');
    console.log(session);
  }
  render() {
    return (
      <div>
        <button onClick={this.handleLoad} />
        <form onSubmit={this.handleBound.bind(this)} />
        <button onClick={onTrain} />
      </div>
    );
  }
}

function ModelPicker(props) {
  return <select onChange={(e) => props.onModelChange(e.target.value)} />;
}

export function WithPicker() {
  const change = async () => {
    // CHECK: jsx-handlers.jsx:[[@LINE+1]]:27: warning: model loaded by 'loadSession' every time 'change' runs ('onModelChange' handler of <ModelPicker>); {{.*}} [tensor-model-reload]
    const session = await loadSession('m.onnx');
    console.log(session);
  };
  // A component's start-up callback may run once: no evidence.
  const ready = async () => {
    const session = await loadSession('m.onnx');
    console.log(session);
  };
  return <ModelPicker onModelChange={change} onReady={ready} />;
}

export function Other() {
  // Another component's `load`, never registered: not the one above.
  const load = async () => {
    const session = await loadSession('m.onnx');
    console.log(session);
  };
  return <div title="x" data-load={load} />;
}
