import * as tf from '@tensorflow/tfjs';
import { createContext, useContext } from 'react';

// The model comes back inside an array: its callers destructure it.
export const ModelContext = createContext([null]);
export function useModel() {
  return useContext(ModelContext);
}

export const registry = { detector: null, models: {} };

export async function setup() {
  registry.detector = await tf.loadGraphModel('/detector/model.json');
  return { detector: registry.detector };
}
