//===- ModulePlaces.h - Module-wide places and their releases --*- C++ -*-===//
//
// A module variable (or a module-level object's field) is one place for the
// whole program: what a function stores there replaces what the place held.
// Rules that report such a replacement ask whether the function (or any
// other function of the module) releases the place's old object.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_RULES_MODULEPLACES_H
#define TENSORLINT_RULES_MODULEPLACES_H

#include "rules/RuleContext.h"

namespace tensorlint::rules {

/// Some release of Var, or of a name it was copied to (`const m = await
/// modelPromise; m.dispose();`), comes before At in the source: the function
/// disposes the object Var held before putting a new one there. Or hands it
/// to code that owns it from then on (a model built over the old one's
/// graph owns its layers: the API models' `builds_from`).
bool releasesBefore(const FunctionContext &C, ir::ValueId Var,
                    const ir::Op &At);

/// Another function of the module releases the module-wide place Var names,
/// or hands what it holds to a callee, a collection or another place (a
/// store into the place is none of these): that function may
/// free the old object before each replacement (a "reset" button, a frame
/// loop that disposes the last frame's result and then calls the function).
/// Reading it (`latest.dataSync()`) is no such thing.
bool placeHandledElsewhere(const FunctionContext &C, ir::ValueId Var);

} // namespace tensorlint::rules

#endif // TENSORLINT_RULES_MODULEPLACES_H
