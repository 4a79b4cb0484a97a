// A classic script: its top-level functions are globals of the page.
async function setup() {
  // Runs once (the body's onload): loading here is right.
  window.model = await toxicity.load(0.9);
}

async function classify() {
  const model = await toxicity.load(0.9);
  return model.classify(document.getElementById('text').value);
}

const detect = async () => {
  const input = tf.tensor1d([1, 2, 3]);
  const squared = input.square();
  console.log(squared.dataSync());
  input.dispose();
};

// Called only from the script's own start-up code: runs once, whatever
// other scripts of the page may do with it.
function warmUp() {
  const warm = tf.zeros([1, 3]);
  console.log(warm.dataSync());
}

(async () => {
  warmUp();
})();
