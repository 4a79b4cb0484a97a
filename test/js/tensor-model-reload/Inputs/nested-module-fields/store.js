// Another file's object: one object for the whole program.
export const app = {nets: {main: null, alt: null, byName: {}}};
