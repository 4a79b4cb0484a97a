import ml5 from 'ml5';

// ml5's predict returns plain predictions: no tensor library is imported.
export function classify(app, inputs) {
  for (const input of inputs) {
    app.state.classifier.predict(input, (err, r) => console.log(r));
  }
}
