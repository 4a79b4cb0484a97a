class Store {
  constructor() {
    this.items = [];
  }
  add(t) {
    this.items.push(t);
  }
}
