// RUN: %tensorlint --dump-ir %s | FileCheck %s
import * as tf from '@tensorflow/tfjs';
export default function App() {
  useEffect(() => {
    tf.loadGraphModel('m.json');
  }, []);
  return <div />;
}

// CHECK: function "App" @3:16 freq=per-render (React component 'App') export="{{.*}}#default"
// CHECK: function "<arrow@4:13>" @4:13 freq=once ('useEffect' callback with no dependencies) once-per-mount-of=@1 parent=@1
// CHECK-NEXT: value %0 "$t0" model temp
// CHECK: 5:5 load-model %0 api="tf.loadGraphModel"
// CHECK-NEXT: 5:5 kill %0
