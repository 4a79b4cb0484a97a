//===- Renumber.cpp - Function ids of a module that gained or lost some ---===//

#include "ir/Renumber.h"

namespace tensorlint::ir {

namespace {

struct Renumberer {
  const Renumbering &R;
  bool &Changed;

  bool id(FunctionId &Id) {
    std::optional<FunctionId> New = R(Id);
    if (!New)
      return false;
    Changed |= *New != Id;
    Id = *New;
    return true;
  }
  bool param(ParamRef &P) { return id(P.Fn); }
};

} // namespace

bool renumberFunctions(Function &F, const Renumbering &R, bool &Changed) {
  Renumberer N{R, Changed};
  if (!N.id(F.Parent) || !N.id(F.Attrs.OncePerMountOf))
    return false;
  for (FunctionId &Id : F.Attrs.DeferredBy)
    if (!N.id(Id))
      return false;
  for (FunctionAttrs::ParamCall &P : F.Attrs.ParamCalls)
    if (!N.param(P.Param))
      return false;
  for (CallbackArg &A : F.Attrs.ReturnedFunctions)
    if (!N.id(A.Fn))
      return false;
  for (FunctionAttrs::StoredFunction &S : F.Attrs.StoredFunctions)
    if (!N.id(S.Fn.Fn) || !N.param(S.Fn.Param))
      return false;
  for (Block &B : F.Blocks)
    for (Op &O : B.Ops) {
      if (!N.id(O.Callee))
        return false;
      for (FunctionId &Id : O.OtherCallees)
        if (!N.id(Id))
          return false;
      for (CallbackArg &A : O.Callbacks)
        if (!N.id(A.Fn) || !N.param(A.Param))
          return false;
    }
  return true;
}

} // namespace tensorlint::ir
