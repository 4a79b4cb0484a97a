// Imports neverCalled only to hand it on (a module variable holding a list
// of handlers, a callback by name): the run cannot tell where it runs, so
// it is no dead code.
import {neverCalled} from './utils.js';

export const handlers = [neverCalled];
export function runAll(items) {
  return items.map(neverCalled);
}
