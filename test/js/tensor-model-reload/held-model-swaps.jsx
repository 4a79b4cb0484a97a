// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --checks='-*,tensor-model-reload' %s %S/Inputs/held-swaps | FileCheck %s --implicit-check-not=warning:
// A model loaded again when a setting changes, after the model an owner
// keeps (a reducer's state, a module object, a class's field, a holder
// another file's helper is given) was released through it
// (`state.detector.dispose()`, nothing typing the receiver), and handed on
// to that owner, is a swap: no reload. Through a component's effect, a
// module object, a class method, another file's helper and a callback of a
// promise. Still reported: a model released only after the new load, and a
// new model dropped instead of kept.
import * as poseDetection from '@tensorflow-models/pose-detection';
import {useEffect, useReducer} from 'react';
import {switchDetector} from './Inputs/held-swaps/switcher.js';

const holders = {current: null};

export default function PoseView({model}) {
  const [state, dispatch] = useReducer((s, a) => ({...s, detector: a}), {});

  const loadDetector = async () => {
    if (state.detector) {
      await state.detector.dispose();
    }
    const detector = await poseDetection.createDetector(model);
    dispatch(detector);
  };

  useEffect(() => {
    loadDetector();
  }, [model]);

  useEffect(() => {
    switchDetector(state, model);
  }, [model, state]);

  return <button onClick={() => loadDetector()}>reload</button>;
}

document.getElementById('model').addEventListener('change', async (e) => {
  holders.current.dispose();
  const next = await poseDetection.createDetector(e.target.value);
  holders.current = next;
});

export class Tracker {
  async retarget(model) {
    this.detector.dispose();
    poseDetection.createDetector(model).then((d) => this.keep(d));
  }
  keep(d) {
    this.detector = d;
  }
}
const tracker = new Tracker();
document.getElementById('retarget').addEventListener('click', () => tracker.retarget('MoveNet'));

document.getElementById('late').addEventListener('click', async () => {
  // CHECK: :[[@LINE+1]]:23: warning: model loaded by 'poseDetection.createDetector' every time the 'addEventListener' callback runs
  const fresh = await poseDetection.createDetector('MoveNet');
  window.showDetector(fresh);
  holders.current.dispose();
});

document.getElementById('drop').addEventListener('click', async () => {
  holders.current.dispose();
  // CHECK: :[[@LINE+1]]:23: warning: model loaded by 'poseDetection.createDetector' every time the 'addEventListener' callback runs
  const probe = await poseDetection.createDetector('PoseNet');
  console.log(await probe.estimatePoses(document.getElementById('v')));
});
