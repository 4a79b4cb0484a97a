//===- ModulePlaces.cpp - What a function does with module-wide places ----===//
//
// See ModulePlaces.h.
//
//===----------------------------------------------------------------------===//

#include "rules/ModulePlaces.h"

namespace tensorlint::rules {

bool keptBeyondOnePlace(const FunctionContext &C,
                        const analysis::SiteRecord &R) {
  return llvm::any_of(R.Escapes, [&](analysis::OpRef At) {
    return !ir::storesIntoPlace(C.op(At));
  });
}

bool releasesBefore(const FunctionContext &C, ir::ValueId Var,
                    const ir::Op &At) {
  // The names of the place: Var, the copies made of it, and, for a
  // long-lived place, its other values in F: read before it was known to
  // hold a model (`let model; load().then((m) => { model = m; })`), or
  // before the store that made a value of its own (`const old = this.xs;
  // this.xs = next`).
  llvm::SmallVector<ir::ValueId, 4> Names{Var};
  auto Named = [&](ir::ValueId V) { return llvm::is_contained(Names, V); };
  if (const ir::Value *P = C.value(Var); P && isLongLivedPlace(*P))
    for (ir::ValueId V = 0; V != C.F.Values.size(); ++V)
      if (V != Var && C.F.Values[V].Store == P->Store &&
          C.F.Values[V].Name == P->Name)
        Names.push_back(V);
  // Copies taken before At hold the old object wherever they are released
  // (`const old = this.xs; this.xs = next; old.dispose();`).
  size_t FirstCopy = Names.size();
  for (const ir::Block &B : C.F.Blocks)
    for (const ir::Op &O : B.Ops)
      if (O.Kind == ir::OpKind::Assign && O.Range.Begin < At.Range.Begin &&
          Named(O.Src) && !Named(O.Dst))
        Names.push_back(O.Dst);
  auto IsCopy = [&](ir::ValueId V) {
    return llvm::is_contained(llvm::ArrayRef(Names).drop_front(FirstCopy), V);
  };
  for (const ir::Block &B : C.F.Blocks) {
    // The call's own arguments are handed over as it starts: before At in
    // its block (AtSeen), at the same place in the source.
    bool AtSeen = false;
    for (const ir::Op &O : B.Ops) {
      AtSeen |= &O == &At;
      if (!Named(O.Src))
        continue;
      if (O.Kind == ir::OpKind::Release &&
          (O.Range.Begin < At.Range.Begin || IsCopy(O.Src)))
        return true;
      if (O.Kind == ir::OpKind::Escape && O.Escape == ir::EscapeKind::Sink &&
          (O.Range.Begin < At.Range.Begin ||
           (!AtSeen &&
            llvm::any_of(
                B.Ops, [&](const ir::Op &X) { return &X == &At; }) &&
            !(At.Range.Begin < O.Range.Begin))))
        return true;
    }
  }
  return false;
}

bool placeHandledElsewhere(const FunctionContext &C, ir::ValueId Var) {
  const ir::Value *Place = C.value(Var);
  if (!Place || !isLongLivedPlace(*Place))
    return true;
  // A field of the receiver: any function of the run, this one too, that
  // handles a field of that name may be handling this one.
  if (Place->Store == ir::Storage::Field)
    return C.Summaries.fieldReleases().HandledNames.contains(
        analysis::FieldReleases::fieldNameOf(Place->Name));
  for (const ir::Function &G : C.M.Functions) {
    if (&G == &C.F)
      continue;
    auto Names = [&](ir::ValueId V) {
      return V < G.Values.size() && G.Values[V].Store == ir::Storage::Module &&
             G.Values[V].Name == Place->Name;
    };
    bool Declared = false, Modelled = false;
    for (ir::ValueId V = 0; V != G.Values.size(); ++V)
      Declared |= Names(V);
    for (const ir::Block &B : G.Blocks)
      for (const ir::Op &O : B.Ops) {
        // An op that reads what the place holds, not one that stores into
        // it: an escape into a module place or field whose Dst is the place
        // (or none, when the store's own create named the place).
        bool StoresIntoIt =
            ir::storesIntoPlace(O) && (O.Dst == ir::NoValue || Names(O.Dst));
        bool Reads =
            !StoresIntoIt && (Names(O.Src) || llvm::any_of(O.Args, Names));
        Modelled |= Names(O.Src) || Names(O.Dst) || llvm::any_of(O.Args, Names);
        if (ir::handsOn(O.Kind) && Reads)
          return true;
      }
    // G names the place in code the frontend modelled no op of (a call of
    // an API it has no model of, a release of a place it could not type):
    // what G does with it is unknown, so it may free it.
    if (Declared && !Modelled)
      return true;
  }
  return false;
}

} // namespace tensorlint::rules
