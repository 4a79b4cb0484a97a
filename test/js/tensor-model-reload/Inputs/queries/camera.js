// Another module's helper, which a query function calls: it gives the video
// a new stream and registers a listener for its first frame on every call.
import * as cocoSsd from '@tensorflow-models/coco-ssd';

async function detect(video) {
  // CHECK: camera.js:[[@LINE+1]]:23: warning: model loaded by 'cocoSsd.load' every time 'detect' runs (called from{{.*}}); load it once{{.*}} [tensor-model-reload]
  const model = await cocoSsd.load();
  return model.detect(video);
}

export async function startCamera() {
  const video = document.querySelector('#webcam');
  video.srcObject = await navigator.mediaDevices.getUserMedia({video: true});
  video.addEventListener('loadeddata', () => detect(video));
}
