// A class component whose mount method calls a method that loads.
import { Component } from 'react';
import * as tf from '@tensorflow/tfjs';

class Album extends Component {
  componentDidMount() {
    this.loadModel();
  }

  async loadModel() {
    this.model = await tf.loadLayersModel('/models/album/model.json');
  }

  render() {
    return <div>album</div>;
  }
}

export { Album };
