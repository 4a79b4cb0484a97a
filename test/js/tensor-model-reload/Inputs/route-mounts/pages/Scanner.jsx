import React from 'react';
import * as tf from '@tensorflow/tfjs';

// A class component: componentDidMount runs once per mount, and the route
// mounts it on every visit of /scan.
export default class Scanner extends React.Component {
  state = {};

  async componentDidMount() {
    this.model = await tf.loadGraphModel('/models/scan/model.json');
    this.setState({ ready: true });
  }

  render() {
    return <p>{this.state.ready ? 'ready' : 'loading'}</p>;
  }
}
