// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --checks='-*,tensor-model-reload' %s | FileCheck %s --implicit-check-not=warning:
// React hooks: an effect with an empty dependency list runs once per mount
// (how apps load a model once); without a dependency list it runs on every
// render, and so does a local helper it calls (`const run = async () =>
// ...`, every React component's pattern).
import React, { useEffect } from 'react';
import * as tf from '@tensorflow/tfjs';
import * as mobilenet from '@tensorflow-models/mobilenet';

export function Once() {
  useEffect(() => {
    tf.loadGraphModel('m.json').then((m) => console.log(m));
  }, []);
  return <div />;
}

export function OnceThroughHelper() {
  const load = async () => {
    const m = await tf.loadLayersModel('m.json');
    console.log(m);
  };
  useEffect(() => {
    load();
  }, []);
  return <div />;
}

export const EveryRender = () => {
  let net;
  const run = async () => {
    // CHECK: :[[@LINE+1]]:17: warning: model loaded by 'mobilenet.load' every time 'run' runs (called from 'React.useEffect' callback); load it once and reuse it {{.*}} [tensor-model-reload]
    net = await mobilenet.load();
    console.log(net);
  };
  React.useEffect(() => {
    run();
  });
  return <div />;
};
