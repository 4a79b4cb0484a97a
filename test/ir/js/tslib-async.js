// RUN: %tensorlint --dump-ir %s | FileCheck %s
// The tslib state machine is lowered into the function that calls
// __awaiter: its cases in order, `return [4, e]` an await that continues at
// the next case, `_a.sent()` the awaited value; the awaiter and generator
// callbacks are left empty.
var tf = require('@tensorflow/tfjs');
var scale = tf.scalar(2);
function run(model, x) {
  return __awaiter(this, void 0, void 0, function () {
    var out;
    return __generator(this, function (_a) {
      switch (_a.label) {
        case 0: return [4 /*yield*/, model.executeAsync(x)];
        case 1:
          out = _a.sent();
          out.dispose();
          return [2 /*return*/];
      }
    });
  });
}

// CHECK: function "run" @8:1 freq=unknown returns-promise
// CHECK: value %[[OUT:[0-9]+]] "out" tensor local
// CHECK: value %[[AW:[0-9]+]] "$awaited" tensor temp @13:38
// CHECK: bb0: -> bb[[C0:[0-9]+]]
// CHECK-NEXT: bb[[C0]]: -> bb[[C1:[0-9]+]]
// CHECK-NEXT: 13:38 use %0
// CHECK-NEXT: 13:38 use %1
// CHECK-NEXT: 13:38 create %[[AW]] api="model.executeAsync" {{.*}} async
// CHECK-NEXT: 13:17 await
// CHECK-NEXT: bb[[C1]]: return@17:11
// CHECK-NEXT: 15:17 assign %[[OUT]] <- %[[AW]]
// CHECK-NEXT: 15:11 kill %[[AW]]
// CHECK-NEXT: 16:11 release %[[OUT]] api="out.dispose"
// CHECK: function "<function@9:42>"
// CHECK-NEXT: bb0: -> bb1
// CHECK-NEXT: bb1: exit
// CHECK: function "<function@11:30>"
// CHECK-NEXT: value %0 "_a" other param
// CHECK-NEXT: bb0: -> bb1
// CHECK-NEXT: bb1: exit
