'use strict';
// eslint-plugin-tensorlint: tensorlint's rules as ESLint rules.
//
// tensorlint does the analysis (whole-function dataflow over its own IR); the
// plugin runs it once per ESLint process over the project (ESLint's working
// directory, `tensorlint --format=json .`), so each file is analysed with
// the others (findings that follow a tensor into another file) and one
// program start serves every file; a file whose text is not what that run
// read (an editor's unsaved buffer, a file fixed in an earlier pass) or that
// it did not check is analysed alone (`--stdin-filename=<file> -`). The
// result is shared between the plugin's rules, and each finding is reported
// through ESLint, so ESLint's own disable comments, severities and output
// apply. `settings: { tensorlint: { project: false } }` analyses every file
// alone. Notes become part of the message. A fix tensorlint proves
// safe (the one its own --fix applies) is the message's fix, which
// `eslint --fix` applies; a fix tensorlint only suggests stays an ESLint
// suggestion, applied by hand in the editor.
//
// A failure is never silent: when tensorlint cannot run or refuses the run
// (a missing program, a broken .tensorlint.yaml), the rule throws and ESLint
// stops with tensorlint's message (exit 2), as it does for a broken parser
// or plugin.
//
// The binary: $TENSORLINT_BINARY, else the `tensorlint` npm package's, else
// `tensorlint` on the PATH.

const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const DOCS = 'https://github.com/tensorlint/tensorlint/blob/main/docs/rules/';

// Kept in step with rules/RuleTable.def (test/eslint checks it against
// `tensorlint --list-checks`).
const RULES = {
  'tensor-async-tidy':
      'An async or Promise-returning function is passed to a freeing scope, which cannot track tensors created asynchronously.',
  'tensor-chained-temporary':
      'An intermediate tensor is never bound to a name, so nothing can dispose it.',
  'tensor-double-dispose': 'A tensor is disposed twice.',
  // Python-only today: no JavaScript library keeps autograd history on its
  // tensors or grows a graph per call, so these report nothing in JS/TS.
  'tensor-graph-growth':
      'A call adds to a long-lived graph on every iteration of a loop, or every run of a repeating function, that also runs it.',
  'tensor-model-reload':
      'A model is loaded inside a loop or in a function that runs repeatedly instead of once.',
  'tensor-retained-history':
      'A value that carries autograd history is accumulated or stored on every iteration of a loop.',
  'tensor-undisposed': 'A tensor bound to a variable is not disposed on some path.',
  'tensor-use-after-dispose':
      'A tensor is used after it was disposed, or disposed while a longer-lived owner still holds it.',
};

function binary() {
  if (process.env.TENSORLINT_BINARY) return process.env.TENSORLINT_BINARY;
  try {
    // The npm package's program for this platform.
    return require('tensorlint').binaryPath();
  } catch (_) {
    // not installed, or no program for this platform: the PATH
  }
  return 'tensorlint';
}

// One tensorlint run per project (ESLint's working directory) and process:
// per absolute path, the text it read and its findings; and the
// directories whose .tensorlint.yaml it refused, with the message.
const projects = new Map();

function projectRun(cwd) {
  if (projects.has(cwd)) return projects.get(cwd);
  const run = spawnSync(binary(), ['--format=json', '--quiet', '.'],
                        { cwd, encoding: 'utf8', maxBuffer: 512 * 1024 * 1024 });
  let project = null; // null: answer every file alone
  if (!run.error && run.status >= 0 && run.status <= 2) {
    try {
      const doc = JSON.parse(run.stdout);
      const files = new Map();
      for (const f of doc.files || []) {
        const abs = path.resolve(cwd, f);
        let text = null;
        try {
          text = fs.readFileSync(abs, 'utf8');
        } catch (_) {
          // gone since: answered alone
        }
        if (text !== null) files.set(abs, { text, findings: [] });
      }
      for (const f of doc.findings || []) {
        const entry = files.get(path.resolve(cwd, f.path));
        if (entry) entry.findings.push(f);
      }
      const brokenConfigs = (doc.errors || [])
          .filter((e) => path.basename(e.path) === '.tensorlint.yaml')
          .map((e) => ({ dir: path.dirname(path.resolve(cwd, e.path)),
                         message: `${e.path}:${e.line}:${e.column}: error: ${e.message}` }));
      project = { files, brokenConfigs };
    } catch (_) {
      // no JSON (a failure before the run): answer every file alone, which
      // says why
    }
  }
  projects.set(cwd, project);
  return project;
}

// The project run's answer for a file, or null to analyse it alone.
function fromProject(cwd, filename, text) {
  // Only for a file of the project on disk (not RuleTester's code, not a
  // file outside the working directory).
  if (!cwd || !path.isAbsolute(filename) ||
      !filename.startsWith(path.resolve(cwd) + path.sep) || !fs.existsSync(filename))
    return null;
  const project = projectRun(cwd);
  if (!project) return null;
  const entry = project.files.get(filename);
  if (entry && entry.text === text) return { findings: entry.findings };
  const broken = project.brokenConfigs.find(
      (c) => filename.startsWith(c.dir + path.sep));
  if (broken) return { error: `tensorlint failed: ${broken.message}` };
  return null;
}

// One tensorlint run per file and text, shared by every rule of the plugin
// (ESLint calls each rule's create() for the same file in turn). A few recent
// results are kept: an editor lints the same text again and again.
const cache = new Map();
const CACHE_SIZE = 32;

function analyse(filename, text) {
  const key = filename + '\0' + text;
  if (cache.has(key)) return cache.get(key);
  const run = spawnSync(
      binary(),
      ['--format=json', '--quiet', `--stdin-filename=${filename}`, '-'],
      { input: text, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  let result;
  if (run.error) {
    result = { error: `cannot run tensorlint (${binary()}): ${run.error.message}` };
  } else if (run.status !== 0 && run.status !== 1) {
    // 2: a file tensorlint does not analyse (an extension it does not know)
    // gets no findings; anything else (a broken .tensorlint.yaml) is said.
    const why = (run.stderr || '').trim();
    result = /unknown file type/.test(why) ? { findings: [] }
                                           : { error: `tensorlint failed: ${why}` };
  } else {
    try {
      result = { findings: JSON.parse(run.stdout).findings || [] };
    } catch (e) {
      result = { error: `tensorlint printed no JSON: ${e.message}` };
    }
  }
  cache.set(key, result);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value);
  return result;
}

// tensorlint counts columns in bytes (1-based); ESLint in UTF-16 code units
// (0-based).
function utf16Column(lines, line, byteColumn) {
  const text = lines[line - 1] || '';
  return Buffer.from(text, 'utf8').subarray(0, Math.max(0, byteColumn - 1))
      .toString('utf8').length;
}

function utf16Index(text, byteOffset) {
  return Buffer.from(text, 'utf8').subarray(0, byteOffset).toString('utf8').length;
}

function messageOf(finding) {
  // A note elsewhere in the file says where (ESLint shows one position).
  const notes = (finding.notes || []).map((n) =>
      n.path === finding.path && n.line && n.line !== finding.line
          ? `${n.message} (line ${n.line})` : n.message);
  return [finding.message].concat(notes).join('; ');
}

// ESLint's fix function for tensorlint's edits (byte offsets), or null.
function fixerOf(edits, text) {
  if (!Array.isArray(edits) || edits.length === 0) return null;
  return (fixer) => edits.map((e) => fixer.replaceTextRange(
      [utf16Index(text, e.offset), utf16Index(text, e.endOffset)], e.text));
}

// The proven-safe fix, for `eslint --fix`.
function fixOf(finding, text) {
  return finding.fix ? fixerOf(finding.fix.edits, text) : null;
}

// A fix tensorlint does not prove safe: offered, applied only by hand.
function suggestionsOf(finding, text) {
  const s = finding.suggestion;
  const fix = s ? fixerOf(s.edits, text) : null;
  if (!fix) return [];
  const desc = 'Apply tensorlint\'s suggestion';
  return [{ desc: s.reason ? `${desc} (${s.reason})` : desc, fix }];
}

function makeRule(id, description) {
  return {
    meta: {
      type: 'problem',
      docs: { description, recommended: !OFF_BY_DEFAULT.has(id), url: `${DOCS}${id}.md` },
      fixable: 'code',
      hasSuggestions: true,
      schema: [],
      messages: { finding: '{{message}}' },
    },
    create(context) {
      const sourceCode = context.sourceCode || context.getSourceCode();
      const filename = context.filename || context.getFilename();
      const cwd = context.cwd || (context.getCwd && context.getCwd());
      const settings = (context.settings && context.settings.tensorlint) || {};
      return {
        'Program:exit'() {
          const text = sourceCode.text;
          const result = (settings.project !== false &&
                          fromProject(cwd, filename, text)) ||
                         analyse(filename, text);
          if (result.error)
            throw new Error(`eslint-plugin-tensorlint: ${result.error}`);
          for (const f of result.findings) {
            if (f.rule !== id) continue;
            const lines = sourceCode.lines;
            const loc = {
              start: { line: f.line, column: utf16Column(lines, f.line, f.column) },
              end: { line: f.endLine || f.line,
                     column: utf16Column(lines, f.endLine || f.line, f.endColumn || f.column) },
            };
            const fix = fixOf(f, text);
            context.report({ loc, messageId: 'finding', data: { message: messageOf(f) },
                             ...(fix ? { fix } : {}), suggest: suggestionsOf(f, text) });
          }
        },
      };
    },
  };
}

// The rules off by default (rules/RuleTable.def's second column): they run
// where a .tensorlint.yaml's `checks:` names them, and are not in the
// recommended config. test/eslint checks this against `tensorlint
// --list-checks`.
const OFF_BY_DEFAULT = new Set([]);

const rules = Object.fromEntries(
    Object.entries(RULES).map(([id, description]) => [id, makeRule(id, description)]));

const plugin = {
  meta: { name: 'eslint-plugin-tensorlint', version: '0.1.0' },
  rules,
  configs: {},
};
plugin.configs.recommended = {
  name: 'tensorlint/recommended',
  plugins: { tensorlint: plugin },
  rules: Object.fromEntries(Object.keys(RULES)
      .filter((id) => !OFF_BY_DEFAULT.has(id))
      .map((id) => [`tensorlint/${id}`, 'warn'])),
};

module.exports = plugin;
