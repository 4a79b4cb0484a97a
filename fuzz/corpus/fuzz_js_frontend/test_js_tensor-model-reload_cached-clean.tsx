// RUN: %tensorlint --checks='-*,tensor-model-reload' %s | FileCheck %s --allow-empty --implicit-check-not=warning:
// React and Angular done right: the model lives in a module-level promise or
// a root-provided service, and views only use it.
import * as tf from '@tensorflow/tfjs';
import { Component, Injectable } from '@angular/core';
import { useEffect, useState } from 'react';

const modelPromise: Promise<tf.GraphModel> = tf.loadGraphModel('/models/mobilenet/model.json');

export function Classifier({ image }: { image: HTMLImageElement }) {
  const [label, setLabel] = useState<number>(-1);
  useEffect(() => {
    modelPromise.then((model) => {
      const y = tf.tidy(() => (model.predict(tf.browser.fromPixels(image).expandDims(0)) as tf.Tensor).argMax(-1));
      setLabel(y.dataSync()[0]);
      y.dispose();
    });
  }, [image]);
  return <b>{label}</b>;
}

@Injectable({ providedIn: 'root' })
export class ModelService {
  private model?: Promise<tf.LayersModel>;
  private readonly detector = tf.loadGraphModel('/models/detector/model.json');
  load(): Promise<tf.LayersModel> {
    this.model ??= tf.loadLayersModel('/models/details/model.json');
    return this.model;
  }
  detector$(): Promise<tf.GraphModel> {
    return this.detector;
  }
}

@Component({ selector: 'app-details', template: '<canvas></canvas>' })
export class DetailsComponent {
  constructor(private models: ModelService) {}
  async ngOnInit(): Promise<void> {
    const model = await this.models.load();
    console.log(model.outputs.length);
  }
}
