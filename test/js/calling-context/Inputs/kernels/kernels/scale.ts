import {KernelConfig, Tensor, TensorInfo, scalar} from '@tensorflow/tfjs-core';

// A kernel built from ops: what it makes goes to the scope the op was
// dispatched in, which the engine decides, not this file.
function scaleCPU(args: {inputs: {x: Tensor}; attrs: {k: number}}): TensorInfo {
  const {x} = args.inputs;
  const k = scalar(args.attrs.k);
  return x.mul(k).add(x.square());
}

// Exported, registered by another file (register.ts).
export const scaleConfig: KernelConfig = {
  kernelName: 'Scale',
  backendName: 'cpu',
  kernelFunc: scaleCPU as unknown as KernelConfig['kernelFunc'],
};
