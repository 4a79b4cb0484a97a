// Describes a tensor asynchronously (as a web worker or a logging service
// would): the tensor is read after the first await.
async function describe(t) {
  await new Promise((resolve) => setTimeout(resolve, 2));
  const [mean, max] = await Promise.all([t.mean().data(), t.max().data()]);
  return {shape: t.shape.join('x'), mean: mean[0], max: max[0]};
}

module.exports = {describe};
