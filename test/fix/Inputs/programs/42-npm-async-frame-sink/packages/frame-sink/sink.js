'use strict';
// Queues frames and encodes them on flush(); write() resolves once the frame
// is queued. The sink reads (and then frees) the tensors only in flush().
const queue = [];

function write(frame) {
  queue.push(frame);
  return new Promise((resolve) => setTimeout(() => resolve(queue.length), 1));
}

async function flush() {
  const encoded = [];
  while (queue.length > 0) {
    const frame = queue.shift();
    const data = await frame.data();
    encoded.push(Array.from(data).reduce((a, b) => a + b, 0));
    frame.dispose();
  }
  return encoded;
}

module.exports = {write, flush};
