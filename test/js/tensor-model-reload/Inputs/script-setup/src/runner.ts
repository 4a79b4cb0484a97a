import * as tf from "@tensorflow/tfjs";

export class Runner {
  model: tf.GraphModel | null = null;

  async start() {
    this.model = await tf.loadGraphModel("/runner/model.json");
  }
}
