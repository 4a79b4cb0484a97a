// A minimal Redux-style store. Reducers return new state objects that keep
// references to the payloads they were given.
function createStore(reducer, initialState) {
  let state = initialState;
  const listeners = [];
  return {
    getState: () => state,
    dispatch(action) {
      state = reducer(state, action);
      listeners.forEach((l) => l(state, action));
      return action;
    },
    subscribe(listener) {
      listeners.push(listener);
    },
  };
}

module.exports = {createStore};
