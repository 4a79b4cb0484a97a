// RUN: %tensorlint --dump-ir %s | FileCheck %s
import * as tf from '@tensorflow/tfjs';
const Viewer = React.memo(({video}: {video: HTMLVideoElement}) => {
  const t = tf.browser.fromPixels(video);
  return <span>{t.shape[0]}</span>;
});

// CHECK: module "{{.*}}hooks.tsx" tsx
// CHECK: function "<arrow@3:27>" @3:27 freq=per-render (React component 'Viewer')
// CHECK: 4:13 create %1 api="tf.browser.fromPixels"
// CHECK-NEXT: 5:17 use %1 api="t.shape"
