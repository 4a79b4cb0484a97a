import * as tf from '@tensorflow/tfjs-node';
import { housingFlow, pitchFlow, stepFlow, tickFlow, keptFlow } from './flows';

// Returns a flow by name: another file calls what it returns.
export const chooseFlow = () => {
  switch (process.env.FLOW) {
    case 'pitch':
      return pitchFlow;
    default:
      return housingFlow;
  }
};

export function stepper() {
  return stepFlow;
}

export function ticker() {
  return process.env.FAST ? tickFlow : tickFlow;
}

export function keeper() {
  return keptFlow;
}

// A closure made per call: it runs where its maker's result is called.
export function makeWarmup(shape) {
  return () => {
    const w = tf.zeros(shape);
    console.log(w.dataSync());
  };
}
