// A classic script of the page that names no tensor: it starts the frame
// loop of stats.js when the page is ready.
window.addEventListener('load', () => {
  startLoop();
});
