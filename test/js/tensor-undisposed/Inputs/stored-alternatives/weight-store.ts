import {Variable} from '@tensorflow/tfjs-core';

export default class WeightStore {
  private vars = new Map<string, Variable | null>();
  add(name: string, variable?: Variable) {
    this.vars.set(name, variable || null);
  }
  addDefault(name: string, variable?: Variable) {
    this.vars.set(name, variable ?? null);
  }
  shapeOf(variable?: Variable) {
    return (variable || null)?.shape;
  }
  dispose() {
    this.vars.forEach((v) => v?.dispose());
  }
}
