//===- LoadArguments.h - What a model load's arguments read ----*- C++ -*-===//
//
// A load of what changes loads another model, not the same one again
// (`for (const f of files) load(f)`): the rule tensor-model-reload asks
// whether a load's arguments change on each iteration of the loop around it
// (ir::Op::ArgsChangePerIteration). The JavaScript lowering makes no IR
// value of a plain local (a file, a counter), so this file answers from the
// syntax: the names the arguments read, followed through the declarations
// and assignments of the function that holds the load.
//
// Parameters are not given as the load's Args (as the Python lowering
// does): a helper run in a loop would then be taken to load another model
// each time, and on `dev` the JavaScript helpers so run were mostly given
// the same model each time (a benchmark's `benchOnce(modelId)`).
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_FRONTEND_JS_LOADARGUMENTS_H
#define TENSORLINT_FRONTEND_JS_LOADARGUMENTS_H

#include "frontend/js/Syntax.h"

namespace tensorlint::frontend::js {

/// Whether some name whose value reaches the arguments of the call Call (a
/// call or new expression; an object literal argument is options, which
/// say how to load, not what) is bound anew on each iteration of the innermost
/// loop around it: a `for ... of/in` loop's name, a counter stepped (`i++`,
/// `i += 1`) in that loop, or a name given a value from one of them
/// (`w = files[j]`).
bool argumentsChangePerIteration(const SyntaxTree &T, TSNode Call);

} // namespace tensorlint::frontend::js

#endif
