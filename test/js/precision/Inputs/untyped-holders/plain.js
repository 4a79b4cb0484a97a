import * as tf from '@tensorflow/tfjs';

// Not models: plain JavaScript methods of a property prove nothing.
export function plain(state, n) {
  for (let i = 0; i < n; i++) {
    console.log(state.items.slice(1), state.rows.concat([i]));
    const [first] = state.pairs;
    console.log(first.concat([i]));
  }
}
