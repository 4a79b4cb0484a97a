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

/// A place that outlives the function storing into it: a module variable
/// or a module-level object's field (one for the whole program), or a field
/// of the object a method runs on (one per object: `this.x`, `self.x`).
inline bool isLongLivedPlace(const ir::Value &V) {
  return V.Store == ir::Storage::Module ||
         (V.Store == ir::Storage::Field && V.ReceiverField);
}

/// Some escape of what R made (SiteRecord::Escapes, through any name it
/// was given) keeps it elsewhere than in a module variable or a field (a
/// collection, a closure, a callee that takes it): each value there is one
/// of many.
bool keptBeyondOnePlace(const FunctionContext &C,
                        const analysis::SiteRecord &R);

/// Some release of Var, or of a name it was copied to (`const m = await
/// modelPromise; m.dispose();`), comes before At in the source: the function
/// disposes the object Var held before putting a new one there. A copy
/// taken before At holds the old object wherever it is released (`const old
/// = this.xs; this.xs = next; old.dispose();`). Or hands it
/// to code that owns it from then on (a model built over the old one's
/// graph owns its layers: the API models' `builds_from`).
bool releasesBefore(const FunctionContext &C, ir::ValueId Var,
                    const ir::Op &At);

/// Another function of the module releases the long-lived place Var names,
/// or hands what it holds to a callee, a collection or another place (a
/// store into the place is none of these): that function may
/// free the old object before each replacement (a "reset" button, a frame
/// loop that disposes the last frame's result and then calls the function).
/// Reading it (`latest.dataSync()`) is no such thing. For a field of the
/// receiver, any function of the run that handles a field of that name
/// (FieldReleases::HandledNames: `game.frame.dispose()` in the file that
/// holds the object) may be handling it.
bool placeHandledElsewhere(const FunctionContext &C, ir::ValueId Var);

} // namespace tensorlint::rules

#endif // TENSORLINT_RULES_MODULEPLACES_H
