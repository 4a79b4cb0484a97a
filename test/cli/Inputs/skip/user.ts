// Names no library, but imports model.ts: its tensors come from there.
import { features } from './model';

export function score(x: number[]): number {
  const t = features(x);
  return t.dataSync()[0];
}
