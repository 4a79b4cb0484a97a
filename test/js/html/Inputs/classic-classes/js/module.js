// An ES module the page loads: its class is its own, not the page's.
export class Camera {
  capture() {
    return 42;
  }
}
