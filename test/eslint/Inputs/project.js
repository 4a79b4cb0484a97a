// The plugin in a sample project through ESLint's Node API (the same path
// as the `eslint` command): its flat config `configs.recommended`, ESLint's
// own disable comments, a syntax error, a file tensorlint does not analyse.
// Prints one line per message, and how many times tensorlint ran.
//
// usage: node project.js ESLINT_PACKAGE PROJECT_DIR
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { ESLint } = require(process.argv[2]);
const plugin = require('../../../packages/eslint-plugin');

async function main() {
  const cwd = path.resolve(process.argv[3]);
  const eslint = new ESLint({
    cwd,
    overrideConfigFile: true,
    overrideConfig: [
      { ...plugin.configs.recommended, files: ['**/*.js', '**/*.es6'] },
      { files: ['**/*.js', '**/*.es6'],
        languageOptions: { ecmaVersion: 2022, sourceType: 'module' } },
    ],
  });
  const results = await eslint.lintFiles(['src']);
  const lines = [];
  for (const r of results)
    for (const m of r.messages)
      lines.push(`${path.relative(cwd, r.filePath)}:${m.line}:${m.column} ` +
                 `${m.ruleId || (m.fatal ? 'fatal' : '?')} ` +
                 `${m.suggestions ? m.suggestions.length : 0} ${m.message}`);
  lines.sort();
  for (const l of lines) console.log(l);
  const log = path.join(cwd, 'runs.log');
  const runs = fs.existsSync(log) ? fs.readFileSync(log, 'utf8').trim().split('\n') : [];
  console.log(`files linted: ${results.length}; tensorlint runs: ${runs.length}`);
}

main().catch((e) => { console.error(e); process.exit(2); });
