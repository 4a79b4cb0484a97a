//===- FieldReleases.h - Which record fields a run frees --------*- C++ -*-===//
//
// A whole-run fact for any frontend that sets ir::Value::FieldKey:
// which fields of which record types some function of the run frees, and for
// each record one function that frees some of its fields (its destroy
// function, in the user's terms). A handle stored into a field that no
// function frees, while other fields of the same record are freed, is the
// "destroy function forgets a field" leak that tensor-undisposed reports.
// A record with a destructor written in the source (ir::FunctionAttrs::
// Destroys) has its destroy function by that alone, even one that frees
// nothing; and there, a field that is freed only just before it is
// replaced (a function that frees it and stores a new handle into it) still
// holds its last handle when the object ends: the destructor forgets it.
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
  /// Per record ("rwkv_model"): its destructor if that frees one of its
  /// fields, else the first function, in run order, that frees one.
  llvm::StringMap<std::string> Destroyer;
  /// Per record with a destructor written in the source ("Model::Impl"):
  /// the destructor's name ("Model::Impl::~Impl").
  llvm::StringMap<std::string> Destructor;
  /// Field keys freed where nothing is stored into them after (a
  /// destructor, a close or release function): freed for good, not only
  /// before a new handle replaces what they hold.
  llvm::StringSet<> FreedForGood;
  /// Field keys some function of the run stores a handle into. A field no
  /// code of the run ever sets holds what the record was made with (null,
  /// for zero-initialised records): releasing it twice frees nothing.
  llvm::StringSet<> Stored;

  /// Field names (the last part of a member access: "frame" of
  /// `game.frame` and `this.frame`) whose contents some function of the run
  /// releases, hands to a callee, a collection or another place, or names
  /// in code of which no op was modelled. A field of that name of any
  /// object may be freed there: which object a member access reaches is
  /// not known.
  llvm::StringSet<> HandledNames;

  /// The record of a field key: "rwkv_model" for "rwkv_model::sched".
  static llvm::StringRef recordOf(llvm::StringRef FieldKey) {
    return FieldKey.rsplit("::").first;
  }

  /// The field a member access names: "frame" of "this.frame",
  /// "game.state.frame" or "ctx->frame".
  static llvm::StringRef fieldNameOf(llvm::StringRef Access);

  /// Handled(Name) for each field name F handles (HandledNames), in no
  /// particular order, some more than once.
  static void
  forEachHandledName(const ir::Function &F,
                     llvm::function_ref<void(llvm::StringRef Name)> Handled);

  /// Whether what the field Key holds when its object ends is freed: by
  /// some function of the run, or, for a record with a destructor, by a
  /// function that does not store into it again.
  bool freedAtTheEnd(llvm::StringRef Key) const {
    return Destructor.contains(recordOf(Key)) ? FreedForGood.contains(Key)
                                              : Freed.contains(Key);
  }

  /// What F (with its CFGInfo) contributes, in op order: Frees(Key) for
  /// each field it frees, Stores(Key, Handle) for each it sets: to a
  /// handle, or (Handle false) to nothing (`f = nullptr`).
  /// Nothing for a function with no field, escape or call.
  static void forEachEffect(
      const ir::Function &F, const CFGInfo &CFG,
      llvm::function_ref<const FunctionSummary *(const ir::Op &Call)> CalleeOf,
      llvm::function_ref<void(llvm::StringRef Key)> Frees,
      llvm::function_ref<void(llvm::StringRef Key, bool Handle)> Stores);

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
