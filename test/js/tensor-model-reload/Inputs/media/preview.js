// Another module's preview: its top level gives the element its source and
// registers the listener once, when the module loads.
import * as tf from '@tensorflow/tfjs';

export const preview = document.getElementById('preview');
export let detector;
navigator.mediaDevices.getUserMedia({video: true}).then((s) => {
  preview.srcObject = s;
});
preview.onloadedmetadata = async () => {
  detector = await tf.loadGraphModel('detector/model.json');
};
