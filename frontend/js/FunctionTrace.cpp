//===- FunctionTrace.cpp - Reads of the shared facts, and their replay ----===//
//
// The reads a lowering makes of ModuleContext's facts, recorded when a
// FunctionTrace is attached; whether a trace still holds; and the replay of
// the changes it asked (FunctionTrace.h says why that is the same as
// lowering the function again).
//
//===----------------------------------------------------------------------===//

#include "frontend/js/Lowering.h"

#include <type_traits>

namespace tensorlint::frontend::js {

namespace {

/// Records that Map[Key] was read and what it held.
template <typename MapT, typename KeyT>
const Known *readKnown(FunctionTrace *Tr, TraceEvent::Kind K, const MapT &Map,
                       const KeyT &Key) {
  auto It = Map.find(Key);
  const Known *Found = It == Map.end() ? nullptr : &It->second;
  if (Tr) {
    TraceEvent &E = Tr->add(K);
    if constexpr (std::is_integral_v<KeyT>)
      E.Num = Key;
    else
      E.Key = std::string(Key);
    E.Present = Found != nullptr;
    if (Found)
      E.Value = *Found;
  }
  return Found;
}

bool sameKnown(const Known *Now, const TraceEvent &E) {
  return Now ? E.Present && *Now == E.Value : !E.Present;
}

} // namespace

const Known *ModuleContext::moduleVar(llvm::StringRef Name) const {
  return readKnown(Trace, TraceEvent::ReadModuleVar, ModuleVars, Name);
}

const Known *ModuleContext::fieldFact(llvm::StringRef Key) const {
  return readKnown(Trace, TraceEvent::ReadField, Fields, Key);
}

const Known &ModuleContext::returnOf(ir::FunctionId Fn) const {
  if (Trace) {
    TraceEvent &E = Trace->add(TraceEvent::ReadReturn);
    E.Num = Fn;
    E.Value = Returns[Fn];
  }
  return Returns[Fn];
}

bool ModuleContext::finalPass() const {
  if (Trace)
    Trace->add(TraceEvent::ReadFinalPass).Present = FinalPass;
  return FinalPass;
}

const Known *ModuleContext::useHint(uint32_t Decl) const {
  if (Trace)
    Trace->add(TraceEvent::ReadUsesLibrary).Present = UsesLibrary;
  if (!UsesLibrary || Decl == 0 || usedAsPlainValue(Decl))
    return nullptr;
  return readKnown(Trace, TraceEvent::ReadUseHint, UseHints, Decl);
}

bool ModuleContext::usedAsPlainValue(uint32_t Decl) const {
  bool Plain = Decl != 0 && NotTensor.count(Decl);
  if (Trace) {
    TraceEvent &E = Trace->add(TraceEvent::ReadNotTensor);
    E.Num = Decl;
    E.Present = Plain;
  }
  return Plain;
}

const Known *ModuleContext::assignedHint(uint32_t Decl) const {
  return readKnown(Trace, TraceEvent::ReadAssigned, AssignedHints, Decl);
}

std::optional<uint32_t> ModuleContext::moduleDecl(llvm::StringRef Name) const {
  auto It = ModuleDecls.find(Name);
  std::optional<uint32_t> Found;
  if (It != ModuleDecls.end())
    Found = It->second;
  if (Trace) {
    TraceEvent &E = Trace->add(TraceEvent::ReadModuleDecl);
    E.Key = Name.str();
    E.Present = Found.has_value();
    E.Decl = Found.value_or(0);
  }
  return Found;
}

bool ModuleContext::stillHolds(const FunctionTrace &Tr,
                               ir::FunctionId Fn) const {
  if (!Tr.Complete || !(M.Functions[Fn].Attrs == Tr.AttrsAtStart) ||
      ParamHints[Fn] != Tr.ParamHints)
    return false;
  auto SameMap = [](const auto &A, const auto &B) {
    if (A.size() != B.size())
      return false;
    for (const auto &E : A) {
      auto It = B.find(E.getKey());
      if (It == B.end() || !(It->second == E.second))
        return false;
    }
    return true;
  };
  // A replayed parent shares its closures' maps with their traces.
  if ((!Captures[Fn].sameAs(Tr.Captures) &&
       !SameMap(Captures[Fn], Tr.Captures)) ||
      (!CaptureDecls[Fn].sameAs(Tr.CaptureDecls) &&
       !SameMap(CaptureDecls[Fn], Tr.CaptureDecls)))
    return false;
  auto Find = [](const auto &Map,
                 const auto &Key) -> decltype(&Map.begin()->second) {
    auto It = Map.find(Key);
    return It == Map.end() ? nullptr : &It->second;
  };
  for (const TraceEvent &E : Tr.Events) {
    bool Same = true;
    switch (E.K) {
    case TraceEvent::ReadModuleVar:
      Same = sameKnown(Find(ModuleVars, llvm::StringRef(E.Key)), E);
      break;
    case TraceEvent::ReadField:
      Same = sameKnown(Find(Fields, llvm::StringRef(E.Key)), E);
      break;
    case TraceEvent::ReadReturn:
      Same = Returns[E.Num] == E.Value;
      break;
    case TraceEvent::ReadFinalPass:
      Same = FinalPass == E.Present;
      break;
    case TraceEvent::ReadUsesLibrary:
      Same = UsesLibrary == E.Present;
      break;
    case TraceEvent::ReadNotTensor:
      Same = NotTensor.count(E.Num) == unsigned(E.Present);
      break;
    case TraceEvent::ReadUseHint:
      Same = sameKnown(Find(UseHints, E.Num), E);
      break;
    case TraceEvent::ReadAssigned:
      Same = sameKnown(Find(AssignedHints, E.Num), E);
      break;
    case TraceEvent::ReadModuleDecl: {
      const uint32_t *D = Find(ModuleDecls, llvm::StringRef(E.Key));
      Same = D ? E.Present && *D == E.Decl : !E.Present;
      break;
    }
    default:
      break; // a change: it is asked again by replay
    }
    if (!Same)
      return false;
  }
  return true;
}

void ModuleContext::replay(const FunctionTrace &Tr,
                           llvm::ArrayRef<FunctionTrace> Traces) {
  for (const TraceEvent &E : Tr.Events) {
    switch (E.K) {
    case TraceEvent::SetModuleVar:
      setModuleVar(E.Key, E.Value);
      break;
    case TraceEvent::SetField:
      setField(E.Key, E.Value);
      break;
    case TraceEvent::HintField:
      hintField(E.Key, E.Value);
      break;
    case TraceEvent::AddCallSite:
      addCallSite(E.Num, E.Site);
      break;
    case TraceEvent::SetReturn:
      setReturn(E.Num, E.Value);
      break;
    case TraceEvent::SetModuleDecl:
      setModuleDecl(E.Key, E.Decl);
      break;
    case TraceEvent::HintAssigned:
      hintAssigned(E.Num, E.Value);
      break;
    case TraceEvent::MarkNotTensor:
      markNotTensor(E.Num);
      break;
    case TraceEvent::HintUse:
      hintUse(E.Num, E.Value, E.Present);
      break;
    case TraceEvent::NoteUsesLibrary:
      noteUsesLibrary();
      break;
    case TraceEvent::MarkScopeCallback:
      markScopeCallback(E.Num);
      break;
    case TraceEvent::MadeCaptures:
      // Only the parent makes a closure's captures, and made the ones the
      // closure's trace started from.
      Captures[E.Num] = Traces[E.Num].Captures;
      CaptureDecls[E.Num] = Traces[E.Num].CaptureDecls;
      break;
    default:
      break; // a read
    }
  }
}

} // namespace tensorlint::frontend::js
