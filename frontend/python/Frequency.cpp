//===- Frequency.cpp - How often each Python function runs ----------------===//

#include "frontend/python/Frequency.h"

#include "llvm/ADT/STLExtras.h"

namespace tensorlint::frontend::python {

namespace {

void classifyDecorator(ModuleContext &Ctx, ir::FunctionId Fn, TSNode D) {
  TSNode Callee = is(D, "call") ? field(D, "function") : D;
  QualName Q = Ctx.N.resolveExpr(Callee, Ctx.T);
  if (!Q.valid())
    return;
  for (const apis::Repeater &R : Q.Lib->Repeats)
    if (R.How == apis::Repeater::Decorator && R.matches(Q.Path))
      Ctx.setFrequency(Fn, frequencyOf(R.Freq),
                       reasonOf(R, Ctx.T.text(Callee)));
  for (const apis::OwnedGlob &C : Q.Lib->Caches)
    if (C.match(Q.Path))
      Ctx.Cached[Fn] = true;
  if (const apis::ApiEntry *E = Ctx.entryOf(Q);
      E && E->Kind == apis::ApiKind::NoHistory)
    Ctx.NoHistory[Fn] = true;
}

void classifyMethod(ModuleContext &Ctx, ir::FunctionId Fn,
                    const FunctionInfo &FI) {
  const ClassInfo *CI = Ctx.N.classNamed(FI.Class);
  if (!CI || !CI->Base.valid())
    return;
  for (const apis::Repeater &R : CI->Base.Lib->Repeats)
    if (R.How == apis::Repeater::BaseClass && R.matches(CI->Base.Path) &&
        (R.Methods.empty() || llvm::is_contained(R.Methods, FI.Name)))
      Ctx.setFrequency(Fn, frequencyOf(R.Freq),
                       reasonOf(R, Ctx.T.text(field(CI->Node, "name"))));
}

} // namespace

void classifyFunctions(ModuleContext &Ctx) {
  for (ir::FunctionId Fn = 1; Fn < Ctx.Index.Functions.size(); ++Fn) {
    const FunctionInfo &FI = Ctx.Index.Functions[Fn];
    for (TSNode D : FI.Decorators)
      classifyDecorator(Ctx, Fn, D);
    if (!FI.Class.empty())
      classifyMethod(Ctx, Fn, FI);
    // A function nested in a no-history one runs without history too when
    // it runs there (as its callback); that is the common case.
    if (FI.Parent != ir::NoFunction && Ctx.NoHistory[FI.Parent])
      Ctx.NoHistory[Fn] = true;
  }
}

} // namespace tensorlint::frontend::python
