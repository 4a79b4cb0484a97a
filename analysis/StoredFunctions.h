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
// which object of a class is not told apart, so a call through a place may
// reach any function ever stored there. A named element (`table.up`,
// `TABLE["up"]`) and any element (`table[key]`) meet: a computed subscript
// may pick the named one, and a named one may be what a computed store
// wrote.
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

  /// Appends to Out the functions a call through a place (Op::CalledPlace)
  /// may reach: those stored there, or into a place copied there, and for
  /// a named element (`table.up`) those stored into any element
  /// (`table[k]`); nothing for any other op.
  void reached(const ir::Op &O, llvm::SmallVectorImpl<FunctionRef> &Out) const;

private:
  /// Place spelled with the module that defines its root: a name a module
  /// binds to another's (ir::Module::ImportedNames) is that one's.
  std::string canonical(llvm::StringRef Place) const;

  /// Names modules bind to other modules' (their symbols).
  llvm::StringMap<std::string> Bound;
  /// What each place holds: stored there, or copied there.
  llvm::StringMap<llvm::SmallVector<FunctionRef, 2>> ByPlace;
  /// Under "P[]": what named elements of P hold that P[] does not.
  llvm::StringMap<llvm::SmallVector<FunctionRef, 2>> NamedElements;
};

} // namespace tensorlint::analysis

#endif
