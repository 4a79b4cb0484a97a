//===- StoredFunctions.h - Where functions kept in places run ---*- C++ -*-===//
//
// `actions.run = step; ... button.onclick = () => actions.run()`, an event
// bus's `on(cb) { this.listeners.push(cb) }` with `emit() { for (const cb of
// this.listeners) cb() }`: a function stored into a long-lived place
// (FunctionAttrs::StoredFunctions) runs where a call through that place
// runs (Op::CalledPlace), as often and in whichever scope those calls run.
// A parameter stored there stands for the functions its callers pass for
// it; a place copied into another (FunctionAttrs::PlaceCopies: `window.run
// = actions[key].run`) hands on what it holds. Places are named by keys the
// frontend spells alike for the store and the call (a module's or the
// page's variable, its fields and elements, a class's fields of `this`):
// which object of a class or which element is not told apart, so a call
// through a place may reach any function ever stored there.
//
// Only how often and where the stored functions run follows from this (the
// frequencies and calling scopes); which one a call reaches, and so what it
// does with the arguments, stays unknown, as for any callee unseen.
//
// Built once per run: linear in the calls, the stores and the copies
// (copies are followed to a fixpoint over the places they join).
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_ANALYSIS_STOREDFUNCTIONS_H
#define TENSORLINT_ANALYSIS_STOREDFUNCTIONS_H

#include "analysis/Summaries.h"

#include "ir/IR.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringMap.h"

#include <vector>

namespace tensorlint::analysis {

class StoredFunctionCalls {
public:
  StoredFunctionCalls(const std::vector<const ir::Module *> &Modules,
                      const llvm::StringMap<FunctionRef> &SymToFn);

  /// The functions a call through a place (Op::CalledPlace) may reach:
  /// those stored there, or into a place copied there; empty for any other
  /// op.
  llvm::ArrayRef<FunctionRef> reached(const ir::Op &O) const;

private:
  llvm::StringMap<llvm::SmallVector<FunctionRef, 2>> ByPlace;
};

} // namespace tensorlint::analysis

#endif
