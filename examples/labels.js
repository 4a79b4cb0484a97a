// Class names for the examples (a short excerpt).
export const LABELS = ['background', 'person', 'bicycle', 'car', 'motorcycle', 'airplane', 'bus', 'train'];
