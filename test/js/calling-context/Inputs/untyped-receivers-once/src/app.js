const data = require('./dataset');
const { Augmenter } = require('./augment');

// An implicit global: its type is nobody's to tell, so the calls below
// resolve to no method; a method of their name runs as often as they do.
mnist = data.MnistClass;
dataset = new mnist();
const augmenters = [new Augmenter()];

async function train(pixels, labels) {
  await dataset.load(pixels, labels);
  augmenters[0].prepare(dataset.xs);
}

function epoch() {
  for (let i = 0; i < 10; i++) {
    const b = dataset.batch(i);
    b.dispose();
  }
}

train(require('./pixels.json'), require('./labels.json')).then(epoch);
process.on('message', (i) => console.log(dataset.preview(i).shape));
