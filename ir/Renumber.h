//===- Renumber.h - Function ids of a module that gained or lost some -*- C++
//-*-===//
//
// A module's functions are numbered in source order, and IR refers to the
// functions of its module by that number (a call's callee, a callback
// argument, a closure's parent). When an edit adds or removes a function,
// every function after it gets a new number; the editor still reuses the IR
// of the unchanged ones (frontend/js/IncrementalLowering.h), with each
// reference renumbered.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_IR_RENUMBER_H
#define TENSORLINT_IR_RENUMBER_H

#include "ir/IR.h"

#include "llvm/ADT/ArrayRef.h"

namespace tensorlint::ir {

/// Where each function of an earlier numbering went: NewOf[Old], or
/// NoFunction when it is gone.
struct Renumbering {
  llvm::ArrayRef<FunctionId> NewOf;
  /// The new id of Old; NoFunction stays NoFunction; std::nullopt when Old
  /// is gone (or was never a function of the module).
  std::optional<FunctionId> operator()(FunctionId Old) const {
    if (Old == NoFunction)
      return NoFunction;
    if (Old >= NewOf.size() || NewOf[Old] == NoFunction)
      return std::nullopt;
    return NewOf[Old];
  }
};

/// Renumbers every reference F makes to a function of its module (calls,
/// callbacks, parameters seen as callbacks, the functions that defer it or
/// whose mount it runs once per, its parent). False, with F partly
/// renumbered, when one refers to a function that is gone. Changed: set when
/// a reference got another number.
bool renumberFunctions(Function &F, const Renumbering &R, bool &Changed);

} // namespace tensorlint::ir

#endif // TENSORLINT_IR_RENUMBER_H
