// A classic script: `agent` is a global of the page, as the class is.
class Agent {
  constructor() {
    this.model = null;
    this.critics = new Map();
  }
  // Each pick of files loads the models again over the old ones.
  async loadModels(files) {
    for (let i = 0; i < files.length; i++) {
      agent.model = await tf.loadLayersModel(
          tf.io.browserFiles([files[i]]));
    }
  }
  // Kept by name: a cache.
  async loadCritics(files) {
    for (const file of files)
      this.critics.set(file.name,
                       await tf.loadLayersModel(tf.io.browserFiles([file])));
  }
  act(state) {
    return this.model.predict(state);
  }
}

const agent = new Agent();

// Loaded once at start-up, one model per default file.
async function loadDefaults(paths) {
  for (const path of paths)
    agent.model = await tf.loadLayersModel(path);
}
loadDefaults(['actor/model.json']);
