// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --report-unproven-repetition %s | FileCheck %s --implicit-check-not=warning:
// A detector that opens an explicit scope per frame and ends it when the
// asynchronous non-max suppression is done (`.then(() => endScope())`): the
// helpers it calls (class-field arrow functions, module functions, the
// promise's executor) run inside the scope. Shapes from
// ronen-halevy/yolov3-tfjs-gui. An optimizer made inline for compile() is
// kept by the model.
import * as tf from '@tensorflow/tfjs';

function arrange(xy, wh) {
  const half = tf.scalar(2);
  const min = xy.sub(wh.div(half));
  const max = xy.add(wh.div(half));
  return tf.concat([min, max], -1);
}

const nms = (boxes, scores) => {
  const pending = new Promise((resolve) => {
    const indices = tf.image.nonMaxSuppressionAsync(boxes, scores, 10);
    resolve(indices);
  }).then((indices) => {
    const selected = boxes.gather(indices);
    const out = selected.array();
    selected.dispose();
    return out;
  });
  return pending;
};

export class Detector {
  constructor(model) {
    this.model = model;
    this.model.compile({optimizer: tf.train.adam(0.001), loss: 'meanSquaredError'});
  }

  preprocess = (image) => {
    const pixels = tf.browser.fromPixels(image);
    return pixels.toFloat().div(255).expandDims(0);
  };

  detectFrame = (frame) => {
    tf.engine().startScope();
    const input = this.preprocess(frame);
    const [xy, wh, scores] = this.model.predict(input);
    const boxes = arrange(xy, wh);
    return nms(boxes, scores).then((result) => {
      tf.engine().endScope();
      return result;
    });
  };
}

export function unscoped(image) {
  // CHECK: :[[@LINE+1]]:18: warning: tensor returned by 'tf.browser.fromPixels' is never disposed [tensor-undisposed]
  const pixels = tf.browser.fromPixels(image);
  return pixels.shape;
}
