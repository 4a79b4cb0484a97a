import * as ml from './ml.js';
import Prep from './prep.js';
import { Detector } from './detector.js';
import Legacy from './legacy.js';
import Clicker from './clicker.js';
import Scaler from './scaler.js';
import Holder from './holder.js';

let shared;
let current;

function once(fn) {
  fn();
}

async function run() {
  const dp = ml.process([1, 2, 3]);
  new Detector().warm();
  once(() => new Legacy().fit());
  shared = new Holder();
  shared.fill();
  new Scaler().scale();
  return dp;
}

function remember(scaler) {
  current = scaler;
}

document.getElementById('go').addEventListener('click', () => {
  new Clicker().step();
  current.scale();
});
document.getElementById('again').addEventListener('click', () => {
  const boxes = [new Clicker()];
  boxes[0].twice();
});

remember(new Scaler());
run();
