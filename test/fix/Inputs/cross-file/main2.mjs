import {makeInput} from './helper2.mjs';
export function go() {
  const x = makeInput(3);
  console.log(x.dataSync());
  x.dispose();
}
