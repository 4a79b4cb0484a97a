// A class component the root always shows: mounted once, with the root.
import React from 'react';
import * as tf from '@tensorflow/tfjs';

export default class Footer extends React.PureComponent {
  componentDidMount() {
    tf.loadGraphModel('/models/footer/model.json').then((m) => {
      this.model = m;
    });
  }

  render() {
    return <footer />;
  }
}
