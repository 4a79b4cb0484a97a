// Loaders in another module, called by the listeners of model-packages.js.
import * as tmImage from '@teachablemachine/image';

export async function loadTeachable(base) {
  return tmImage.load(base + 'model.json', base + 'metadata.json');
}
