// Imports its directory's index by '.', which names no file.
import { zeros } from '.';

export function draw() {
  const z = zeros();
  console.log(z.shape);
}
