"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
var tf = require("@tensorflow/tfjs");
// Exported by name after its declaration (`exports.activate = activate`).
function activate(x) {
    return tf.clipByValue(x.relu().mul(2), 0, 6);
}
exports.activate = activate;
function leakyActivate(x) {
    // CHECK: :[[@LINE+1]]:12: warning: intermediate tensor from 'x.relu' is never bound and cannot be disposed; it leaks every time 'leakyActivate' runs (called from 'addEventListener' callback) [tensor-chained-temporary]
    return x.relu().mul(2);
}
exports.leakyActivate = leakyActivate;
