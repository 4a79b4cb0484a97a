// Handed on whole to whoever imports this module.
export * from './utils.js';
