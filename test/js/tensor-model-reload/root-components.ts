// RUN: not %tensorlint --checks='-*,tensor-model-reload' %s | FileCheck %s --implicit-check-not=warning:
// The component an Angular application bootstraps (AppComponent, selector
// app-root) is created once: a model loaded by its creation hooks is loaded
// once. Hooks that change detection re-runs still repeat. Shapes from
// MendyBerger/mnist-tensorflow.js and riapacheco/img-ai-tensorflow.
import { Component, OnInit, DoCheck } from '@angular/core';
import * as tf from '@tensorflow/tfjs';
import * as mobilenet from '@tensorflow-models/mobilenet';

@Component({ selector: 'app-root', templateUrl: './app.component.html' })
export class AppComponent implements OnInit {
  model!: any;
  async ngOnInit() {
    this.model = await mobilenet.load();
  }
}

@Component({ selector: 'app-root', template: '<canvas></canvas>' })
export class ShellComponent {
  private model: Promise<tf.LayersModel>;
  constructor() {
    this.model = tf.loadLayersModel('/assets/model.json');
  }
  async ngAfterViewInit() {
    await this.model;
  }
}

@Component({ selector: 'app-root', template: '' })
export class RootWithCheck implements DoCheck {
  model?: tf.GraphModel;
  async ngDoCheck() {
    // CHECK: :[[@LINE+1]]:24: warning: model loaded by 'tf.loadGraphModel' every time 'ngDoCheck' runs (Angular component 'RootWithCheck' lifecycle hook 'ngDoCheck'); load it once and reuse it{{.*}} [tensor-model-reload]
    this.model = await tf.loadGraphModel('/assets/check/model.json');
  }
}

@Component({ selector: 'app-digits', template: '' })
export class DigitsComponent implements OnInit {
  model?: tf.LayersModel;
  async ngOnInit() {
    // CHECK: :[[@LINE+1]]:24: warning: model loaded by 'tf.loadLayersModel' every time 'ngOnInit' runs (Angular component 'DigitsComponent' lifecycle hook 'ngOnInit'); load it once and reuse it{{.*}} [tensor-model-reload]
    this.model = await tf.loadLayersModel('/assets/digits/model.json');
  }
}
