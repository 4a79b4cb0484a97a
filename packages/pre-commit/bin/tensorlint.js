#!/usr/bin/env node
// pre-commit installs this package globally in its hook environment; only
// this package's own `bin` is linked there, so it hands over to the pinned
// tensorlint package's shim (which runs the platform's program).
require('tensorlint/bin/tensorlint.js');
