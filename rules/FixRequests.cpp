//===- FixRequests.cpp - When a rule may ask for a fix --------------------===//

#include "rules/FixRequests.h"

#include "llvm/ADT/STLExtras.h"

namespace tensorlint::rules {

using namespace analysis;

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

/// What a call (a Call op: a function of the application or code the
/// analysis cannot see) may do with its tensor argument Arg after it
/// returns, so that a release right after the call is not proven safe: the
/// reason, or empty when the callee's summary shows it reads the argument
/// and is done with it when it returns. This is the one place where the
/// fixes' principle meets calls: a value handed to code whose behaviour is
/// not known (no summary: another package, a callback, a global), to code
/// that stores or releases it, or to an asynchronous function (which reads
/// it after it returned its Promise) may still be used after the release.
std::string heldAfterCall(const FunctionContext &C, const ir::Op &O,
                          unsigned Arg) {
  std::string Who =
      "'" + O.Api + "' at line " + std::to_string(O.Range.Begin.Line);
  const FunctionSummary *S = C.calleeSummary(O);
  if (!S)
    return Who + ", code tensorlint cannot see, which may keep it";
  if (S->IsAsync)
    return Who + ", which is asynchronous and may read it after it returns";
  if (Arg >= S->StoresArg.size())
    return Who + ", which receives it past its parameters";
  if (S->StoresArg[Arg])
    return Who + ", which keeps it";
  if (Arg < S->ReleasesArg.size() && S->ReleasesArg[Arg])
    return Who + ", which releases it";
  if (Arg < S->HandsOverArg.size() && S->HandsOverArg[Arg])
    return Who + ", which hands it to code tensorlint cannot see";
  return {};
}

/// Whether a Call op hands a tensor argument to code that may hold it
/// after it returns (heldAfterCall for any of its tensor arguments).
std::string heldAfterCall(const FunctionContext &C, const ir::Op &O) {
  for (unsigned I = 0; I != O.Args.size(); ++I)
    if (O.Args[I] != ir::NoValue)
      if (std::string Why = heldAfterCall(C, O, I); !Why.empty())
        return Why;
  return {};
}

/// A call whose result is a Promise, or that runs code nothing here can
/// see: the work it starts may still read what a freeing scope wrapped
/// around the statement frees when the statement ends.
bool mayRunLater(const FunctionContext &C, const ir::Op &O) {
  if (O.Async)
    return true;
  if (O.Kind != ir::OpKind::Call)
    return false;
  const FunctionSummary *S = C.calleeSummary(O);
  return !S || S->IsAsync;
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
  // A name a destructuring gave one of a helper's results: the helper may
  // return one tensor twice, or one it keeps (`return [t, this.last]`), so
  // releasing this name could free what another name still uses.
  if (R.PartOf.isValid())
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
    for (const ir::Op &O : B.Ops) {
      // A library call that may keep what it reads keeps it in its result
      // or its receiver (`model.compile({optimizer})`): those are followed.
      if (O.Kind == ir::OpKind::Use && O.MayRetain && O.Src == Var)
        Q.Retainers.push_back(O.Range);
      if (O.Kind != ir::OpKind::Call || !Q.NotSafe.empty())
        continue;
      for (unsigned I = 0; I != O.Args.size() && Q.NotSafe.empty(); ++I)
        if (O.Args[I] == Var)
          if (std::string Why = heldAfterCall(C, O, I); !Why.empty())
            Q.NotSafe = "'" + Val->Name + "' is passed to " + Why;
    }
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
        // The scope would free, when the statement ends, what a Promise or
        // code nothing here can see still reads later: never wrap those.
        if (mayRunLater(C, O))
          return {};
        if (O.Kind == ir::OpKind::Call && NotSafe.empty())
          if (std::string Why = heldAfterCall(C, O); !Why.empty())
            NotSafe = "a tensor of the statement is passed to " + Why;
        break;
      }
      case ir::OpKind::Use:
        if (O.Async)
          return {};
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
