// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --checks='-*,tensor-chained-temporary,tensor-undisposed' %s | FileCheck %s --implicit-check-not=warning:
// Babel's output for async functions: regenerator's state machine,
// `while (1) switch (_context.prev = _context.next)`, is no loop (each case
// runs once per resume, in order), and its instructions (`_context.next =
// N; return p;`, `_context.sent`, `_context.abrupt`) are not modelled: the
// machine's body yields no findings rather than "leaks per iteration". A
// loop written by hand around a switch still repeats.
"use strict";

var tf = _interopRequireWildcard(require("@tensorflow/tfjs-node"));

function main() {
  return _main.apply(this, arguments);
}

function _main() {
  _main = _asyncToGenerator(
  /*#__PURE__*/
  regeneratorRuntime.mark(function _callee() {
    var absTensor, model, prediction;
    return regeneratorRuntime.wrap(function _callee$(_context) {
      while (1) {
        switch (_context.prev = _context.next) {
          case 0:
            absTensor = tf.tensor1d([-10, -20]).abs();
            absTensor.print();
            _context.next = 4;
            return tf.loadLayersModel('file://model/model.json');

          case 4:
            model = _context.sent;
            prediction = model.predict(tf.tensor2d([[1]]));
            prediction.print();

          case 7:
          case "end":
            return _context.stop();
        }
      }
    }, _callee);
  }));
  return _main.apply(this, arguments);
}

// Babel 7.18+ drops the braces.
var step = regeneratorRuntime.mark(function step(x) {
  return regeneratorRuntime.wrap(function step$(_context2) {
    while (1) switch (_context2.prev = _context2.next) {
      case 0:
        tf.square(x).print();
        return _context2.abrupt("return", tf.ones([2]).add(x));
      case 2:
      case "end":
        return _context2.stop();
    }
  }, step);
});

// Not a state machine: a loop that switches on its own state.
function poll(state, x) {
  while (1) {
    switch (state.mode) {
      case 0:
        // CHECK: babel-regenerator.js:[[@LINE+1]]:9: warning: intermediate tensor from 'tf.square' is never bound
        tf.square(x).print();
        break;
      default:
        return;
    }
  }
}

if (require.main === module) main();
module.exports = { step, poll };
