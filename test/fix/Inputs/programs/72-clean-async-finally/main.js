// A leak-free async pipeline: each step awaits data() and frees its tensors
// in finally, a variable is disposed when training is done, and a tensor
// handed to a cache is freed by the cache. Shapes: control program with no
// leaks; try/finally around await, async loop, cache that owns tensors.
const tf = require('@tensorflow/tfjs');

class Cache {
  constructor() {
    this.items = new Map();
  }
  put(key, t) {
    if (this.items.has(key)) this.items.get(key).dispose();
    this.items.set(key, t);
  }
  clear() {
    for (const t of this.items.values()) t.dispose();
    this.items.clear();
  }
}

async function step(w, values) {
  const x = tf.tensor1d(values);
  const y = x.mul(w);
  try {
    return Array.from(await y.data());
  } finally {
    tf.dispose([x, y]);
  }
}

async function main() {
  await tf.setBackend('cpu');
  const w = tf.tidy(() => tf.variable(tf.tensor1d([0.5, 2, -1])));
  const cache = new Cache();
  for (let i = 0; i < 3; i++) {
    const out = await step(w, [i, i + 1, i + 2]);
    console.log('step', i, out.map((v) => v.toFixed(2)).join(' '));
    cache.put(i % 2 === 0 ? 'even' : 'odd', tf.tensor1d(out));
  }
  console.log('cached', cache.items.size, 'even sum', tf.tidy(() => cache.items.get('even').sum().arraySync()).toFixed(2));
  cache.clear();
  w.dispose();
  console.log('numTensors', tf.memory().numTensors);
}

main();
