// RUN: not %tensorlint --checks='-*,tensor-model-reload' %s | FileCheck %s --implicit-check-not=warning:
// React components that load their model on every render or mount: every
// visit of the view downloads and uploads the weights again.
import * as tf from '@tensorflow/tfjs';
import * as handpose from '@tensorflow-models/handpose';
import { useEffect, useState } from 'react';

export function HandView({ video }: { video: HTMLVideoElement }) {
  const [hands, setHands] = useState<number>(0);
  useEffect(() => {
    // CHECK: :[[@LINE+1]]:5: warning: model loaded by 'handpose.load' every time {{('[^']+' runs \(.+\)|the .+ runs)}}; load it once and reuse it{{.*}} [tensor-model-reload]
    handpose.load().then(async (model) => {
      const predictions = await model.estimateHands(video);
      setHands(predictions.length);
    });
  }, [video]);
  return <p>{hands} hands</p>;
}

export function Viewer({ url }: { url: string }) {
  // CHECK: :[[@LINE+1]]:24: warning: model loaded by 'tf.loadGraphModel' every time 'Viewer' runs (React component 'Viewer'); load it once and reuse it{{.*}} [tensor-model-reload]
  const modelPromise = tf.loadGraphModel(url);
  const [ready, setReady] = useState(false);
  modelPromise.then(() => setReady(true));
  return <p>{ready ? 'ready' : 'loading'}</p>;
}

export function Scorer({ text }: { text: string }) {
  const [score, setScore] = useState(0);
  useEffect(() => {
    let model: tf.LayersModel | undefined;
    (async () => {
      // CHECK: :[[@LINE+1]]:21: warning: model loaded by 'tf.loadLayersModel' every time {{('[^']+' runs \(.+\)|the .+ runs)}}; load it once and reuse it{{.*}} [tensor-model-reload]
      model = await tf.loadLayersModel('/models/sentiment/model.json');
      const y = model.predict(tf.tensor2d([[text.length]])) as tf.Tensor;
      setScore((await y.data())[0]);
      y.dispose();
    })();
    return () => model?.dispose();
  }, [text]);
  return <meter value={score} />;
}
