// Checks docs/tensorlint.schema.json against tensorlint itself: each config
// file given is put in a fresh directory as .tensorlint.yaml, tensorlint
// --print-config says whether it accepts it, and the schema (ajv, draft-07,
// after js-yaml reads the YAML) must agree. Also: the schema's rule ids are
// exactly --list-checks' rules. Prints one line per config and a verdict.
//
// usage: node check-config-schema.js SCHEMA TENSORLINT CONFIG...
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const Ajv = require('ajv');
const yaml = require('js-yaml');

const [schemaPath, tensorlintArg, ...configs] = process.argv.slice(2);
const tensorlint = path.resolve(tensorlintArg);
const schema = JSON.parse(fs.readFileSync(schemaPath, 'utf8'));
const validate = new Ajv({ allErrors: true }).compile(schema);

const listed = spawnSync(tensorlint, ['--list-checks'], { encoding: 'utf8' })
    .stdout.match(/tensor-[a-z-]+/g).sort();
const inSchema = Object.keys(schema.properties.rules.properties).sort();
console.log(`rule ids match --list-checks: ${JSON.stringify(listed) === JSON.stringify(inSchema)}`);

let disagreements = 0;
for (const file of configs) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tl-schema-'));
  fs.copyFileSync(file, path.join(dir, '.tensorlint.yaml'));
  const run = spawnSync(tensorlint, ['--print-config', 'x.js'], { cwd: dir, encoding: 'utf8' });
  const tool = run.status === 0;
  let schemaOk;
  try {
    schemaOk = validate(yaml.load(fs.readFileSync(file, 'utf8')) ?? null);
  } catch (_) {
    schemaOk = false; // not YAML: no schema can accept it
  }
  if (tool !== schemaOk) disagreements++;
  console.log(`${path.basename(file)}: tensorlint ${tool ? 'accepts' : 'rejects'}, schema ${schemaOk ? 'accepts' : 'rejects'}`);
  fs.rmSync(dir, { recursive: true, force: true });
}
console.log(`disagreements: ${disagreements}`);
