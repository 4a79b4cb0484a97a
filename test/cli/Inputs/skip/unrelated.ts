// Names no library and imports nothing that does: skipped. Words that are
// other files' names in other places do not count: a package's path, a
// division, a comment about the model or the user.
import { user } from 'some-package/user';
import { model } from '@scope/model';

export const ratio = (a: number, b: number) => a / user(b) + model;
