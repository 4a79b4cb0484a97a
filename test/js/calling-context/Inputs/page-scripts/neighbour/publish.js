// Another package of the repository, whose code spells the folder name of
// the site's scripts: a folder of another package is not one this code
// loads, so the site's unloaded copies still never run.
const path = require('path');
const tf = require('@tensorflow/tfjs-node');
console.log(tf.version, path.join(__dirname, '..', 'site'));
