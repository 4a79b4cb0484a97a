//===- LocalHolder.cpp - A released handle a local record still holds -----===//

#include "rules/LocalHolder.h"

namespace tensorlint::rules {

using namespace analysis;

/// Whether the function returns, stores or passes Record anywhere.
static bool leavesFunction(const FunctionContext &C, ir::ValueId Record) {
  for (const ir::Block &B : C.F.Blocks)
    for (const ir::Op &O : B.Ops)
      if ((O.Kind == ir::OpKind::Escape && O.Src == Record) ||
          llvm::is_contained(O.Args, Record) ||
          llvm::is_contained(O.ArgRecords, Record))
        return true;
  return false;
}

LocalHolder localHolderOf(const FunctionContext &C, const Misuse &U) {
  LocalHolder H;
  if (U.Held != HeldKind::Field || !U.Prior.isValid())
    return H;
  const ir::Op &Store = C.op(U.Prior);
  const ir::Value *Field = C.value(Store.Src);
  if (!Field || Field->FieldBase == ir::NoValue)
    return H;
  const ir::Value *Base = C.value(Field->FieldBase);
  if (!Base || Base->Store != ir::Storage::Local)
    return H;
  // A destructor runs when the record goes, whatever the path: only a
  // destroy function whose name is a destructor's frees the field again.
  const FieldReleases &FR = C.Summaries.fieldReleases();
  if (!Store.Field.empty() && FR.Freed.contains(Store.Field)) {
    auto D = FR.Destroyer.find(FieldReleases::recordOf(Store.Field));
    if (D != FR.Destroyer.end() &&
        llvm::StringRef(D->second).rsplit("::").second.starts_with("~")) {
      H.K = LocalHolder::FreedAgain;
      H.Destroyer = D->second;
      return H;
    }
  }
  H.K = leavesFunction(C, Field->FieldBase) ? LocalHolder::Outlives
                                            : LocalHolder::Dies;
  return H;
}

} // namespace tensorlint::rules
