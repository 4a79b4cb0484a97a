// A module-level holder another file fills.
export const store = {detector: null};
