import { Agent } from './agent.js';

// Holds an agent in a field and feeds it on every frame.
export class Game {
  constructor() {
    this.agent = new Agent();
  }
  tick() {
    this.agent.observe([1, 2]);
  }
}

const game = new Game();
function loop() {
  game.tick();
  requestAnimationFrame(loop);
}
requestAnimationFrame(loop);
