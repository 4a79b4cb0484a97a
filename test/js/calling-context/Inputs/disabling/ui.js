// A helper of another file that wires a button: the listener turns the
// button off first, so the callback it is given runs once (tfjs-examples'
// setTrainButtonCallback).
export function setTrainButtonCallback(callback) {
  const trainButton = document.getElementById('train');
  trainButton.addEventListener('click', () => {
    trainButton.setAttribute('disabled', true);
    callback();
  });
}
