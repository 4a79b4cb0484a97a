// Names no library: skipped, so its syntax error is not reported (it is
// with --all-files).
export function f( {
