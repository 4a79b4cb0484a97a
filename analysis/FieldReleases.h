//===- FieldReleases.h - Which record fields a run frees --------*- C++ -*-===//
//
// A whole-run fact for any frontend that sets ir::Value::FieldKey:
// which fields of which record types some function of the run frees, and for
// each record one function that frees some of its fields (its destroy
// function, in the user's terms). A handle stored into a field that no
// function frees, while other fields of the same record are freed, is the
// "destroy function forgets a field" leak that tensor-undisposed reports.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_ANALYSIS_FIELDRELEASES_H
#define TENSORLINT_ANALYSIS_FIELDRELEASES_H

#include "analysis/CFGInfo.h"
#include "ir/IR.h"

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"

#include <memory>
#include <string>
#include <vector>

namespace tensorlint::analysis {

struct FunctionSummary;

struct FieldReleases {
  /// Field keys ("model::ctx") freed somewhere: a release (or sink) of a
  /// value read through the field, of the loop variable of a loop over it,
  /// or a call of a function that frees the argument passed from it.
  llvm::StringSet<> Freed;
  /// Per record ("rwkv_model"): the first function, in run order, that frees
  /// one of its fields.
  llvm::StringMap<std::string> Destroyer;
  /// Field keys some function of the run stores a handle into. A field no
  /// code of the run ever sets holds what the record was made with (null,
  /// for zero-initialised records): releasing it twice frees nothing.
  llvm::StringSet<> Stored;

  /// The record of a field key: "rwkv_model" for "rwkv_model::sched".
  static llvm::StringRef recordOf(llvm::StringRef FieldKey) {
    return FieldKey.rsplit("::").first;
  }

  /// What F (with its CFGInfo) contributes, in op order: Frees(Key) for
  /// each field it frees, Stores(Key) for each it stores a handle into.
  /// Nothing for a function with no field, escape or call.
  static void forEachEffect(
      const ir::Function &F, const CFGInfo &CFG,
      llvm::function_ref<const FunctionSummary *(const ir::Op &Call)> CalleeOf,
      llvm::function_ref<void(llvm::StringRef Key)> Frees,
      llvm::function_ref<void(llvm::StringRef Key)> Stores);

  /// Collects the facts from every function of Modules, with their CFGInfo
  /// by module and function (a function with no field, escape or call says
  /// nothing and is not visited); CalleeOf gives the summary of a call's
  /// callee (null when unknown).
  static FieldReleases
  collect(const std::vector<const ir::Module *> &Modules,
          const std::vector<std::vector<std::shared_ptr<const CFGInfo>>> &CFGs,
          llvm::function_ref<const FunctionSummary *(unsigned Module,
                                                     const ir::Op &Call)>
              CalleeOf);
};

} // namespace tensorlint::analysis

#endif // TENSORLINT_ANALYSIS_FIELDRELEASES_H
