// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --checks='-*,tensor-model-reload' %s %S/Inputs/queries > %t
// RUN: FileCheck %s --input-file=%t --implicit-check-not=warning:
// RUN: FileCheck %S/Inputs/queries/camera.js --input-file=%t
// A TanStack Query (react-query) query function runs whenever its query
// fetches: on mount, and again on window focus, reconnect or invalidation;
// a mutation function on every mutate. What it loads is loaded each time:
// in place (v3's positional function, v4's `queryFn`), through a helper of
// another module that registers a video's first-frame listener, and through
// a mutation. A query that reads a model loaded once is fine.
// CHECK: camera.js:7:23: warning: model loaded by 'cocoSsd.load'
import React from 'react';
import {useMutation, useQuery} from 'react-query';
import * as tf from '@tensorflow/tfjs';
import {startCamera} from './Inputs/queries/camera.js';

export function Labels() {
  const {data} = useQuery('labels', async () => {
    // CHECK: :[[@LINE+1]]:25: warning: model loaded by 'tf.loadLayersModel' every time the 'useQuery' query function runs; load it once{{.*}} [tensor-model-reload]
    const model = await tf.loadLayersModel('labels/model.json');
    return model.getConfig();
  });
  return <div>{String(data)}</div>;
}

export function Camera() {
  useQuery('camera', () => startCamera());
  return <video id="webcam" />;
}

export function Summary() {
  const {data} = useQuery({
    queryKey: ['summary'],
    queryFn: async () => {
      // CHECK: :[[@LINE+1]]:27: warning: model loaded by 'tf.loadGraphModel' every time 'queryFn' runs (query 'queryFn'); load it once{{.*}} [tensor-model-reload]
      const model = await tf.loadGraphModel('summary/model.json');
      return model.inputs.length;
    },
  });
  return <p>{data}</p>;
}

export function Upload() {
  const upload = useMutation(async (file) => {
    // CHECK: :[[@LINE+1]]:25: warning: model loaded by 'tf.loadLayersModel' every time the 'useMutation' mutation function runs; load it once{{.*}} [tensor-model-reload]
    const model = await tf.loadLayersModel('upload/model.json');
    return model.predict(file);
  });
  return <input type="file" onChange={(e) => upload.mutate(e.target.files[0])} />;
}

const shared = tf.loadLayersModel('shared/model.json');
export function Shared() {
  const {data} = useQuery('shared', async () => (await shared).getConfig());
  return <div>{String(data)}</div>;
}
