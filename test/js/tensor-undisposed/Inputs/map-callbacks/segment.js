// A project class that owns the tensor it is given.
export class Segment {
  constructor(t) {
    this.t = t;
  }
  dispose() {
    this.t.dispose();
  }
}

export function toSegment(t) {
  return new Segment(t);
}
