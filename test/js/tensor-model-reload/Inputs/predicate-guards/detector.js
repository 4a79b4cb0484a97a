// A module variable a predicate tests: loaded once, however many clicks.
import * as tf from '@tensorflow/tfjs';
import * as mobilenet from '@tensorflow-models/mobilenet';

let net;
const isReady = () => !!net;
function missing() {
  // A predicate may say why.
  return net == null;
}

export async function ensureLoaded() {
  if (isReady()) return;
  net = await mobilenet.load();
}

export async function ensureLoadedToo() {
  if (!missing()) {
    return;
  }
  net = await mobilenet.load();
}

export async function loadWhenMissing() {
  if (!isReady()) {
    net = await mobilenet.load();
  }
}

// The predicate tests another variable than the one loaded into.
let spare;
export async function loadSpare() {
  if (isReady()) return;
  // CHECK: detector.js:[[@LINE+1]]:17: warning: model loaded by 'mobilenet.load' into 'spare' every time 'loadSpare' runs
  spare = await mobilenet.load();
}

// A predicate that takes an argument tests what it is given, not the
// variable.
const present = (m) => !!m;
export async function loadUnlessGiven(m) {
  if (present(m)) return;
  // CHECK: detector.js:[[@LINE+1]]:15: warning: model loaded by 'mobilenet.load' into 'net' every time 'loadUnlessGiven' runs
  net = await mobilenet.load();
}

// A local of the caller's that shadows the module's name is not what the
// predicate tests.
export async function shadowed() {
  let net = null;
  if (isReady()) return net;
  // CHECK: detector.js:[[@LINE+1]]:15: warning: model loaded by 'mobilenet.load' every time 'shadowed' runs
  net = await mobilenet.load();
  return tf.tidy(() => net.infer(tf.zeros([1, 224, 224, 3])).shape);
}
