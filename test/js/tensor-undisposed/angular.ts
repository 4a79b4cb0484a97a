// RUN: not %tensorlint --checks='-*,tensor-undisposed' %s | FileCheck %s --implicit-check-not=warning:
// Angular: a component leaks in its lifecycle hooks and event handlers; a
// root-provided service keeps its tensors in fields (not a leak).
import { Component, Injectable, OnInit, HostListener } from '@angular/core';
import * as tf from '@tensorflow/tfjs';

@Injectable({ providedIn: 'root' })
export class EmbeddingService {
  private table: tf.Tensor2D | null = null;
  private model!: tf.LayersModel;

  async init(url: string): Promise<void> {
    this.model = await tf.loadLayersModel(url);
    this.table = tf.randomNormal([1000, 64]) as tf.Tensor2D;
  }

  lookup(ids: number[]): tf.Tensor2D {
    const idx = tf.tensor1d(ids, 'int32');
    const rows = tf.gather(this.table!, idx) as tf.Tensor2D;
    idx.dispose();
    return rows;
  }
}

@Component({ selector: 'app-similar', template: '<canvas #c></canvas>' })
export class SimilarComponent implements OnInit {
  constructor(private embeddings: EmbeddingService) {}

  ngOnInit(): void {
    // CHECK: :[[@LINE+1]]:18: warning: tensor returned by 'tf.ones' is never disposed; it leaks every time 'ngOnInit' runs (Angular component 'SimilarComponent' lifecycle hook 'ngOnInit') [tensor-undisposed]
    const mask = tf.ones([64]);
    console.log(mask.shape);
    // Calls through the injected service: see angular-injected-service.ts.
    this.embeddings.lookup([1, 2, 3]).dispose();
  }

  @HostListener('window:resize')
  onResize(): void {
    // CHECK: :[[@LINE+1]]:25: warning: tensor returned by 'tf.zeros' is never disposed; it leaks every time 'onResize' runs ({{.+}}) [tensor-undisposed]
    const placeholder = tf.zeros([window.innerHeight, window.innerWidth, 3]);
    console.log(placeholder.size);
  }
}
