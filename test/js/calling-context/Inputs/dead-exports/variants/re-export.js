// Handed on by name to whoever imports this module.
export {neverCalled} from './utils.js';
