import * as tf from '@tensorflow/tfjs';
import { Agent } from './agent.js';

const agent = new Agent();

document.querySelector('#go').addEventListener('click', () => {
  agent.step([1, 2, 3, 4]);
  agent.train(tf.scalar(0.1));
  agent.predict(window.model, window.input);
  agent.refresh([1]);
  agent.append(window.example);
  agent.lazy();
  agent.normalize(window.input);
  agent.sample();
  agent.remember();
});
document.querySelector('#reset').addEventListener('click', () => agent.clear());
agent.watch(document.querySelector('video'));

function frame() {
  if (agent.image) {
    agent.image.dispose();
  }
  agent.render();
  requestAnimationFrame(frame);
}
requestAnimationFrame(frame);
