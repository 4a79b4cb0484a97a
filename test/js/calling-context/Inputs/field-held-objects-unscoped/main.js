// Control: a field of unknown type read outside any tidy (rank, per click)
// may call the application's Ranker.predict (ranker.js), which is then
// reported, though its own callers run it inside a tidy (score).
import * as tf from '@tensorflow/tfjs';
import { Ranker } from './ranker';

export class Search {
  constructor(ranker) {
    this.ranker = ranker;
  }
  rank(x) {
    return this.ranker.predict(x);
  }
}

// Its own callers run it inside a tidy.
export function score(x) {
  return tf.tidy(() => new Ranker().predict(x).sum());
}

const search = new Search(new Ranker());
document.getElementById('go').addEventListener('click', () => {
  const x = tf.ones([4]);
  const y = search.rank(x);
  y.print();
  tf.dispose([x, y]);
});
