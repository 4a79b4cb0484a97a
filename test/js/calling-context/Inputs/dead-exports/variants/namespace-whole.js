// The namespace handed on whole: any of its members may run.
import * as utils from './utils.js';

export function register(registry) {
  registry.add(utils);
}
