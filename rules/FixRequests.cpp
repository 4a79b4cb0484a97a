//===- FixRequests.cpp - When a rule may ask for a fix --------------------===//

#include "rules/FixRequests.h"

#include "llvm/ADT/STLExtras.h"

namespace tensorlint::rules {

namespace {

/// Above this many ops in a function, fixes are not proven (each proof
/// scans the function once).
constexpr size_t MaxOpsForProof = 2000;

size_t numOps(const ir::Function &F) {
  size_t N = 0;
  for (const ir::Block &B : F.Blocks)
    N += B.Ops.size();
  return N;
}

bool contains(const ir::SourceRange &Outer, const ir::SourceRange &Inner) {
  return Outer.isValid() && Inner.isValid() &&
         Outer.BeginOffset <= Inner.BeginOffset &&
         Inner.EndOffset <= Outer.EndOffset;
}

/// A call that receives a tensor and whose summary does not show that it
/// only reads it.
bool mayKeepArguments(const FunctionContext &C, const ir::Op &O) {
  bool AnyTensor =
      llvm::any_of(O.Args, [](ir::ValueId A) { return A != ir::NoValue; });
  if (!AnyTensor)
    return false;
  const FunctionSummary *S = C.calleeSummary(O);
  if (!S)
    return true;
  for (unsigned I = 0; I != O.Args.size(); ++I)
    if (O.Args[I] != ir::NoValue &&
        ((I < S->StoresArg.size() && S->StoresArg[I]) ||
         (I < S->ReleasesArg.size() && S->ReleasesArg[I])))
      return true;
  return false;
}

} // namespace

std::vector<ir::FixRequest> releaseFixRequest(const FunctionContext &C,
                                              const SiteRecord &R,
                                              ir::ValueId Var,
                                              llvm::StringRef Call) {
  const ir::Value *Val = C.value(Var);
  if (Call.empty() || !Val || Val->Store != ir::Storage::Local || R.IsModel ||
      R.EverReleased || R.EverEscaped || R.EverKept || R.Losses.empty())
    return {};
  const ir::Op &Cr = C.op(R.Create);
  // A creation that only arrives through a Promise is released after the
  // await that binds it; keep it simple: no fix for those.
  if (Cr.Async || !Cr.Range.isValid())
    return {};
  for (const Loss &L : R.Losses)
    if (L.Kind == LossKind::Reassign && !(L.At == R.Create))
      return {};
  // Without any recorded use the insertion point is the creation itself:
  // the resolver's check of every mention of the name tells whether that
  // is right.
  ir::SourceRange Anchor =
      R.LastUse.isValid() ? C.op(R.LastUse).Range : Cr.Range;
  if (!Anchor.isValid() || Anchor.BeginOffset < Cr.Range.BeginOffset)
    return {};
  // A path that leaves between the creation and the insertion point would
  // still leak (or, for continue/break, leak on that iteration).
  for (const ir::Block &B : C.F.Blocks)
    if (B.Term != ir::TermKind::FallThrough && B.TermRange.isValid() &&
        B.TermRange.BeginOffset >= Cr.Range.BeginOffset &&
        B.TermRange.BeginOffset < Anchor.EndOffset)
      return {};
  // A loop between creation and last use (creation outside, use inside) is
  // for the resolver to refuse syntactically; the CFG check is cheaper.
  if (R.LastUse.isValid() &&
      (C.CFG.inLoop(R.Create.Block) || C.CFG.inLoop(R.LastUse.Block)) &&
      !C.CFG.sameLoop(R.Create.Block, R.LastUse.Block))
    return {};
  ir::FixRequest Q;
  Q.K = ir::FixRequest::Kind::InsertReleaseAfter;
  Q.At = Anchor;
  Q.Origin = Cr.Range;
  Q.Text = Call.str();
  Q.Subject = Val->Name;
  // The scan is linear per finding; in huge functions (bundles) the fix is
  // left unproven rather than make resolving fixes quadratic.
  if (numOps(C.F) > MaxOpsForProof) {
    Q.NotSafe = "the function is too large to check every use";
    return {std::move(Q)};
  }
  for (const ir::Block &B : C.F.Blocks)
    for (const ir::Op &O : B.Ops)
      if ((O.Kind == ir::OpKind::Use && O.MayRetain && O.Src == Var) ||
          (O.Kind == ir::OpKind::Call && llvm::is_contained(O.Args, Var) &&
           mayKeepArguments(C, O)))
        Q.Retainers.push_back(O.Range);
  // Scopes called in this function or a function nested in it.
  for (ir::FunctionId Nested : C.Nesting.within(C.F.Range))
    for (const ir::Block &B : C.M.Functions[Nested].Blocks)
      for (const ir::Op &O : B.Ops)
        if (O.Kind == ir::OpKind::ScopedCall && O.Range.isValid())
          Q.InPlaceCalls.push_back(O.Range);
  return {std::move(Q)};
}

std::vector<ir::FixRequest> scopeWrapFixRequest(const FunctionContext &C,
                                                const SiteRecord &R) {
  const ir::Op &Cr = C.op(R.Create);
  if (!Cr.Range.isValid() || Cr.Async || C.M.ScopeWrap.empty())
    return {};
  // The scan below is linear per temporary; in huge functions (bundles),
  // offer no fix rather than go quadratic.
  if (numOps(C.F) > MaxOpsForProof)
    return {};
  // Anything of the enclosing expression that outlives the statement makes
  // wrapping wrong: the scope would free it. A tensor handed to a function
  // that may keep it makes the wrap unproven (a suggestion).
  std::string NotSafe;
  for (const ir::Block &B : C.F.Blocks)
    for (const ir::Op &O : B.Ops) {
      if (!contains(O.Range, Cr.Range) || &O == &Cr)
        continue;
      switch (O.Kind) {
      case ir::OpKind::Create:
      case ir::OpKind::LoadModel:
      case ir::OpKind::Assign:
      case ir::OpKind::Call: {
        const ir::Value *D = C.value(O.Dst);
        if (D && D->Store != ir::Storage::Temporary)
          return {};
        if (O.Kind == ir::OpKind::Call && NotSafe.empty() &&
            mayKeepArguments(C, O))
          NotSafe = "'" + O.Api + "' receives a tensor it may keep";
        break;
      }
      case ir::OpKind::Use:
        if (O.MayRetain && NotSafe.empty())
          NotSafe = "'" + O.Api + "' receives a tensor it may keep";
        break;
      case ir::OpKind::Escape:
      case ir::OpKind::Keep:
      case ir::OpKind::Release:
      case ir::OpKind::Await:
      case ir::OpKind::ScopeEnter:
      case ir::OpKind::ScopeExit:
      case ir::OpKind::ScopedCall:
        return {};
      default:
        break;
      }
    }
  ir::FixRequest Q;
  Q.K = ir::FixRequest::Kind::WrapInScope;
  Q.At = Cr.Range;
  Q.Origin = Cr.Range;
  Q.Text = C.M.ScopeWrap;
  Q.NotSafe = std::move(NotSafe);
  return {std::move(Q)};
}

std::vector<ir::FixRequest> removeAsyncFixRequest(const ir::Function &Callee) {
  if (!Callee.Attrs.IsAsync || Callee.Attrs.ReturnsPromise ||
      !Callee.Range.isValid())
    return {};
  for (const ir::Block &B : Callee.Blocks)
    for (const ir::Op &O : B.Ops)
      if (O.Kind == ir::OpKind::Await || O.Async)
        return {};
  ir::FixRequest Q;
  Q.K = ir::FixRequest::Kind::RemoveAsync;
  Q.At = Callee.Range;
  Q.Origin = Callee.Range;
  return {std::move(Q)};
}

} // namespace tensorlint::rules
