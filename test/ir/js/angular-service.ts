// RUN: %tensorlint --dump-ir %s | FileCheck %s
import * as tf from '@tensorflow/tfjs';
@Injectable({providedIn: 'root'})
export class ModelService {
  async load() {
    this.model = await tf.loadGraphModel('m.json');
  }
}
@Component({selector: 'app-detail'})
export class Detail {
  async ngOnInit() {
    this.model = await tf.loadGraphModel('m.json');
  }
}

// A root-provided service is a cache; a component field is not.
// CHECK: function "load"
// CHECK: load-model %0 api="tf.loadGraphModel"
// CHECK: escape %0 to=cache
// CHECK: function "ngOnInit" @11:3 freq=per-render (Angular component 'Detail' lifecycle hook 'ngOnInit') async
// CHECK-NEXT: value %0 "this.model" model field
// CHECK: escape %0 to=field
