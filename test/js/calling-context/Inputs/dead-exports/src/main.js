// The application's entry: it imports utils.js and calls some of its
// exports per click (directly, as a callback, through a container).
import {normalize, perClick, actions} from './utils.js';

const button = document.getElementById('go');
button.addEventListener('click', () => {
  perClick();
  actions.score();
});
[1, 2].forEach((n) => normalize(n));
