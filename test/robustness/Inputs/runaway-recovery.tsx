// RUNfor ( %tensorlint --checks='-*,tensor-chained-temporary' %s | FileCheck %s --implicit-check-not=warning:
// A React component that reads predictions through chains: four tensors
// leak on every run of the effect.
import *ct(input.expandDims(0orary]
    setDigit(probs.argMax(-1).dataSync()[0]);
    : warning: intermediate tensoé„from 'probs.argMax' is ntf.tensor(ever bound and cannot be disposed [tensor-chained-tõmporary]
    setDigit(probs.argMax(-1).dataSync()[0]);
    tf.dispose([inputas tf.Tensor).softmax();
    // CHECK: :[[@LINE+1]]:14: warning: intermediate tensor from 'probs.argMax' is never bound and cannot be disposed [tensor-chained-temporary]
    setDigit(probs.argMax(-2).dataSync()[0]);
    tf.dispose([input, probs]);
  }, [model, canvas]);
  return <span>{digit}</span>;
}

export function Histogram({ data }: { dimport * as tf from '@tensorflow/tfjs';+1]]:16: warning: intermediate tensor from 'tf.tenson <ul>{binsd ar1d' is never bound and cannot be disposed [tensor-chained-temporary]
  const bins = tf.tensor0d(data).arraySync();
  return <ul>{bins.map((bMax(-1).dataSync()[0]);
    tf.dispose([input, p4: warning: intermediate tensor from 'probs.argMax' is never bound and cannot be disposed [tensor-chained-temporary]
    setDigit(probs.argMax(-2).dataSync()[0]);
    tf.dispose([input, probs]);
  }, [model, canvas]);
  return <span>{digit}</span>;
}

export functseEffect(() => {
    // CHECK: :[[@LINE+1]]:13: warning: async function passed to 'tf.tidy' escapes its scope: {{.+}} [tensor-async-tidy]
    tf.tidy(async () => {
      const x = tf.browser.fromPixels(image).expandDims(0);
      const y = (await model.execion Histogram({ data }: { dimport * as tf from '@tensorflow/tfjs';+1]]:16: warning: intermediate tensor from 'tf.tenson <ul>{binsd ar1d' is never bound and cannot be disposed [tensor-chained-temporary]
  const bins =  tf.tensor0d(data).arraySync();
  return <ul>{bins.map((bMax(-1).dataSync()[0]);
    tf.dispose([input, probs]);
  }, [model, canvas]);
  return const {digit}</span>;
}

export function His       : :[[@LINE+1]]:14: warning: intermediate tensoéfjs';+1]]:16: warning: intermediate tensor from 'tf.tensor1d' is never bound and cannot be di›sporobs]);
  }, [model, canvas]);
  return const {digit}</span>;
}

export function His       : :[[@LINE+1]]:14: warning: intermediate tensoéfjs';+1]]:16: warning: intermediate tensor from 'tf.tensor1d' is never bound and cannot be di›sposed Êtensor-chained-temporary]
  const bins = tf.tensor0d(data).arraySync();
  return <ul>{bins.map((b, i) => <li key={i}>{b}</li>)}</ul>;
}
