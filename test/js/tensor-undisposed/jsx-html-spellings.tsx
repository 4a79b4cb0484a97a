// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --checks='-*,tensor-undisposed' %s 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error:
// RUN: sed -e 's/: { model: tf.LayersModel }//' -e 's/ as tf.Tensor//' %s > %t.jsx
// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --checks='-*,tensor-undisposed' %t.jsx 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error:
// JSX as Babel, TypeScript, React, Preact and Solid read it, which
// tree-sitter's grammars reject: a bare `&` in text and attribute strings
// (the grammars read `&` only as a character reference) and HTML attribute
// names that are reserved words (`class=`, `for=`: the JavaScript grammar,
// the second RUN line). The file parses without a syntax error, and the
// components around the markup and after it are analysed.
import * as tf from '@tensorflow/tfjs';

export function Panel({ model }: { model: tf.LayersModel }) {
  const onPredict = () => {
    const input = tf.zeros([1, 4]);
    // CHECK: :[[@LINE+1]]:17: warning: tensor returned by 'model.predict' is never disposed
    const out = model.predict(input) as tf.Tensor;
    console.log(out.dataSync());
    input.dispose();
  };
  return (
    <section title="R&D" aria-label="Q&amp;A">
      <h2 className="title">
        Model & Data
      </h2>
      <p>Tom & Jerry &amp; friends, Q&A, 1 & 2, &#169; &#x1F600;</p>
      <p>& more {model && 'ready'} & {1 & 3}</p>
      <button onClick={onPredict}>Predict & show</button>
    </section>
  );
}

export function Later({ model }: { model: tf.LayersModel }) {
  const onClick = () => {
    // CHECK: :[[@LINE+1]]:17: warning: tensor returned by 'model.predict' is never disposed
    const out = model.predict(tf.ones([1, 4])) as tf.Tensor;
    console.log(out.dataSync());
  };
  return (
    <form class="f">
      <label for="name" class="l">Name & title</label>
      <button class="b" onClick={onClick}>R&D</button>
    </form>
  );
}
