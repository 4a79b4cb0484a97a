// ESLint's RuleTester on the plugin's rules, with the ESLint named on the
// command line (eslint9 or eslint10: npm aliases of the pinned versions).
// Each case runs the real tensorlint ($TENSORLINT_BINARY). Prints one line
// per case group; a failing case throws (exit 1).
'use strict';
const eslintName = process.argv[2];
const { RuleTester } = require(eslintName);
const plugin = require('../../../packages/eslint-plugin');

// Run each case at once (no test framework here).
RuleTester.describe = (name, fn) => fn();
RuleTester.it = (name, fn) => fn();
RuleTester.itOnly = RuleTester.it;

const tester = new RuleTester({
  languageOptions: { ecmaVersion: 2022, sourceType: 'module' },
});

const leak = `import * as tf from '@tensorflow/tfjs';
export function show() {
  const y = tf.tensor([1]);
  y.print();
}
setInterval(show, 1000);
`;

tester.run('tensor-undisposed', plugin.rules['tensor-undisposed'], {
  valid: [
    { code: leak.replace('y.print();', 'y.print();\n  y.dispose();'), filename: 'clean.js' },
    // Another rule's finding is not this rule's.
    { code: `import * as tf from '@tensorflow/tfjs';\nexport const f = (m, x) => m.predict(x).argMax().dataSync();\n`,
      filename: 'chain.js' },
    // A file tensorlint does not analyse: nothing, no error.
    { code: leak, filename: 'leak.es6' },
  ],
  invalid: [
    {
      code: leak,
      filename: 'leak.js',
      errors: [{
        message: "tensor returned by 'tf.tensor' is never disposed; it leaks every time 'show' runs ('setInterval' callback); call 'y.dispose()' after its last use (line 4), or run the function inside tf.tidy(); the last reference to it is lost here (line 5)",
        line: 3, column: 13, endLine: 3, endColumn: 27,
        // The fix is proven safe: `eslint --fix` applies it; no suggestion.
        suggestions: [],
      }],
      output: leak.replace('y.print();', 'y.print();\n  y.dispose();'),
    },
    {
      // Columns in UTF-16 code units, although tensorlint counts bytes.
      code: leak.replace('const y', "const é = 'ü'; const y"),
      filename: 'accents.ts',
      errors: [{
        messageId: 'finding', line: 3, column: 28, endColumn: 42,
        suggestions: [],
      }],
      output: leak.replace('const y', "const é = 'ü'; const y")
          .replace('y.print();', 'y.print();\n  y.dispose();'),
    },
  ],
});
console.log(`${eslintName}: tensor-undisposed ok`);

tester.run('tensor-model-reload', plugin.rules['tensor-model-reload'], {
  valid: [{
    code: `import * as ort from 'onnxruntime-web';\nconst ready = ort.InferenceSession.create('m.onnx');\napp.post('/p', async (req, res) => { const s = await ready; res.json(await s.run(req.body)); });\n`,
    filename: 'server.js',
  }],
  invalid: [{
    code: `import * as ort from 'onnxruntime-web';\napp.post('/p', async (req, res) => {\n  const s = await ort.InferenceSession.create('m.onnx');\n  res.json(await s.run(req.body));\n});\n`,
    filename: 'server.js',
    errors: [{ message: /^session loaded by 'ort.InferenceSession.create' every time the 'app.post' handler runs/, line: 3 }],
  }],
});
console.log(`${eslintName}: tensor-model-reload ok`);

// A helper keeps what the statement makes: tf.tidy around it would free it.
const kept = `import * as tf from '@tensorflow/tfjs';
const history = [];
function remember(t) {
  history.push(t);
}
export function step(x) {
  remember(tf.tensor1d([11]).add(x));
}
setInterval(step, 1000);
`;

tester.run('tensor-chained-temporary', plugin.rules['tensor-chained-temporary'], {
  valid: [{ code: leak, filename: 'leak.js' }],
  invalid: [{
    code: `import * as tf from '@tensorflow/tfjs';\nexport const f = (x) => tf.square(x).sum().dataSync();\nsetInterval(f, 1000);\n`,
    filename: 'chain.js',
    errors: [{ message: /^intermediate tensor from 'tf.square' is never bound/ },
             { message: /^intermediate tensor from '.*sum' is never bound/ }],
  }, {
    // A fix tensorlint cannot prove safe stays a suggestion: `eslint --fix`
    // leaves the code as it is (no output).
    code: kept,
    filename: 'kept.js',
    errors: [{
      message: /^intermediate tensor from 'tf.tensor1d' is never bound/,
      suggestions: [{
        desc: "Apply tensorlint's suggestion (a tensor of the statement is passed to 'remember' at line 7, which keeps it)",
        output: kept.replace('  remember(tf.tensor1d([11]).add(x));',
                             '  tf.tidy(() => { remember(tf.tensor1d([11]).add(x)); });'),
      }],
    }],
    output: null,
  }],
});
console.log(`${eslintName}: tensor-chained-temporary ok`);
