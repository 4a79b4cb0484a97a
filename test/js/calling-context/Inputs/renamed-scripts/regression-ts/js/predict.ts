// Compiled to the js/predict.js that regression-ts/index.html loads.
declare const tf: any;
document.getElementById('predict')!.onclick = () => {
  // CHECK: regression-ts/js/predict.ts:[[@LINE+1]]:17: warning: tensor returned by 'tf.ones' is never disposed
  const guess = tf.ones([1]);
  guess.print();
};
