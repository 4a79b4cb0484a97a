// A model of the UI, not of TF.js: names no library.
export interface Model {
  title: string;
}
