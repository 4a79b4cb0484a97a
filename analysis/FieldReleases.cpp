//===- FieldReleases.cpp - Which record fields a run frees ----------------===//

#include "analysis/FieldReleases.h"
#include "analysis/Summaries.h"

namespace tensorlint::analysis {

void FieldReleases::forEachEffect(
    const ir::Function &F, const CFGInfo &CFG,
    llvm::function_ref<const FunctionSummary *(const ir::Op &Call)> CalleeOf,
    llvm::function_ref<void(llvm::StringRef Key)> Frees,
    llvm::function_ref<void(llvm::StringRef Key, bool Handle)> Stores) {
  if (!CFG.namesFields() && !CFG.has(ir::OpKind::Escape) &&
      !CFG.has(ir::OpKind::Call))
    return;
  auto KeyOf = [&](ir::ValueId V) -> llvm::StringRef {
    return V < F.Values.size() ? llvm::StringRef(F.Values[V].FieldKey)
                               : llvm::StringRef();
  };
  auto Freed = [&](llvm::StringRef Key) {
    if (!Key.empty())
      Frees(Key);
  };
  for (const ir::Block &B : F.Blocks)
    for (const ir::Op &O : B.Ops) {
      if (O.Kind == ir::OpKind::Escape && !O.Field.empty())
        Stores(O.Field, /*Handle=*/true);
      if (O.Kind != ir::OpKind::Release && !KeyOf(O.Dst).empty())
        Stores(KeyOf(O.Dst), /*Handle=*/O.Kind != ir::OpKind::Kill);
      // A sink of what the field holds hands it to code that frees it: the
      // elements of a container field released one by one in an index loop
      // (`free(m->bufs[i])`) arrive as one collective value, sunk.
      if (O.Kind == ir::OpKind::Release ||
          (O.Kind == ir::OpKind::Escape && O.Escape == ir::EscapeKind::Sink)) {
        Freed(KeyOf(O.Src));
      } else if (O.Kind == ir::OpKind::Call) {
        const FunctionSummary *S = CalleeOf(O);
        if (!S)
          continue;
        for (size_t I = 0; I < O.Args.size(); ++I)
          if (I < S->ReleasesArg.size() && S->ReleasesArg[I])
            Freed(KeyOf(O.Args[I]));
        // `ctx_free(c)` frees c->graph and c->status.
        for (const FieldRelease &FR : S->ReleasesArgField)
          if (FR.When == ir::ReturnKind::Unknown && !FR.Fresh &&
              FR.Param < O.ArgRecords.size() &&
              O.ArgRecords[FR.Param] != ir::NoValue)
            Freed(FR.Field);
      }
    }
}

llvm::StringRef FieldReleases::fieldNameOf(llvm::StringRef Access) {
  size_t Dot = Access.rfind('.'), Arrow = Access.rfind("->");
  if (Arrow != llvm::StringRef::npos &&
      (Dot == llvm::StringRef::npos || Arrow > Dot))
    return Access.drop_front(Arrow + 2);
  return Dot == llvm::StringRef::npos ? Access : Access.drop_front(Dot + 1);
}

void FieldReleases::forEachHandledName(
    const ir::Function &F,
    llvm::function_ref<void(llvm::StringRef Name)> Handled) {
  if (llvm::none_of(F.Values, [](const ir::Value &V) {
        return V.Store == ir::Storage::Field;
      }))
    return;
  auto IsField = [&](ir::ValueId V) {
    return V < F.Values.size() && F.Values[V].Store == ir::Storage::Field;
  };
  std::vector<char> Modelled(F.Values.size());
  auto Mark = [&](ir::ValueId V) {
    if (V < Modelled.size())
      Modelled[V] = 1;
  };
  for (const ir::Block &B : F.Blocks)
    for (const ir::Op &O : B.Ops) {
      Mark(O.Src);
      Mark(O.Dst);
      llvm::for_each(O.Args, Mark);
      // A store into a place (whose Dst names the place when it has one)
      // hands nothing on.
      if (!ir::handsOn(O.Kind) || ir::storesIntoPlace(O))
        continue;
      if (IsField(O.Src))
        Handled(fieldNameOf(F.Values[O.Src].Name));
      for (ir::ValueId A : O.Args)
        if (IsField(A))
          Handled(fieldNameOf(F.Values[A].Name));
    }
  for (ir::ValueId V = 0; V != F.Values.size(); ++V)
    if (!Modelled[V] && IsField(V))
      Handled(fieldNameOf(F.Values[V].Name));
}

FieldReleases FieldReleases::collect(
    const std::vector<const ir::Module *> &Modules,
    const std::vector<std::vector<std::shared_ptr<const CFGInfo>>> &CFGs,
    llvm::function_ref<const FunctionSummary *(unsigned, const ir::Op &)>
        CalleeOf) {
  FieldReleases Out;
  for (unsigned M = 0; M != Modules.size(); ++M)
    for (ir::FunctionId Fn = 0; Fn != Modules[M]->Functions.size(); ++Fn) {
      const ir::Function &F = Modules[M]->Functions[Fn];
      forEachHandledName(
          F, [&](llvm::StringRef Name) { Out.HandledNames.insert(Name); });
      if (!F.Attrs.Destroys.empty())
        Out.Destructor.try_emplace(F.Attrs.Destroys, F.Name);
      // What this function frees and stores, to tell freeing for good from
      // freeing before a replacement (a store after the free). A store
      // before the free (`ctx = init(); ...; free(ctx)`) is no replacement;
      // op order stands for the order of paths, which a free then store in
      // two branches blurs, to the side of freeing for good.
      llvm::StringMap<bool> FreedHere; // key -> stored after the free
      forEachEffect(
          F, *CFGs[M][Fn],
          [&](const ir::Op &Call) { return CalleeOf(M, Call); },
          [&](llvm::StringRef Key) {
            Out.Freed.insert(Key);
            // The record's destructor, when it frees one, is its destroy
            // function before any other.
            if (F.Attrs.Destroys == recordOf(Key))
              Out.Destroyer[recordOf(Key)] = F.Name;
            else
              Out.Destroyer.try_emplace(recordOf(Key), F.Name);
            FreedHere.try_emplace(Key, false);
          },
          [&](llvm::StringRef Key, bool Handle) {
            Out.Stored.insert(Key);
            if (auto It = FreedHere.find(Key); Handle && It != FreedHere.end())
              It->second = true;
          });
      for (const auto &[Key, StoredAfter] : FreedHere)
        if (!StoredAfter || !F.Attrs.Destroys.empty())
          Out.FreedForGood.insert(Key);
    }
  return Out;
}

} // namespace tensorlint::analysis
