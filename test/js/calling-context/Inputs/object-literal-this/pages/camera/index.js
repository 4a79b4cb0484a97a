// A mini-program page (apis/js/miniprogram.yaml): the framework makes a
// page instance per visit and calls its hooks on it, so `this.init()` is
// the page's own `init`.
import * as tf from '@tensorflow/tfjs-core';
import * as detector from '../../models/detector';

Page({
  data: { history: [] },

  onLoad: function () {
    this.init();
  },

  // Through a method of the page, to another file's module variable.
  init: async function () {
    await detector.load();
  },

  onReady() {
    // In a callback: an arrow function's `this` is the page's.
    setTimeout(() => {
      this.warm();
    }, 100);
    // A function of its own has its own `this`: not the page.
    wx.getSystemInfo({
      success: function () {
        this.measure();
      },
    });
  },

  onShow() {
    this.remember();
  },

  warm() {
    // CHECK: index.js:[[@LINE+1]]:19: warning: tensor returned by 'tf.ones' is never disposed; it leaks every time 'warm' runs (called from the 'setTimeout' callback scheduled from mini-program page's 'onReady' hook) [tensor-undisposed]
    const probe = tf.ones([1, 3]);
    console.log(probe.shape);
  },

  measure() {
    const size = tf.zeros([2]);
    console.log(size.shape);
  },

  // Kept in a container of the page: no leak.
  remember() {
    const frame = tf.zeros([4]);
    this.data.history.push(frame);
  },
});
