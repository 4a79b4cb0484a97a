// Imports './model', which resolves to other/model.ts, not to the seed
// model.ts: skipped.
import { Model } from './model';

export const title = (m: Model) => m.title;
