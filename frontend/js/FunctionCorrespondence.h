//===- FunctionCorrespondence.h - A function's id before an edit -*- C++
//-*-===//
//
// Function ids follow the source order, so an edit that adds or removes a
// function (typing a new one between two others, a callback in a body)
// renumbers every function after it. The incremental lowering still reuses
// the unchanged functions' IR and replays their writes to the shared facts
// (IncrementalLowering.h): it needs, for each function of the new lowering,
// the id it had in the last one.
//
// - A function of a statement the change did not touch is the same subtree,
//   moved: the function index says which it was (FunctionIndex::ReusedFrom).
// - Those of the touched statements are paired with the old ones in order
//   where their shapes match (the longest common subsequence), so a function
//   the change only edited is still compared with what it wrote before.
//   The others are new, or gone.
//
// What names a new, gone or renamed function, and a name the top level
// declares or no longer declares, may change what code that spells the name
// calls: the incremental lowering is safe only when no code outside the
// change spells it (mentionedOutside).
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_FRONTEND_JS_FUNCTIONCORRESPONDENCE_H
#define TENSORLINT_FRONTEND_JS_FUNCTIONCORRESPONDENCE_H

#include "frontend/js/IncrementalLowering.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/StringSet.h"

#include <vector>

namespace tensorlint::frontend::js {

struct FunctionCorrespondence {
  /// Per function of the new lowering, its id in the last; NoFunction: new.
  std::vector<ir::FunctionId> OldOf;
  /// Per function of the last lowering, its id now; NoFunction: gone.
  std::vector<ir::FunctionId> NewOf;
  /// Every function kept its id.
  bool Identity = true;
};

/// The top-level statements an edit touched: new ones [Before, Before +
/// NewTouched), old ones [Before, Before + OldTouched); each other one
/// stayed, or moved with the change.
struct TouchedStatements {
  size_t Before = 0, OldTouched = 0, NewTouched = 0;
  /// The old statement that new statement J (not touched) was.
  size_t oldOf(size_t J) const {
    return J < Before ? J : J - NewTouched + OldTouched;
  }
  bool touchesNew(size_t J) const {
    return J >= Before && J < Before + NewTouched;
  }
};

/// The correspondence between a lowering's functions (New) and the last
/// one's (Old); StatementOf: per function, the index of the top-level
/// statement it is in (the module's code: past the last). With as many
/// functions as before, each keeps its id.
FunctionCorrespondence correspond(llvm::ArrayRef<FunctionShape> New,
                                  llvm::ArrayRef<size_t> NewStatementOf,
                                  llvm::ArrayRef<FunctionShape> Old,
                                  llvm::ArrayRef<size_t> OldStatementOf,
                                  size_t OldStatements,
                                  const TouchedStatements &Touched);

/// The name tables of a FunctionIndex, or NameTables.
struct NameTablesRef {
  const llvm::StringMap<llvm::SmallVector<ir::FunctionId, 1>> &Declared;
  const llvm::StringSet<> &ModuleNames, &StateSetters;
  template <typename Tables>
  NameTablesRef(const Tables &T)
      : Declared(T.Declared), ModuleNames(T.ModuleNames),
        StateSetters(T.StateSetters) {}
};

/// Adds to Out the names whose meaning the edit may have changed: a name
/// the tables declare now or declared before but not both, or under other
/// functions (Old's ids renumbered by Corr).
void changedNames(NameTablesRef Now, NameTablesRef Old,
                  const FunctionCorrespondence &Corr, llvm::StringSet<> &Out);

/// Whether Text spells Name as an identifier (not inside a longer one)
/// outside [From, To). A dotted name ("jobs.archive") is looked up by its
/// last part.
bool mentionedOutside(llvm::StringRef Text, llvm::StringRef Name, uint32_t From,
                      uint32_t To);

} // namespace tensorlint::frontend::js

#endif // TENSORLINT_FRONTEND_JS_FUNCTIONCORRESPONDENCE_H
