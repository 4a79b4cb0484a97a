//===- StoredFunctions.cpp - Where functions kept in places run -----------===//

#include "analysis/StoredFunctions.h"
#include "analysis/SummariesDetail.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"

#include <tuple>

namespace tensorlint::analysis {

using summaries::namedCallee;
using summaries::referencedFunction;

/// "P[]" for a place P.name (a named element or field of P), else none.
static std::optional<std::string> anyElement(llvm::StringRef Place) {
  size_t Hash = Place.find('#');
  size_t Dot = Place.rfind('.');
  if (Hash == llvm::StringRef::npos || Dot == llvm::StringRef::npos ||
      Dot < Hash || Place.ends_with("[]"))
    return std::nullopt;
  return Place.take_front(Dot).str() + "[]";
}

std::string StoredFunctionCalls::canonical(llvm::StringRef Place) const {
  // "pkg/__init__.py#HANDLERS[]" is "pkg/registry.py#HANDLERS[]" when the
  // package binds registry's HANDLERS; re-exports chain, a few deep.
  std::string Key = Place.str();
  for (int Round = 0; Round < 4 && !Bound.empty(); ++Round) {
    size_t Hash = Key.find('#');
    if (Hash == std::string::npos)
      break;
    size_t End = Key.find_first_of(".[", Hash);
    auto It = Bound.find(llvm::StringRef(Key).take_front(End));
    if (It == Bound.end())
      break;
    Key = It->second + (End == std::string::npos ? "" : Key.substr(End));
  }
  return Key;
}

StoredFunctionCalls::StoredFunctionCalls(
    const std::vector<const ir::Module *> &Modules,
    const llvm::StringMap<FunctionRef> &SymToFn) {
  for (const ir::Module *M : Modules)
    for (const ir::Module::ImportedName &N : M->ImportedNames)
      if (N.Symbol != N.Target)
        Bound.try_emplace(N.Symbol, N.Target);
  // What each place holds, without duplicates.
  llvm::StringMap<llvm::DenseSet<std::pair<unsigned, ir::FunctionId>>> Held;
  // Whether Place held Fn not yet.
  auto Add = [&](llvm::StringRef Spelled, FunctionRef Fn) {
    std::string Place = canonical(Spelled);
    if (!Held[Place].insert({Fn.Module, Fn.Fn}).second)
      return false;
    ByPlace[Place].push_back(Fn);
    return true;
  };
  // Parameters stored into places: (module, function, index) -> places.
  using ParamKey = std::tuple<unsigned, ir::FunctionId, uint32_t>;
  llvm::DenseMap<ParamKey, llvm::SmallVector<llvm::StringRef, 1>> StoredParams;
  std::vector<const ir::FunctionAttrs::PlaceCopy *> Copies;
  for (unsigned M = 0; M != Modules.size(); ++M)
    for (const ir::Function &F : Modules[M]->Functions) {
      for (const ir::FunctionAttrs::StoredFunction &S : F.Attrs.StoredFunctions)
        if (S.Fn.Param.isValid())
          StoredParams[{M, S.Fn.Param.Fn, S.Fn.Param.Index}].push_back(S.Place);
        else if (std::optional<FunctionRef> Fn =
                     referencedFunction(*Modules[M], M, SymToFn, S.Fn))
          Add(S.Place, *Fn);
      for (const ir::FunctionAttrs::PlaceCopy &C : F.Attrs.PlaceCopies)
        Copies.push_back(&C);
    }
  // The functions callers pass for a stored parameter.
  if (!StoredParams.empty())
    for (unsigned M = 0; M != Modules.size(); ++M)
      for (const ir::Function &F : Modules[M]->Functions)
        for (const ir::Block &B : F.Blocks)
          for (const ir::Op &O : B.Ops) {
            if (O.Kind != ir::OpKind::Call || O.Callbacks.empty())
              continue;
            std::optional<FunctionRef> Callee =
                namedCallee(Modules, SymToFn, M, O);
            if (!Callee)
              continue;
            for (const ir::CallbackArg &CB : O.Callbacks) {
              auto It = StoredParams.find({Callee->Module, Callee->Fn, CB.Arg});
              if (It == StoredParams.end())
                continue;
              // `chain.append((fn, params))` into `this.stages[]`: the
              // function is an element of what the place holds.
              if (std::optional<FunctionRef> Passed =
                      referencedFunction(*Modules[M], M, SymToFn, CB))
                for (llvm::StringRef Place : It->second) {
                  std::string Within = Place.str();
                  for (uint8_t I = 0; I != CB.Element; ++I)
                    Within += "[]";
                  Add(Within, *Passed);
                }
            }
          }
  // Copies, to a fixpoint: each round adds to a place only what it lacked,
  // so there are at most as many rounds as there are copies in a chain.
  for (bool Changed = !Copies.empty(); Changed;) {
    Changed = false;
    for (const ir::FunctionAttrs::PlaceCopy *C : Copies) {
      auto From = ByPlace.find(canonical(C->From));
      if (From == ByPlace.end() || C->From == C->To)
        continue;
      llvm::SmallVector<FunctionRef, 2> Fns = From->second;
      for (FunctionRef Fn : Fns)
        Changed |= Add(C->To, Fn);
    }
  }
  // What a named element holds (`table.up`, `TABLE["up"]`) is an element
  // a computed subscript (`table[k]`, "table[]") may pick.
  llvm::StringMap<llvm::DenseSet<std::pair<unsigned, ir::FunctionId>>> Named;
  for (const auto &[Place, Fns] : ByPlace)
    if (std::optional<std::string> Any = anyElement(Place))
      for (FunctionRef Fn : Fns)
        if (!Held[*Any].count({Fn.Module, Fn.Fn}) &&
            Named[*Any].insert({Fn.Module, Fn.Fn}).second)
          NamedElements[*Any].push_back(Fn);
}

void StoredFunctionCalls::reached(
    const ir::Op &O, llvm::SmallVectorImpl<FunctionRef> &Out) const {
  if (O.CalledPlace.empty() || ByPlace.empty())
    return;
  size_t Before = Out.size();
  std::string Place = canonical(O.CalledPlace);
  if (auto It = ByPlace.find(Place); It != ByPlace.end())
    llvm::append_range(Out, It->second);
  if (auto It = NamedElements.find(Place); It != NamedElements.end())
    llvm::append_range(Out, It->second);
  // `table.up()` may call what `table[name] = fn` stored, not what another
  // named element holds.
  std::optional<std::string> Any = anyElement(Place);
  auto It = Any ? ByPlace.find(*Any) : ByPlace.end();
  if (It == ByPlace.end())
    return;
  for (FunctionRef Fn : It->second)
    if (llvm::none_of(llvm::drop_begin(Out, Before), [&](FunctionRef G) {
          return G.Module == Fn.Module && G.Fn == Fn.Fn;
        }))
      Out.push_back(Fn);
}

} // namespace tensorlint::analysis
