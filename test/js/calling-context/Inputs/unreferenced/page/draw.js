export function draw(values) {
  console.log(values);
}
