// RUN: rm -rf %t && mkdir -p %t && cp %s %t/App.jsx
// RUN: echo '{"name": "garbage-sorter", "private": true}' > %t/package.json
// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --checks='-*,tensor-model-reload' %t | FileCheck %s --implicit-check-not=warning:
//
// The application's root is a class component that `render` mounts once:
// its componentDidMount runs once per page load, so its load is not a
// reload. What its render method loads runs on every render.
import React, { PureComponent } from 'react';
import ReactDOM from 'react-dom';
import * as tf from '@tensorflow/tfjs';

class App extends PureComponent {
  state = {};

  async componentDidMount() {
    this.model = await tf.loadLayersModel('/model/model.json');
    this.setState({ ready: true });
  }

  render() {
    // CHECK: App.jsx:[[@LINE+1]]:5: warning: model loaded by 'tf.loadGraphModel' every time 'render' runs
    tf.loadGraphModel('/model/preview.json').then((m) => m.dispose());
    return <p>{this.state.ready ? 'ready' : 'loading'}</p>;
  }
}

ReactDOM.render(<App />, document.querySelector('#app'));
