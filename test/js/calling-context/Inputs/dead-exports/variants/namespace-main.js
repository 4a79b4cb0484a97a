// main.js through a namespace import: the members it reads are the ones it
// calls (directly, as a callback, through a container); neverCalled is not
// read.
import * as utils from './utils.js';

const button = document.getElementById('go');
button.addEventListener('click', () => {
  utils.perClick();
  utils.actions.score();
});
[1, 2].forEach(utils.normalize);
