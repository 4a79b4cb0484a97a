// RUN: not %tensorlint --checks='-*,tensor-model-reload' %s | FileCheck %s --implicit-check-not=warning:
// Angular components and Vue components that load their model per view.
import { Component, OnInit, OnDestroy } from '@angular/core';
import { defineComponent, onMounted, ref } from 'vue';
import * as tf from '@tensorflow/tfjs';

@Component({ selector: 'app-pose', template: '<video #v></video>' })
export class PoseComponent {
  private model: Promise<tf.GraphModel>;
  constructor() {
    // CHECK: :[[@LINE+1]]:18: warning: model loaded by 'tf.loadGraphModel' every time {{('[^']+' runs \(.+\)|the .+ runs)}}; load it once and reuse it{{.*}} [tensor-model-reload]
    this.model = tf.loadGraphModel('/assets/pose/model.json');
  }
}

@Component({ selector: 'app-details', template: '<canvas></canvas>' })
export class DetailsComponent implements OnInit, OnDestroy {
  private model?: tf.LayersModel;
  async ngOnInit(): Promise<void> {
    // CHECK: :[[@LINE+1]]:24: warning: model loaded by 'tf.loadLayersModel' every time 'ngOnInit' runs (Angular component 'DetailsComponent' lifecycle hook 'ngOnInit'); load it once and reuse it{{.*}} [tensor-model-reload]
    this.model = await tf.loadLayersModel('/assets/details/model.json');
  }
  ngOnDestroy(): void {
    this.model?.dispose();
  }
}

export const Toxicity = defineComponent({
  setup() {
    const score = ref(0);
    // CHECK: :[[@LINE+1]]:5: warning: model loaded by 'tf.loadLayersModel' every time 'setup' runs ({{.+}}); load it once and reuse it{{.*}} [tensor-model-reload]
    tf.loadLayersModel('/models/toxicity/model.json').then((m) => {
      score.value = (m.predict(tf.zeros([1, 16])) as tf.Tensor).dataSync()[0];
    });
    return { score };
  },
});

export const Camera = defineComponent({
  data: () => ({ model: null as tf.GraphModel | null }),
  async mounted() {
    // CHECK: :[[@LINE+1]]:24: warning: model loaded by 'tf.loadGraphModel' every time 'mounted' runs ({{.+}}); load it once and reuse it{{.*}} [tensor-model-reload]
    this.model = await tf.loadGraphModel('/models/camera/model.json');
  },
});
