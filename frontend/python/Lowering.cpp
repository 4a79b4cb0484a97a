//===- Lowering.cpp - What the functions of a Python file share -----------===//

#include "frontend/python/FunctionLowering.h"

namespace tensorlint::frontend::python {

uint32_t ModuleContext::graphId(const apis::Library &Lib,
                                llvm::StringRef Name) {
  auto [It, New] = Graphs.try_emplace({&Lib, Name.str()}, 0);
  if (!New)
    return It->second;
  ir::Graph G;
  G.Name = Name.str();
  for (const apis::GraphDecl &D : Lib.Graphs)
    if (D.Name == Name) {
      G.Noun = D.Noun;
      G.NeedsRun = D.NeedsRun;
      G.Advice = D.Advice;
    }
  It->second = static_cast<uint32_t>(M.Graphs.size());
  M.Graphs.push_back(std::move(G));
  return It->second;
}

Known ModuleContext::knownOf(const apis::ApiEntry &E) const {
  Known K;
  K.Res = E.Resource;
  const apis::Resource *R = Apis.resource(E.Resource);
  if (R &&
      (E.Kind == apis::ApiKind::LoadModel || E.Kind == apis::ApiKind::Create))
    K.Ty = R->IsModel ? ir::ValueType::Model : ir::ValueType::Tensor;
  return K;
}

Known ModuleContext::instanceKnown(const QualName &Q) const {
  QualName Class = Q;
  Class.Instance = false;
  Known K;
  if (const apis::ApiEntry *E = entryOf(Class))
    K = knownOf(*E);
  K.Q = Q;
  return K;
}

const apis::ApiEntry *ModuleContext::methodEntry(const Known &Obj,
                                                 llvm::StringRef Name,
                                                 QualName &Q) const {
  Q = Obj.Q.valid() ? N.member(Obj.Q, Name) : QualName();
  if (!Obj.Res.empty())
    return Apis.lookupMethod(Obj.Res, Name);
  if (!Obj.Q.valid())
    return nullptr;
  if (Obj.Q.Instance) {
    Known K = instanceKnown(Obj.Q);
    return K.Res.empty() ? nullptr : Apis.lookupMethod(K.Res, Name);
  }
  return entryOf(Q);
}

void ModuleContext::setFrequency(ir::FunctionId Fn, ir::Frequency Freq,
                                 std::string Reason) {
  if (Fn >= M.Functions.size())
    return;
  ir::FunctionAttrs &A = M.Functions[Fn].Attrs;
  if (A.Freq != ir::Frequency::Unknown && A.Freq != ir::Frequency::Once)
    return;
  A.Freq = Freq;
  A.FreqReason = std::move(Reason);
}

std::string reasonOf(const apis::Repeater &R, llvm::StringRef Callee) {
  return apis::expandReason(R.Reason.empty() ? "'{callee}' handler"
                                             : llvm::StringRef(R.Reason),
                            {{"callee", Callee}});
}

void lowerFunction(ModuleContext &Ctx, ir::FunctionId Id) {
  FunctionLowering(Ctx, Id).run();
}

} // namespace tensorlint::frontend::python
