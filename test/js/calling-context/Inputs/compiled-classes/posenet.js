"use strict";
// The tidy that frees what the compiled classes make: the model is held
// by a field of unknown type (a constructor parameter), reached through
// the `_this` the compiler writes for `this` in a closure; the head by a
// module variable, and a container of heads.
Object.defineProperty(exports, "__esModule", { value: true });
var tf = require("@tensorflow/tfjs");
var mobilenet_1 = require("./mobilenet");
var ops_1 = require("./ops");
var PoseNet = (function () {
    function PoseNet(mobileNet) {
        this.mobileNet = mobileNet;
    }
    PoseNet.prototype.estimate = function (input) {
        var _this = this;
        return tf.tidy(function () {
            var features = _this.mobileNet.predict(input);
            return heads.pose.score(features.reshape([1, -1]));
        });
    };
    return PoseNet;
}());
exports.PoseNet = PoseNet;
var heads = { pose: new mobilenet_1.Head(tf.ones([16, 4])) };
function load(weights) {
    return new PoseNet(new mobilenet_1.MobileNet(weights));
}
exports.load = load;
// Control: an exported helper of another file run per click, outside any
// tidy: still reported.
document.getElementById('go').addEventListener('click', function () {
    var x = tf.ones([4]);
    var y = ops_1.leakyActivate(x);
    console.log(y.dataSync());
    tf.dispose([x, y]);
});
