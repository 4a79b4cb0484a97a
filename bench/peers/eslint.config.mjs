// ESLint flat config for bench/run: NO rules, so ESLint measures its cheapest
// possible pass (read, parse, traverse) over the same JS and TS files.
import tsParser from "@typescript-eslint/parser";

export default [
  {
    files: ["**/*.{js,mjs,cjs,jsx}"],
    languageOptions: { ecmaVersion: "latest", sourceType: "module" },
    linterOptions: { reportUnusedDisableDirectives: "off" },
    rules: {},
  },
  {
    files: ["**/*.{ts,mts,cts,tsx}"],
    languageOptions: { parser: tsParser, sourceType: "module" },
    linterOptions: { reportUnusedDisableDirectives: "off" },
    rules: {},
  },
];
