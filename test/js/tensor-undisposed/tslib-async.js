// RUN: not %tensorlint --report-unproven-repetition --checks='-*,tensor-undisposed' %s | FileCheck %s --implicit-check-not=warning:
// TypeScript's ES5 output for async functions: tslib's __awaiter/__generator
// state machine. `return [4, e]` is an await (the next case resumes), not a
// return; `return [2, v]` returns v; `return [3, N]` jumps to case N.
var tslib_1 = require('tslib');
var tf = require('@tensorflow/tfjs');

// Leaks, reported where they are created.
function leaky(model, image) {
  return __awaiter(this, void 0, void 0, function () {
    var input, scores;
    return __generator(this, function (_a) {
      switch (_a.label) {
        case 0:
          // CHECK: :[[@LINE+1]]:19: warning: tensor returned by 'tf.browser.fromPixels' is never disposed [tensor-undisposed]
          input = tf.browser.fromPixels(image);
          scores = model.predict(input);
          return [4 /*yield*/, scores.data()];
        case 1:
          _a.sent();
          scores.dispose();
          return [2 /*return*/];
      }
    });
  });
}

function awaitedLeak(model, x) {
  return __awaiter(this, void 0, void 0, function () {
    var out;
    return (0, tslib_1.__generator)(this, function (_a) {
      switch (_a.label) {
        // CHECK: :[[@LINE+1]]:38: warning: tensor returned by 'model.executeAsync' is never disposed [tensor-undisposed]
        case 0: return [4 /*yield*/, model.executeAsync(x)];
        case 1:
          out = _a.sent();
          return [2 /*return*/, out.shape];
      }
    });
  });
}

function loopLeak(n) {
  return __awaiter(this, void 0, void 0, function () {
    var i, t;
    return __generator(this, function (_a) {
      switch (_a.label) {
        case 0:
          i = 0;
          _a.label = 1;
        case 1:
          if (!(i < n)) return [3 /*break*/, 4];
          // CHECK: :[[@LINE+1]]:15: warning: tensor returned by 'tf.scalar' is never disposed; it leaks once per loop iteration [tensor-undisposed]
          t = tf.scalar(i);
          return [4 /*yield*/, t.data()];
        case 2:
          _a.sent();
          _a.label = 3;
        case 3:
          i++;
          return [3 /*break*/, 1];
        case 4: return [2 /*return*/];
      }
    });
  });
}

// ES2015 output keeps generators: `yield` is `await`.
function es2015Leak(model, x) {
  return __awaiter(this, void 0, void 0, function* () {
    // CHECK: :[[@LINE+1]]:23: warning: tensor returned by 'model.executeAsync' is never disposed [tensor-undisposed]
    const out = yield model.executeAsync(x);
    return out.shape;
  });
}

// A top-level async IIFE: the generator callback is lowered on its own.
__awaiter(void 0, void 0, void 0, function () {
  var input;
  return __generator(this, function (_a) {
    switch (_a.label) {
      case 0:
        // CHECK: :[[@LINE+1]]:17: warning: tensor returned by 'tf.zeros' is never disposed [tensor-undisposed]
        input = tf.zeros([2]);
        return [4 /*yield*/, input.data()];
      case 1:
        _a.sent();
        return [2 /*return*/];
    }
  });
});
