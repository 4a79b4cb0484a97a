// A class component: its mount method runs once per mount.
import React from 'react';
import * as tf from '@tensorflow/tfjs';

export default class Gallery extends React.Component {
  async componentDidMount() {
    this.model = await tf.loadGraphModel('/models/gallery/model.json');
  }

  render() {
    return <div>gallery</div>;
  }
}
