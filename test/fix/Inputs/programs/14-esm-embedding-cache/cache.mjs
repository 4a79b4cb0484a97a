// A word-vector cache: vectors are stored by word and handed out again, so
// the cache owns them.
const vectors = new Map();

export function remember(word, vector) {
  vectors.set(word, vector);
}

export function lookup(word) {
  return vectors.get(word);
}

export function size() {
  return vectors.size;
}
