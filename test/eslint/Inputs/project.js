// The plugin in a sample project through ESLint's Node API (the same path
// as the `eslint` command): its flat config `configs.recommended` (or one
// rule alone), ESLint's own disable comments, a syntax error, a file
// tensorlint does not analyse. Prints one line per message (place, rule,
// whether it has a fix, how many suggestions, text), and how many times
// tensorlint ran. With --fix, ESLint applies the fixes and writes the
// files (ESLint.outputFixes), as `eslint --fix` does.
// When ESLint fails (a rule threw), prints "ESLint failed: MESSAGE" and
// exits 2, as the `eslint` command does.
//
// usage: node project.js ESLINT_PACKAGE PROJECT_DIR [--fix] [--only=RULE]
//        [--per-file]
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { ESLint } = require(process.argv[2]);
const plugin = require('../../../packages/eslint-plugin');

async function main() {
  const cwd = path.resolve(process.argv[3]);
  const flags = process.argv.slice(4);
  const fix = flags.includes('--fix');
  const only = flags.map((f) => f.match(/^--only=(.+)$/)).find(Boolean);
  const recommended = only
      ? { plugins: { tensorlint: plugin }, rules: { [`tensorlint/${only[1]}`]: 'warn' } }
      : plugin.configs.recommended;
  // --per-file: the plugin's setting that analyses each file alone.
  const settings = flags.includes('--per-file') ? { tensorlint: { project: false } } : {};
  const eslint = new ESLint({
    cwd,
    fix,
    overrideConfigFile: true,
    overrideConfig: [
      { ...recommended, files: ['**/*.js', '**/*.es6'] },
      { files: ['**/*.js', '**/*.es6'], settings,
        languageOptions: { ecmaVersion: 2022, sourceType: 'module' } },
    ],
  });
  const results = await eslint.lintFiles(['src']);
  if (fix) await ESLint.outputFixes(results);
  const lines = [];
  for (const r of results)
    for (const m of r.messages)
      lines.push(`${path.relative(cwd, r.filePath)}:${m.line}:${m.column} ` +
                 `${m.ruleId || (m.fatal ? 'fatal' : '?')} ${m.fix ? 'fix' : '-'} ` +
                 `${m.suggestions ? m.suggestions.length : 0} ${m.message}`);
  lines.sort();
  for (const l of lines) console.log(l);
  const log = path.join(cwd, 'runs.log');
  const runs = fs.existsSync(log) ? fs.readFileSync(log, 'utf8').trim().split('\n') : [];
  console.log(`files linted: ${results.length}; tensorlint runs: ${runs.length}`);
}

main().catch((e) => {
  console.log(`ESLint failed: ${e.message}`);
  process.exit(2);
});
