// RUN: %tensorlint --checks='-*,tensor-*' %s | FileCheck %s --allow-empty --implicit-check-not=warning:
// The same state machines, correct: tensors created in one case and
// disposed, returned or handed on in a later one.
var tslib_1 = require('tslib');
var tf = require('@tensorflow/tfjs');

function disposeInLaterCase(image) {
  return __awaiter(this, void 0, void 0, function () {
    var input, values;
    return __generator(this, function (_a) {
      switch (_a.label) {
        case 0:
          input = tf.browser.fromPixels(image);
          return [4 /*yield*/, input.data()];
        case 1:
          values = _a.sent();
          input.dispose();
          return [2 /*return*/, values];
      }
    });
  });
}

function returnedInResult(image) {
  return __awaiter(this, void 0, void 0, function () {
    var input, values;
    return (0, tslib_1.__generator)(this, function (_a) {
      switch (_a.label) {
        case 0:
          input = tf.browser.fromPixels(image);
          return [4 /*yield*/, input.data()];
        case 1:
          values = _a.sent();
          return [2 /*return*/, { input: input, values: values }];
      }
    });
  });
}

function awaitedThenDisposed(model, x) {
  return __awaiter(this, void 0, void 0, function () {
    var out, data;
    return __generator(this, function (_a) {
      switch (_a.label) {
        case 0: return [4 /*yield*/, model.executeAsync(x)];
        case 1:
          out = _a.sent();
          return [4 /*yield*/, out.data()];
        case 2:
          data = _a.sent();
          out.dispose();
          return [2 /*return*/, data];
      }
    });
  });
}

function loop(n) {
  return __awaiter(this, void 0, void 0, function () {
    var i, t;
    return __generator(this, function (_a) {
      switch (_a.label) {
        case 0:
          i = 0;
          _a.label = 1;
        case 1:
          if (!(i < n)) return [3 /*break*/, 4];
          t = tf.scalar(i);
          return [4 /*yield*/, t.data()];
        case 2:
          _a.sent();
          t.dispose();
          _a.label = 3;
        case 3:
          i++;
          return [3 /*break*/, 1];
        case 4: return [2 /*return*/];
      }
    });
  });
}

// A helper of the same ES5 class that disposes its argument, and one that
// returns an object of tensors whose parts the caller disposes; a null
// result holds nothing to dispose.
var Detector = /** @class */ (function () {
  function Detector(model) {
    this.model = model;
  }
  Detector.prototype.run = function (image) {
    return __awaiter(this, void 0, void 0, function () {
      var batched, result;
      return __generator(this, function (_a) {
        switch (_a.label) {
          case 0:
            batched = tf.expandDims(image, 0);
            return [4 /*yield*/, this.consume(batched)];
          case 1:
            result = _a.sent();
            return [2 /*return*/, result];
        }
      });
    });
  };
  Detector.prototype.consume = function (input) {
    return __awaiter(this, void 0, void 0, function () {
      var values;
      return __generator(this, function (_a) {
        switch (_a.label) {
          case 0: return [4 /*yield*/, input.data()];
          case 1:
            values = _a.sent();
            input.dispose();
            return [2 /*return*/, values];
        }
      });
    });
  };
  Detector.prototype.boxes = function (input) {
    var scores = tf.sigmoid(input);
    var boxes = tf.relu(input);
    return { scores: scores, boxes: boxes };
  };
  Detector.prototype.detect = function (input) {
    var found = this.boxes(input);
    if (found === null) {
      return null;
    }
    var n = found.scores.dataSync()[0];
    found.scores.dispose();
    found.boxes.dispose();
    return n;
  };
  return Detector;
}());

// Not understood (a try region): no findings rather than wrong ones.
function withTry(image) {
  return __awaiter(this, void 0, void 0, function () {
    var input;
    return __generator(this, function (_a) {
      switch (_a.label) {
        case 0:
          input = tf.browser.fromPixels(image);
          _a.label = 1;
        case 1:
          _a.trys.push([1, , 3, 4]);
          return [4 /*yield*/, input.data()];
        case 2:
          _a.sent();
          return [3 /*break*/, 4];
        case 3:
          input.dispose();
          return [7 /*endfinally*/];
        case 4: return [2 /*return*/];
      }
    });
  });
}

// Disposing an array of tensors element by element.
function disposeAll(a) {
  var x = tf.square(a);
  var y = tf.sqrt(a);
  var toDispose = [x, y];
  var s = x.dataSync()[0] + y.dataSync()[0];
  toDispose.forEach(function (t) { return t.dispose(); });
  return s;
}

// ES2015 output keeps generators: `yield` is `await`.
function es2015(model, x) {
  return __awaiter(this, void 0, void 0, function* () {
    const out = yield model.executeAsync(x);
    const data = yield out.data();
    out.dispose();
    return data;
  });
}

// Not returned by a function (a top-level async IIFE): the generator
// callback is lowered on its own, with the awaiter's locals as its own.
__awaiter(void 0, void 0, void 0, function () {
  var input, values;
  return __generator(this, function (_a) {
    switch (_a.label) {
      case 0:
        input = tf.zeros([2]);
        if (!input) return [3 /*break*/, 2];
        return [4 /*yield*/, input.data()];
      case 1:
        values = _a.sent();
        _a.label = 2;
      case 2:
        input.dispose();
        return [2 /*return*/, values];
    }
  });
});
