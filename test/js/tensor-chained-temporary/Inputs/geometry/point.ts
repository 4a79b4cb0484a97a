// A geometry class whose methods share names with tensor ops.
export class Point {
  constructor(x, y) {
    this.x = x;
    this.y = y;
  }
  sub(p) {
    return new Point(this.x - p.x, this.y - p.y);
  }
  div(p) {
    return new Point(this.x / p.x, this.y / p.y);
  }
}
