// A tiny hooks runtime: state lives in the runtime between renders.
'use strict';

const states = [];
let cursor = 0;
let renders = 0;

function useState(initial) {
  const slot = cursor++;
  if (states.length <= slot) states.push(initial);
  const setState = (next) => {
    states[slot] = typeof next === 'function' ? next(states[slot]) : next;
  };
  return [states[slot], setState];
}

function render(component, props) {
  cursor = 0;
  renders++;
  return component(props);
}

function renderCount() {
  return renders;
}

module.exports = {useState, render, renderCount};
