//===- SharedFacts.cpp - Changing what the functions of a file share ------===//
//
// Each ModuleContext setter changes one shared fact and, when a FactLog is
// attached, records the change (only a real change: a hint already taken or
// a flag already set is none).
//
//===----------------------------------------------------------------------===//

#include "frontend/js/Lowering.h"

#include "llvm/ADT/STLExtras.h"

namespace tensorlint::frontend::js {

namespace {

FactWrite write(FactWrite::Kind K) {
  FactWrite W;
  W.K = K;
  return W;
}

/// Map[Key] = Value; whether that changed Map.
template <typename MapT, typename KeyT, typename ValueT>
bool assign(MapT &Map, const KeyT &Key, const ValueT &Value) {
  auto [It, New] = Map.try_emplace(Key, Value);
  if (New)
    return true;
  if (It->second == Value)
    return false;
  It->second = Value;
  return true;
}

} // namespace

void ModuleContext::setModuleVar(llvm::StringRef Name, const Known &K) {
  if (Trace) {
    TraceEvent &E = Trace->add(TraceEvent::SetModuleVar);
    E.Key = Name.str();
    E.Value = K;
  }
  if (!assign(ModuleVars, Name, K) || !Log)
    return;
  FactWrite W = write(FactWrite::ModuleVar);
  W.Key = Name.str();
  W.Value = K;
  Log->Writes.push_back(std::move(W));
}

void ModuleContext::assignField(llvm::StringRef Key, const Known &K) {
  if (!assign(Fields, Key, K) || !Log)
    return;
  FactWrite W = write(FactWrite::Field);
  W.Key = Key.str();
  W.Value = K;
  Log->Writes.push_back(std::move(W));
}

void ModuleContext::setField(llvm::StringRef Key, const Known &K) {
  if (Trace) {
    TraceEvent &E = Trace->add(TraceEvent::SetField);
    E.Key = Key.str();
    E.Value = K;
  }
  assignField(Key, K);
}

void ModuleContext::hintField(llvm::StringRef Key, const Known &K) {
  if (Trace) {
    TraceEvent &E = Trace->add(TraceEvent::HintField);
    E.Key = Key.str();
    E.Value = K;
  }
  if (!Fields.count(Key))
    assignField(Key, K);
}

void ModuleContext::addCallSite(ir::FunctionId Callee, std::vector<bool> Site) {
  if (Trace) {
    TraceEvent &E = Trace->add(TraceEvent::AddCallSite);
    E.Num = Callee;
    E.Site = Site;
  }
  if (Log) {
    FactWrite W = write(FactWrite::CallSite);
    W.Target = Callee;
    W.Site = Site;
    Log->Writes.push_back(std::move(W));
  }
  CallSites[Callee].push_back(std::move(Site));
}

void ModuleContext::setReturn(ir::FunctionId Fn, const Known &K) {
  if (Trace) {
    TraceEvent &E = Trace->add(TraceEvent::SetReturn);
    E.Num = Fn;
    E.Value = K;
  }
  if (Returns[Fn] == K)
    return;
  Returns[Fn] = K;
  if (Log) {
    FactWrite W = write(FactWrite::Return);
    W.Target = Fn;
    W.Value = K;
    Log->Writes.push_back(std::move(W));
  }
}

void ModuleContext::setModuleDecl(llvm::StringRef Name, uint32_t Decl) {
  if (Trace) {
    TraceEvent &E = Trace->add(TraceEvent::SetModuleDecl);
    E.Key = Name.str();
    E.Decl = Decl;
  }
  if (!assign(ModuleDecls, Name, Decl) || !Log)
    return;
  FactWrite W = write(FactWrite::ModuleDecl);
  W.Key = Name.str();
  W.Decl = Decl;
  Log->Writes.push_back(std::move(W));
}

void ModuleContext::hintAssigned(uint32_t Decl, const Known &K) {
  if (Trace) {
    TraceEvent &E = Trace->add(TraceEvent::HintAssigned);
    E.Num = Decl;
    E.Value = K;
  }
  if (!AssignedHints.try_emplace(Decl, K).second || !Log)
    return;
  FactWrite W = write(FactWrite::AssignedHint);
  W.Decl = Decl;
  W.Value = K;
  Log->Writes.push_back(std::move(W));
}

void ModuleContext::markNotTensor(uint32_t Decl) {
  if (Trace)
    Trace->add(TraceEvent::MarkNotTensor).Num = Decl;
  if (!NotTensor.insert(Decl).second || !Log)
    return;
  FactWrite W = write(FactWrite::NotTensor);
  W.Decl = Decl;
  Log->Writes.push_back(std::move(W));
}

void ModuleContext::hintUse(uint32_t Decl, const Known &K,
                            bool ModelOutranksTensor) {
  if (Trace) {
    TraceEvent &E = Trace->add(TraceEvent::HintUse);
    E.Num = Decl;
    E.Value = K;
    E.Present = ModelOutranksTensor;
  }
  auto [It, New] = UseHints.try_emplace(Decl, K);
  if (!New) {
    if (!ModelOutranksTensor || It->second.Ty != ir::ValueType::Tensor ||
        K.Ty != ir::ValueType::Model)
      return;
    It->second = K;
  }
  if (Log) {
    FactWrite W = write(FactWrite::UseHint);
    W.Decl = Decl;
    W.Value = K;
    Log->Writes.push_back(std::move(W));
  }
}

void ModuleContext::noteUsesLibrary() {
  if (Trace)
    Trace->add(TraceEvent::NoteUsesLibrary);
  if (UsesLibrary)
    return;
  UsesLibrary = true;
  if (Log)
    Log->Writes.push_back(write(FactWrite::UsesLibrary));
}

void ModuleContext::markScopeCallback(ir::FunctionId Fn) {
  if (Trace)
    Trace->add(TraceEvent::MarkScopeCallback).Num = Fn;
  ir::FunctionAttrs &A = M.Functions[Fn].Attrs;
  if (A.IsScopeCallback)
    return;
  A.IsScopeCallback = true;
  if (Log) {
    FactWrite W = write(FactWrite::ScopeCallback);
    W.Target = Fn;
    Log->Writes.push_back(std::move(W));
  }
}

void ModuleContext::noteCaptures(ir::FunctionId Fn) {
  if (Trace)
    Trace->add(TraceEvent::MadeCaptures).Num = Fn;
  if (!Log)
    return;
  FactWrite W = write(FactWrite::Captures);
  W.Target = Fn;
  for (const auto &E : Captures[Fn]) {
    FactWrite::Capture C{E.getKey().str(), E.second, 0};
    if (auto D = CaptureDecls[Fn].find(E.getKey()); D != CaptureDecls[Fn].end())
      C.Decl = D->second;
    W.Captured.push_back(std::move(C));
  }
  // A declaration known for a name that holds nothing known.
  for (const auto &E : CaptureDecls[Fn])
    if (!Captures[Fn].count(E.getKey()))
      W.Captured.push_back({E.getKey().str(), Known{}, E.second});
  llvm::sort(W.Captured,
             [](const FactWrite::Capture &A, const FactWrite::Capture &B) {
               return A.Name < B.Name;
             });
  Log->Writes.push_back(std::move(W));
}

void ModuleContext::apply(const FactWrite &W) {
  switch (W.K) {
  case FactWrite::ModuleVar:
    ModuleVars[W.Key] = W.Value;
    return;
  case FactWrite::Field:
    Fields[W.Key] = W.Value;
    return;
  case FactWrite::CallSite:
    CallSites[W.Target].push_back(W.Site);
    return;
  case FactWrite::Return:
    Returns[W.Target] = W.Value;
    return;
  case FactWrite::ModuleDecl:
    ModuleDecls[W.Key] = W.Decl;
    return;
  case FactWrite::AssignedHint:
    AssignedHints[W.Decl] = W.Value;
    return;
  case FactWrite::NotTensor:
    NotTensor.insert(W.Decl);
    return;
  case FactWrite::UseHint:
    UseHints[W.Decl] = W.Value;
    return;
  case FactWrite::UsesLibrary:
    UsesLibrary = true;
    return;
  case FactWrite::ScopeCallback:
    M.Functions[W.Target].Attrs.IsScopeCallback = true;
    return;
  case FactWrite::Captures:
    // Read only by the closure's own lowering, which a replay skips.
    return;
  }
}

} // namespace tensorlint::frontend::js
