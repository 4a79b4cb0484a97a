'use strict';
// The tensorlint npm package: finds the prebuilt binary of this platform
// (an optional dependency, installed by npm only where its os, cpu and libc
// match, as oxlint and biome do) and runs it.

const { spawnSync } = require('node:child_process');
const path = require('node:path');

/** platform key -> the package carrying its binary. */
const PLATFORMS = {
  'linux-x64-glibc': '@tensorlint/linux-x64-gnu',
};

function platformKey() {
  let key = `${process.platform}-${process.arch}`;
  if (process.platform === 'linux') {
    const report = process.report && process.report.getReport ? process.report.getReport() : null;
    const glibc = report && report.header && report.header.glibcVersionRuntime;
    key += glibc ? '-glibc' : '-musl';
  }
  return key;
}

/** The tensorlint program to run: $TENSORLINT_BINARY, or this platform's. */
function binaryPath() {
  if (process.env.TENSORLINT_BINARY) return process.env.TENSORLINT_BINARY;
  const key = platformKey();
  const pkg = PLATFORMS[key];
  if (!pkg)
    throw new Error(
        `no prebuilt tensorlint for ${key} (prebuilt for: ${Object.keys(PLATFORMS).join(', ')}); ` +
        'build it from source (https://github.com/tensorlint/tensorlint) and set TENSORLINT_BINARY to it');
  let dir;
  try {
    dir = path.dirname(require.resolve(`${pkg}/package.json`));
  } catch (_) {
    throw new Error(
        `the package ${pkg}, which carries the tensorlint program for ${key}, is not installed ` +
        '(npm leaves optional dependencies out with --omit=optional); reinstall tensorlint, ' +
        'or set TENSORLINT_BINARY to a tensorlint program');
  }
  return path.join(dir, 'bin', 'tensorlint');
}

/**
 * Lints text as if it were the file `filename` (its extension says the
 * language; the .tensorlint.yaml of its directory applies). Returns
 * tensorlint's JSON document: {version, filesChecked, findings, errors}.
 */
function lintText(text, { filename } = {}) {
  if (!filename) throw new TypeError('lintText(text, {filename}): the filename is required');
  const run = spawnSync(binaryPath(), ['--format=json', '--quiet', `--stdin-filename=${filename}`, '-'],
                        { input: text, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (run.error) throw run.error;
  if (run.status !== 0 && run.status !== 1) {
    const doc = run.stdout ? JSON.parse(run.stdout) : null;
    const err = new Error(`tensorlint exited with status ${run.status}: ${(run.stderr || '').trim()}`);
    err.result = doc;
    throw err;
  }
  return JSON.parse(run.stdout);
}

module.exports = { binaryPath, lintText, platformKey };
