//===- KeptFindings.cpp - The rules' findings kept for the next check -----===//

#include "rules/KeptFindings.h"

namespace tensorlint::rules {

ModuleFrame ModuleFrame::of(const ir::Module &M) {
  return {M.Path,         M.Parts,           M.Lang,
          M.DetachHint,   M.ScopeAdvice,     M.ScopeWrap,
          M.Graphs,       M.Registrations,   M.ExportsStayInRun,
          M.LoadedByNone, M.HasFreeingScope, M.IsTest};
}

bool moveFinding(Finding &Fd, const ir::TextChange &C) {
  auto Move = [&](ir::SourceRange &R) {
    return (!R.isValid() || R.File == 0) && C.move(R);
  };
  if (!Move(Fd.Range))
    return false;
  for (Note &N : Fd.Notes)
    if (!Move(N.Range))
      return false;
  for (FixIt &F : Fd.Fixes)
    if (!Move(F.Range))
      return false;
  for (ir::FixRequest &Q : Fd.FixRequests) {
    if (!Move(Q.At) || !Move(Q.Origin))
      return false;
    for (ir::SourceRange &R : Q.Retainers)
      if (!Move(R))
        return false;
    for (ir::SourceRange &R : Q.InPlaceCalls)
      if (!Move(R))
        return false;
  }
  return true;
}

/// Per function of M: whether it, or a function nested in it, changed
/// (its revision is not Revs's); nullopt when that cannot be told.
static std::optional<std::vector<char>>
touchedFunctions(const ir::Module &M, llvm::ArrayRef<ir::Revision> Revs) {
  size_t N = M.Functions.size();
  std::vector<char> Touched(N);
  std::vector<ir::FunctionId> Changed;
  for (ir::FunctionId Id = 0; Id != N; ++Id)
    if (!M.Functions[Id].Rev.matches(Revs[Id]))
      Changed.push_back(Id);
  // A patched table allows a few changed functions (SummaryPatch.cpp): one
  // pass over the functions per changed one.
  for (ir::FunctionId C : Changed) {
    const ir::SourceRange &In = M.Functions[C].Range;
    if (In.File != 0 || In.EndOffset < In.BeginOffset)
      return std::nullopt; // FunctionNesting's rules would apply
    for (ir::FunctionId Id = 0; Id != N; ++Id) {
      const ir::SourceRange &R = M.Functions[Id].Range;
      if (Id == C || (R.File == 0 && R.BeginOffset <= In.BeginOffset &&
                      In.EndOffset <= R.EndOffset))
        Touched[Id] = 1;
    }
  }
  return Touched;
}

std::vector<std::optional<std::vector<Finding>>>
KeptFindings::take(const ir::Module &M, const RuleFilter &F,
                   const AnalysisOptions &O, const ir::TextChange *Change,
                   bool TablePatched) {
  size_t N = M.Functions.size();
  std::vector<std::optional<std::vector<Finding>>> Out(N);
  Reused = 0;
  bool Usable = Valid && Change && TablePatched && Change->keepsLinesAfter() &&
                Revs.size() == N && ByFunction.size() == N && Filter == F &&
                Opts == O && Frame == ModuleFrame::of(M);
  Valid = false; // what is not taken now is stale
  if (!Usable)
    return Out;
  std::optional<std::vector<char>> Touched = touchedFunctions(M, Revs);
  if (!Touched)
    return Out;
  for (ir::FunctionId Id = 0; Id != N; ++Id) {
    if ((*Touched)[Id])
      continue;
    std::vector<Finding> &Kept = ByFunction[Id];
    if (!llvm::all_of(Kept,
                      [&](Finding &Fd) { return moveFinding(Fd, *Change); }))
      continue;
    Out[Id] = std::move(Kept);
    ++Reused;
  }
  return Out;
}

void KeptFindings::keep(const ir::Module &M, const RuleFilter &F,
                        const AnalysisOptions &O,
                        std::vector<std::vector<Finding>> Found) {
  Valid = Found.size() == M.Functions.size();
  Frame = ModuleFrame::of(M);
  Filter = F;
  Opts = O;
  Revs.resize(M.Functions.size());
  for (ir::FunctionId Id = 0; Id != Revs.size(); ++Id)
    Revs[Id] = M.Functions[Id].Rev;
  ByFunction = std::move(Found);
}

} // namespace tensorlint::rules
