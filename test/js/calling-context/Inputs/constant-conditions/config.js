// Another module's constant: what it holds is not folded (the importer
// sees a binding, not the literal).
export const SHARED_MODE = 'off';
