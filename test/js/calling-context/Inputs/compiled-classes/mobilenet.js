"use strict";
// As TypeScript compiles a class to ES5 CommonJS: a constructor function
// and prototype methods in an IIFE, exported by `exports.X = X`.
Object.defineProperty(exports, "__esModule", { value: true });
var tf = require("@tensorflow/tfjs");
var ops_1 = require("./ops");
var MobileNet = (function () {
    function MobileNet(weights) {
        this.weights = weights;
    }
    MobileNet.prototype.predict = function (input) {
        var _this = this;
        var x = tf.cast(input, 'float32');
        return this.weights.reduce(function (y, w) { return _this.conv(y, w); }, x);
    };
    MobileNet.prototype.conv = function (x, w) {
        return ops_1.activate(x.conv2d(w, 1, 'same').add(1));
    };
    return MobileNet;
}());
exports.MobileNet = MobileNet;
// A constructor function of the module's top level, its methods assigned
// in the constructor.
function Head(weights) {
    this.weights = weights;
    this.score = function (x) {
        return x.matMul(this.weights).softmax().mul(100);
    };
}
exports.Head = Head;
