import { PureComponent } from 'react';
import * as tf from '@tensorflow/tfjs';

export class Gallery extends PureComponent {
  render() {
    return <ul />;
  }

  UNSAFE_componentWillMount() {
    tf.loadLayersModel('/models/gallery/model.json').then((m) => {
      this.model = m;
    });
  }
}
