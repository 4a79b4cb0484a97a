// An "off-main-thread" analysis step: yields to the event loop first, then
// reads the tensor's values.
export async function analyze(t) {
  await Promise.resolve();
  const rows = await t.array();
  return rows.map((row) => row.reduce((a, b) => a + b, 0));
}

export function analyzeLater(t, ms) {
  return new Promise((resolve) => setTimeout(() => resolve(analyze(t)), ms));
}
