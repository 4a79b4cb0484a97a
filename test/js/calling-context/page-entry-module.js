// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --report-unproven-repetition --checks='-*,tensor-undisposed,tensor-chained-temporary' %S/Inputs/page-entry/index.html %S/Inputs/page-entry/entry.js %S/Inputs/page-entry/ui.js > %t
// RUN: FileCheck %S/Inputs/page-entry/entry.js --input-file=%t --implicit-check-not=warning:
// Without the page, the module's exports may be called by code the run does
// not see: computeBaseline is reported.
// RUN: %python %S/../../cli/Inputs/expect-exit.py 1 %tensorlint --report-unproven-repetition --checks='-*,tensor-undisposed' %S/Inputs/page-entry/entry.js %S/Inputs/page-entry/ui.js | FileCheck %S/Inputs/page-entry/entry.js --check-prefix=ALONE
// A module a page of the run loads as its entry (`<script type="module"
// src="entry.js">`) is the application's own: no code outside the run
// imports it, so its exports are called only by the run's code, and an
// export called only from start-up code runs once (a held-out codelab's
// `export function computeBaseline`). Through another file (ui.js calls
// `report` per click), a method (the start-up object's), a callback (the
// listener) and a module variable (the `tensors` holder, whose fields are
// known in every function).
