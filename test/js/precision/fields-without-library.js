// RUN: %tensorlint --checks='-*,tensor-*' %s | FileCheck %s --allow-empty --implicit-check-not=warning:
// A file that imports no tensor library: a field's `execute()` or
// `predict()` is the application's own (here, a bundled runtime's session
// class, as a build output ships it), not a TF.js model's.
class Session {
  constructor(plan) {
    this._executionPlan = plan;
  }
  async run(feeds) {
    const out = await this._executionPlan.execute(this.handler, feeds);
    return this.createOutput(out);
  }
  createOutput(out) {
    return new Map(out.map((t, i) => [i, t]));
  }
}
export { Session };
