// Names no library, but a suppression comment names a rule: its "unused
// directive" report needs the analysis.
// tensorlint-disable-next-line tensor-undisposed
export const answer = 42;
