// RUN: not %tensorlint --report-unproven-repetition --checks='-*,tensor-undisposed' %s | FileCheck %s --implicit-check-not=warning:
// Which statements bind a tensor library: import statements wherever they
// begin, and `name = require('...')` declarations anywhere in the file. The
// words alone bind nothing: in comments, strings, longer names, dynamic
// import() and other callees.
//
// import * as nottf from '@tensorflow/tfjs';   (a comment)
const note = "import * as strtf from '@tensorflow/tfjs'";
const myrequire = (m: string) => m;
const fake = myrequire('@tensorflow/tfjs');
const lazy = import('@tensorflow/tfjs');

function early() {
  // Declared before the import below: still bound (imports are hoisted).
  // CHECK: :[[@LINE+1]]:13: warning: tensor returned by 'tf.zeros' is never disposed [tensor-undisposed]
  const a = tf.zeros([2]);
  a.print();
}

import * as tf from '@tensorflow/tfjs';

function required() {
  // A require inside a function body, destructured and renamed.
  const { ones: makeOnes } = require('@tensorflow/tfjs');
  // CHECK: :[[@LINE+1]]:13: warning: tensor returned by 'ones' is never disposed [tensor-undisposed]
  const b = makeOnes([2]);
  b.print();
}

function notBound() {
  // None of these names is the library.
  const c = nottf.zeros([2]);
  const d = strtf.zeros([2]);
  const e = fake.zeros([2]);
  c.print(); d.print(); e.print();
  return lazy;
}

export { early, required, notBound, note };
