const kept = [];
export function keep(t) {
  kept.push(t);
}
