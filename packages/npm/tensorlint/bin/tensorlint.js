#!/usr/bin/env node
'use strict';
// `npx tensorlint ...`: runs this platform's tensorlint program with the
// same arguments, standard streams and exit status.
const { spawnSync } = require('node:child_process');
const { binaryPath } = require('../index.js');

let bin;
try {
  bin = binaryPath();
} catch (e) {
  process.stderr.write(`tensorlint: error: ${e.message}\n`);
  process.exit(2);
}
const run = spawnSync(bin, process.argv.slice(2), { stdio: 'inherit' });
if (run.error) {
  process.stderr.write(`tensorlint: error: cannot run ${bin}: ${run.error.message}\n`);
  process.exit(2);
}
process.exit(run.status === null ? 2 : run.status);
