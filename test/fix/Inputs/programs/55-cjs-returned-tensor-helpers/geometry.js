// Geometry helpers for 2-D point clouds. Every function returns a new
// tensor that belongs to the caller.
const tf = require('@tensorflow/tfjs');

function rotation(angle) {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  return tf.tensor2d([[c, -s], [s, c]]);
}

function rotate(points, angle) {
  const r = rotation(angle);
  return points.matMul(r.transpose());
}

function centroid(points) {
  return points.mean(0);
}

exports.rotate = rotate;
exports.centroid = centroid;
exports.pairwiseDistances = function (points) {
  const a = points.expandDims(1);
  const b = points.expandDims(0);
  return a.sub(b).square().sum(-1).sqrt();
};
