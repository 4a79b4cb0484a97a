// RUN: %tensorlint --dump-ir %s | FileCheck %s
import {helper} from './helpers';
import {tensor2d as t2} from '@tensorflow/tfjs-node';
export const run = () => {
  const a = t2([[1]]);
  return helper(a);
};

// CHECK: import "{{.*}}helpers.ts"
// CHECK: function "run" {{.*}} export="{{.*}}imports.ts#run"
// CHECK: create %0 api="tensor2d"
// CHECK-NEXT: call _ args=(%0) api="helper" symbol="{{.*}}helpers.ts#helper"
