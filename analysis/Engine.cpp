//===- Engine.cpp - The per-function tensor-lifetime dataflow -------------===//
//
// Abstraction: one object per allocation site and per parameter. To keep a
// loop's new instance from being confused with an older one still held by
// another variable (prev = y; y = next()), each site has two objects: the
// most recent instance, which gets strong updates, and a summary of older
// instances, which only gets weak ones (recency abstraction). Objects that
// no variable names any more are dropped from the state; if they were
// possibly owned at that moment, that is a loss the rules may report. This
// keeps the state proportional to the live variables, not to the function.
//
//===----------------------------------------------------------------------===//

#include "analysis/Engine.h"

#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"

#include <algorithm>
#include <queue>

namespace tensorlint::analysis {

llvm::SmallVector<ir::ValueId, 4> paramValues(const ir::Function &F) {
  llvm::SmallVector<ir::ValueId, 4> Params;
  for (ir::ValueId V = 0; V != F.Values.size(); ++V)
    if (F.Values[V].Store == ir::Storage::Param)
      Params.push_back(V);
  return Params;
}

namespace {

using ObjId = uint32_t;
/// Marks "this variable may name nothing" (unassigned on some path).
constexpr ObjId NullObj = ~0u;
using ObjSet = llvm::SmallVector<ObjId, 2>; // sorted, unique

/// A block's visits are bounded; the lattice is finite, so this only trips
/// on pathological inputs, and then the function is left unreported.
constexpr unsigned MaxVisitsPerBlock = 64;

struct ObjFacts {
  uint8_t Bits = 0;
  HeldKind Held = HeldKind::None;
  uint32_t Refs = 0;    ///< Variables whose set contains this object.
  uint32_t Scope = ~0u; ///< The scope-enter id it was created under.
  OpRef LastRelease;    ///< Some release that reached here.
  OpRef HeldAt;         ///< The escape that stored it.
};

struct State {
  bool Reached = false;
  /// Bit P: on every path here, a new object this function owned was
  /// written through parameter P (`*out = ...`).
  uint32_t OutWritten = 0;
  llvm::DenseMap<ir::ValueId, ObjSet> PT;
  llvm::DenseMap<ObjId, ObjFacts> Objs;
  llvm::SmallVector<uint32_t, 2> Scopes; ///< Open scope-enter ids.
};

bool insertSorted(ObjSet &S, ObjId O) {
  auto It = std::lower_bound(S.begin(), S.end(), O);
  if (It != S.end() && *It == O)
    return false;
  S.insert(It, O);
  return true;
}

class Interp {
public:
  Interp(const ir::Function &F, const CFGInfo &CFG, SummaryResolver Resolve,
         bool RunsInScope)
      : F(F), CFG(CFG), RunsInScope(RunsInScope) {
    // Number the allocation sites and resolve every call once.
    unsigned NumOps = 0;
    OpBase.resize(F.Blocks.size());
    for (unsigned B = 0; B != F.Blocks.size(); ++B) {
      OpBase[B] = NumOps;
      NumOps += F.Blocks[B].Ops.size();
    }
    SiteOf.assign(NumOps, ~0u);
    CalleeOf.assign(NumOps, nullptr);
    // Results a destructuring splits into names (Op::PartOfResult): each
    // name is an object of its own when the call returns fresh tensors (the
    // call that made the whole is then no object itself), else none is.
    llvm::DenseSet<ir::ValueId> Split;
    for (const ir::Block &Blk : F.Blocks)
      for (const ir::Op &O : Blk.Ops)
        if (O.Kind == ir::OpKind::Create && O.PartOfResult)
          Split.insert(O.Src);
    llvm::DenseMap<ir::ValueId, OpRef> FreshSplit;
    for (unsigned B = 0; B != F.Blocks.size(); ++B)
      for (unsigned I = 0; I != F.Blocks[B].Ops.size(); ++I) {
        const ir::Op &O = F.Blocks[B].Ops[I];
        bool IsSite = false, IsModel = false;
        unsigned OutArg = ~0u;
        OpRef PartOf;
        const FunctionSummary *S = nullptr;
        if (O.Kind == ir::OpKind::Create && O.PartOfResult) {
          auto It = FreshSplit.find(O.Src);
          IsSite = It != FreshSplit.end() && validValue(O.Dst);
          if (IsSite)
            PartOf = It->second;
        } else if (O.Kind == ir::OpKind::Create ||
                   O.Kind == ir::OpKind::LoadModel) {
          IsSite = validValue(O.Dst);
          IsModel = O.Kind == ir::OpKind::LoadModel;
        } else if (O.Kind == ir::OpKind::CallOutcome) {
          CalleeOf[OpBase[B] + I] = Resolve(O);
        } else if (O.Kind == ir::OpKind::Call) {
          S = Resolve(O);
          CalleeOf[OpBase[B] + I] = S;
          if (Split.contains(O.Dst)) {
            // The names it is split into are the objects, if any.
            if (S && S->ReturnsFresh)
              FreshSplit[O.Dst] = {B, I};
          } else if (S && (S->ReturnsFresh || S->ReturnsModel) &&
                     validValue(O.Dst)) {
            IsSite = true;
            IsModel = S->ReturnsModel && !S->ReturnsFresh;
          } else if (std::optional<unsigned> P = outArgOf(O, S)) {
            IsSite = true;
            OutArg = *P;
          }
          if (S && (S->LoadsModel || S->ReturnsModel))
            Facts.CallsModelLoader = true;
        }
        if (IsModel)
          Facts.LoadsModel = true;
        if (!IsSite)
          continue;
        SiteOf[OpBase[B] + I] = Facts.Sites.size();
        SiteRecord R;
        R.Create = {B, I};
        R.IsModel = IsModel;
        R.ViaCall = O.Kind == ir::OpKind::Call;
        R.PartOf = PartOf;
        R.OutArg = OutArg;
        Facts.Sites.push_back(std::move(R));
      }
    Params = paramValues(F);
    ParamBase = 2 * Facts.Sites.size();
    for (ir::ValueId V = 0; V != F.Values.size(); ++V) {
      ir::ValueId Base = F.Values[V].FieldBase;
      if (!validValue(Base) || F.Values[V].FieldKey.empty())
        continue;
      FieldsOf[Base].push_back(V);
      if (auto P = llvm::find(Params, Base); P != Params.end())
        ParamFields.push_back({V, static_cast<unsigned>(P - Params.begin())});
      else
        LocalFields.push_back(V);
    }
    ObjId NextObj =
        ParamBase + Params.size() + ParamFields.size() + LocalFields.size();
    for (unsigned B = 0; B != F.Blocks.size(); ++B)
      for (unsigned I = 0; I != F.Blocks[B].Ops.size(); ++I)
        for (ir::ValueId R : F.Blocks[B].Ops[I].ArgRecords)
          if (auto It = validValue(R) ? FieldsOf.find(R) : FieldsOf.end();
              It != FieldsOf.end())
            for (ir::ValueId V : It->second)
              FreshFieldObj.try_emplace({OpBase[B] + I, V}, NextObj++);
    computeDeaths();
  }

  FunctionFacts run();

private:
  bool validValue(ir::ValueId V) const { return V < F.Values.size(); }
  /// The first argument of call O through which its callee creates an
  /// object (one site per call op).
  std::optional<unsigned> outArgOf(const ir::Op &O,
                                   const FunctionSummary *S) const {
    if (!S)
      return std::nullopt;
    for (unsigned P = 0; P != S->CreatesThroughArg.size(); ++P)
      if (S->CreatesThroughArg[P] && P < O.Args.size() && validValue(O.Args[P]))
        return P;
    return std::nullopt;
  }
  void noteOutParam(State &S, const ir::Op &O);
  /// How a path leaves parameter field K: released, and whether what was
  /// released is the handle it held on entry or one stored since.
  enum class FieldEnd : uint8_t { Unset, EntryReleased, FreshReleased, Other };
  FieldEnd fieldEnd(const State &S, unsigned K) const;
  static FieldEnd meet(FieldEnd A, FieldEnd B);
  /// Applies what the callee of O (at linear index Lin) left released in
  /// the record O passes as argument FR.Param.
  void applyFieldRelease(State &S, const ir::Op &O, unsigned Lin,
                         const FieldRelease &FR, OpRef At);
  bool isSiteObj(ObjId O) const { return O < ParamBase; }
  bool isOldObj(ObjId O) const { return isSiteObj(O) && (O & 1); }
  SiteRecord &site(ObjId O) { return Facts.Sites[O / 2]; }
  const ir::Op &op(OpRef R) const { return F.Blocks[R.Block].Ops[R.Index]; }

  void computeDeaths();
  void pruneDead(ir::BlockId B, State &S);
  State entryState() const;
  bool join(State &Into, const State &From) const;
  void transferBlock(ir::BlockId B, State &S);
  void transferOp(const ir::Op &O, OpRef At, State &S);
  void recordExitLosses(const State &S, ir::BlockId Pred);

  // Transfer helpers.
  void unbind(State &S, ir::ValueId V, LossKind K, OpRef At);
  void assumeNull(State &S, ir::ValueId V);
  void bind(State &S, ir::ValueId V, const ObjSet &Objs);
  void create(State &S, ir::ValueId Dst, unsigned Site, OpRef At);
  void retireRecent(State &S, ObjId Recent);
  void release(State &S, ir::ValueId V, OpRef At);
  /// A read of V at At; SurvivesRelease: of what stays readable after
  /// release (never a use after dispose).
  void use(State &S, ir::ValueId V, OpRef At, bool SurvivesRelease = false);
  void escape(State &S, ir::ValueId V, ir::EscapeKind K, OpRef At);
  /// V is passed to code the analysis cannot see: a use, and a mark on what
  /// V names (SHandedOver).
  void handOver(State &S, ir::ValueId V, OpRef At);
  void dropLossesAfterHandOver();
  void keep(State &S, ir::ValueId V);
  /// All objects V may name, if V certainly names something and every one of
  /// them is exactly in state Bits; else null.
  const ObjSet *certainly(const State &S, ir::ValueId V, uint8_t Bits) const;
  /// Sets (strong update) or adds (weak update) Bits on every object of Set.
  void setBits(State &S, const ObjSet &Set, uint8_t Bits);
  bool strongFor(const State &S, const ObjSet &Set, ObjId O) const;

  const ir::Function &F;
  const CFGInfo &CFG;
  /// Called only from inside freeing scopes: creations are scoped.
  bool RunsInScope;
  FunctionFacts Facts;
  std::vector<unsigned> OpBase;
  std::vector<unsigned> SiteOf;
  std::vector<const FunctionSummary *> CalleeOf;
  llvm::SmallVector<ir::ValueId, 4> Params;
  ObjId ParamBase = 0;
  /// Fields read through a record parameter (`c->graph`), with the
  /// parameter's position: each starts as a borrowed object of its own,
  /// numbered after the parameters' (ParamBase + Params.size() + index).
  llvm::SmallVector<std::pair<ir::ValueId, unsigned>, 4> ParamFields;
  /// Fields read through a local record (`c.graph` of `Ctx c;`): each starts
  /// as a borrowed object too (after the parameter fields'), so that a
  /// callee that frees it (`load(&c)` on failure, then `ctx_free(&c)`) is
  /// seen freeing the same object twice.
  llvm::SmallVector<ir::ValueId, 4> LocalFields;
  /// Per (call op, field value): the object a callee's fresh, released
  /// handle in that field is (FieldRelease::Fresh); numbered after the
  /// field objects.
  llvm::DenseMap<std::pair<unsigned, ir::ValueId>, ObjId> FreshFieldObj;
  /// The field values read through each variable (`c` -> c.graph, c.status).
  llvm::DenseMap<ir::ValueId, llvm::SmallVector<ir::ValueId, 2>> FieldsOf;
  /// Per block outside loops: the values no later block mentions. Their
  /// entries are dropped after the block when they cannot leak, so the state
  /// stays proportional to the live variables and a long function with many
  /// branches does not copy every dead variable into every block.
  std::vector<llvm::SmallVector<ir::ValueId, 2>> DiesAfter;
  bool Recording = false;
};

void Interp::computeDeaths() {
  // A value is dead after block B if every block mentioning it comes earlier
  // in reverse post-order and B is not on a cycle (a cycle could reach an
  // earlier mention again). This over-approximates liveness, which is the
  // safe direction: a live value is never dropped.
  constexpr unsigned None = ~0u;
  std::vector<unsigned> LastMention(F.Values.size(), None);
  auto Mention = [&](ir::ValueId V, unsigned Rpo) {
    if (validValue(V) && (LastMention[V] == None || LastMention[V] < Rpo))
      LastMention[V] = Rpo;
  };
  for (ir::BlockId B : CFG.rpo()) {
    unsigned Rpo = CFG.rpoIndex(B);
    for (const ir::Op &O : F.Blocks[B].Ops) {
      Mention(O.Dst, Rpo);
      Mention(O.Src, Rpo);
      for (ir::ValueId A : O.Args)
        Mention(A, Rpo);
    }
  }
  DiesAfter.resize(F.Blocks.size());
  const auto &RPO = CFG.rpo();
  // The fields of record parameters stay to the exit: the summary reads
  // what they hold there.
  for (const auto &PF : ParamFields)
    LastMention[PF.first] = None;
  for (ir::ValueId V = 0; V != F.Values.size(); ++V) {
    if (LastMention[V] == None)
      continue;
    ir::BlockId B = RPO[LastMention[V]];
    if (!CFG.inLoop(B))
      DiesAfter[B].push_back(V);
  }
}

void Interp::pruneDead(ir::BlockId B, State &S) {
  for (ir::ValueId V : DiesAfter[B]) {
    auto It = S.PT.find(V);
    if (It == S.PT.end())
      continue;
    bool MayLeak = false;
    for (ObjId O : It->second)
      if (O != NullObj)
        if (auto OI = S.Objs.find(O); OI != S.Objs.end())
          MayLeak |= (OI->second.Bits & SOwned) != 0;
    // Owned objects stay: their loss (at exit) is what the rules report.
    if (!MayLeak)
      unbind(S, V, LossKind::Kill, OpRef());
  }
}

State Interp::entryState() const {
  State S;
  S.Reached = true;
  for (unsigned P = 0; P != Params.size(); ++P) {
    ObjId O = ParamBase + P;
    S.PT[Params[P]] = {O};
    ObjFacts &OF = S.Objs[O];
    OF.Bits = SBorrowed;
    OF.Refs = 1;
  }
  ObjId Next = ParamBase + Params.size();
  auto Borrowed = [&](ir::ValueId V) {
    ObjId O = Next++;
    S.PT[V] = {O};
    ObjFacts &OF = S.Objs[O];
    OF.Bits = SBorrowed;
    OF.Refs = 1;
  };
  for (const auto &PF : ParamFields)
    Borrowed(PF.first);
  for (ir::ValueId V : LocalFields)
    Borrowed(V);
  return S;
}

bool Interp::join(State &Into, const State &From) const {
  if (!From.Reached)
    return false;
  if (!Into.Reached) {
    // Copy entry by entry: a DenseMap copy keeps the source's bucket count,
    // and a block's Out state may have grown large before dead entries were
    // pruned, which would make every successor pay for it.
    Into.Reached = true;
    Into.PT.reserve(From.PT.size());
    for (const auto &[V, Set] : From.PT)
      Into.PT.try_emplace(V, Set);
    Into.Objs.reserve(From.Objs.size());
    for (const auto &[O, OF] : From.Objs)
      Into.Objs.try_emplace(O, OF);
    Into.Scopes = From.Scopes;
    Into.OutWritten = From.OutWritten;
    return true;
  }
  bool Changed = false, PTChanged = false;
  if (uint32_t Both = Into.OutWritten & From.OutWritten;
      Both != Into.OutWritten) {
    Into.OutWritten = Both;
    Changed = true;
  }
  for (const auto &[V, Set] : From.PT) {
    auto It = Into.PT.find(V);
    if (It == Into.PT.end()) {
      ObjSet New = Set;
      insertSorted(New, NullObj);
      Into.PT[V] = std::move(New);
      PTChanged = true;
      continue;
    }
    for (ObjId O : Set)
      PTChanged |= insertSorted(It->second, O);
  }
  for (auto &[V, Set] : Into.PT)
    if (!From.PT.count(V))
      PTChanged |= insertSorted(Set, NullObj);
  for (const auto &[O, OF] : From.Objs) {
    auto [It, Inserted] = Into.Objs.try_emplace(O, OF);
    ObjFacts &IF = It->second;
    if (Inserted) {
      // Absent on the other path: not created there (or already dropped).
      IF.Bits |= SUnborn;
      Changed = true;
      continue;
    }
    uint8_t Bits = IF.Bits | OF.Bits;
    if (Bits != IF.Bits) {
      IF.Bits = Bits;
      Changed = true;
    }
    if (IF.Held == HeldKind::None && OF.Held != HeldKind::None) {
      IF.Held = OF.Held;
      IF.HeldAt = OF.HeldAt;
      Changed = true;
    }
    if (!IF.LastRelease.isValid() && OF.LastRelease.isValid())
      IF.LastRelease = OF.LastRelease;
    if (IF.Scope == ~0u && OF.Scope != ~0u)
      IF.Scope = OF.Scope;
  }
  for (auto &[O, IF] : Into.Objs)
    if (!From.Objs.count(O) && !(IF.Bits & SUnborn)) {
      IF.Bits |= SUnborn;
      Changed = true;
    }
  for (uint32_t Id : From.Scopes)
    if (llvm::find(Into.Scopes, Id) == Into.Scopes.end()) {
      Into.Scopes.push_back(Id);
      Changed = true;
    }
  if (PTChanged) {
    for (auto &[O, IF] : Into.Objs)
      IF.Refs = 0;
    for (const auto &[V, Set] : Into.PT)
      for (ObjId O : Set)
        if (O != NullObj)
          ++Into.Objs[O].Refs;
  }
  return Changed || PTChanged;
}

void Interp::unbind(State &S, ir::ValueId V, LossKind K, OpRef At) {
  auto It = S.PT.find(V);
  if (It == S.PT.end())
    return;
  ObjSet Old = std::move(It->second);
  S.PT.erase(It);
  for (ObjId O : Old) {
    if (O == NullObj)
      continue;
    auto OI = S.Objs.find(O);
    if (OI == S.Objs.end() || --OI->second.Refs != 0 || !isSiteObj(O))
      continue;
    if (Recording && (OI->second.Bits & SOwned)) {
      Loss L;
      L.Kind = K;
      L.At = At;
      L.Var = V;
      L.Bits = OI->second.Bits;
      site(O).Losses.push_back(L);
    }
    S.Objs.erase(OI);
  }
}

void Interp::assumeNull(State &S, ir::ValueId V) {
  auto It = S.PT.find(V);
  if (It == S.PT.end())
    return;
  ObjSet Old = std::move(It->second);
  S.PT.erase(It); // absent: names nothing, as after a join with null
  // An object only V named was never made on this path; one that another
  // variable names (an older instance of the site) is simply not V's. The
  // unnamed temporary V was copied from (`c = k ? make() : other()`) named
  // the same null, so it lets go too.
  llvm::SmallVector<ir::ValueId, 2> EmptiedTemps;
  for (auto &[T, Set] : S.PT) {
    if (!validValue(T) || F.Values[T].Store != ir::Storage::Temporary)
      continue;
    for (ObjId O : Old) {
      if (O == NullObj)
        continue;
      auto Pos = llvm::find(Set, O);
      if (Pos == Set.end())
        continue;
      Set.erase(Pos);
      if (auto OI = S.Objs.find(O); OI != S.Objs.end())
        --OI->second.Refs;
    }
    if (Set.empty())
      EmptiedTemps.push_back(T);
  }
  for (ir::ValueId T : EmptiedTemps)
    S.PT.erase(T);
  for (ObjId O : Old) {
    if (O == NullObj)
      continue;
    auto OI = S.Objs.find(O);
    if (OI != S.Objs.end() && --OI->second.Refs == 0)
      S.Objs.erase(OI);
  }
}

void Interp::bind(State &S, ir::ValueId V, const ObjSet &Objs) {
  if (Objs.empty())
    return;
  S.PT[V] = Objs;
  for (ObjId O : Objs)
    if (O != NullObj)
      ++S.Objs[O].Refs;
}

void Interp::retireRecent(State &S, ObjId Recent) {
  // Another variable still names the previous instance: fold it into the
  // site's summary of older instances before the new one takes its place.
  ObjId Old = Recent + 1;
  ObjFacts RF = S.Objs[Recent];
  S.Objs.erase(Recent);
  auto [It, Inserted] = S.Objs.try_emplace(Old, RF);
  if (!Inserted) {
    It->second.Bits |= RF.Bits;
    if (It->second.Held == HeldKind::None) {
      It->second.Held = RF.Held;
      It->second.HeldAt = RF.HeldAt;
    }
  }
  uint32_t Refs = 0;
  for (auto &[V, Set] : S.PT) {
    auto P = std::lower_bound(Set.begin(), Set.end(), Recent);
    bool HadRecent = P != Set.end() && *P == Recent;
    if (HadRecent) {
      Set.erase(P);
      insertSorted(Set, Old);
    }
    if (std::binary_search(Set.begin(), Set.end(), Old))
      ++Refs;
  }
  It->second.Refs = Refs;
}

void Interp::create(State &S, ir::ValueId Dst, unsigned Site, OpRef At) {
  unbind(S, Dst, LossKind::Reassign, At);
  ObjId Recent = 2 * Site;
  if (S.Objs.count(Recent))
    retireRecent(S, Recent);
  ObjFacts &OF = S.Objs[Recent];
  OF = ObjFacts();
  if (F.Attrs.IsScopeCallback || RunsInScope || !S.Scopes.empty()) {
    OF.Bits = SScoped;
    OF.Scope = S.Scopes.empty() ? ~0u : S.Scopes.back();
    Facts.Sites[Site].EverScoped = true;
  } else {
    OF.Bits = SOwned;
  }
  bind(S, Dst, ObjSet{Recent});
}

const ObjSet *Interp::certainly(const State &S, ir::ValueId V,
                                uint8_t Bits) const {
  auto It = S.PT.find(V);
  if (It == S.PT.end() || It->second.empty())
    return nullptr;
  for (ObjId O : It->second) {
    if (O == NullObj)
      return nullptr;
    auto OI = S.Objs.find(O);
    if (OI == S.Objs.end() || OI->second.Bits != Bits)
      return nullptr;
  }
  return &It->second;
}

bool Interp::strongFor(const State &S, const ObjSet &Set, ObjId O) const {
  // The variable certainly names O: update it in place.
  if (Set.size() == 1 && !isOldObj(O))
    return true;
  // The variable names one of several objects depending on the path
  // (acc = next in a loop), and no other variable names O on any path: on
  // the paths where the variable names O the update applies to it, and on
  // the others O is unreachable, so nothing can observe the difference.
  // Without this, the classic "acc.dispose(); acc = next" loop would look
  // like a leak.
  auto It = S.Objs.find(O);
  if (It == S.Objs.end())
    return false;
  if (It->second.Refs == 1)
    return true;
  // The variable names O or nothing (`T *x = nullptr; if (c) x = make();`,
  // then `holder.x = x`). When every variable naming O may be null too,
  // they are copies of that one conditional creation: on the paths where
  // they are null, O was never made, so the update applies wherever O
  // exists. A variable that names O on every path (`q = c ? p : nullptr`
  // leaves p naming it) keeps the update weak.
  if (Set.size() != 2 || !llvm::is_contained(Set, NullObj) || isOldObj(O))
    return false;
  for (const auto &[Var, Named] : S.PT)
    if (llvm::is_contained(Named, O) && !llvm::is_contained(Named, NullObj))
      return false;
  return true;
}

void Interp::setBits(State &S, const ObjSet &Set, uint8_t Bits) {
  for (ObjId O : Set) {
    if (O == NullObj)
      continue;
    bool Strong = strongFor(S, Set, O);
    ObjFacts &OF = S.Objs[O];
    OF.Bits = Strong ? Bits : (OF.Bits | Bits);
  }
}

void Interp::release(State &S, ir::ValueId V, OpRef At) {
  auto It = S.PT.find(V);
  if (It == S.PT.end())
    return;
  if (Recording) {
    if (const ObjSet *Set = certainly(S, V, SReleased)) {
      Facts.Misuses.push_back({MisuseKind::DoubleRelease, At,
                               S.Objs.find((*Set)[0])->second.LastRelease, V,
                               HeldKind::None});
    } else if (const ObjSet *Set = certainly(S, V, SEscaped)) {
      const ObjFacts &OF = S.Objs.find((*Set)[0])->second;
      // Released through the holder's own name (`ns.dispose(t.diff)`,
      // `free(w->buf)`): the owner is disposing its entry, not a second
      // name behind its back. A later read of the entry is a use after
      // dispose, reported there.
      bool ThroughOwnName =
          validValue(V) && (F.Values[V].Store == ir::Storage::Field ||
                            F.Values[V].Store == ir::Storage::Module);
      if (OF.Held != HeldKind::None && !ThroughOwnName)
        Facts.Misuses.push_back(
            {MisuseKind::ReleaseWhileHeld, At, OF.HeldAt, V, OF.Held});
    }
  }
  ObjSet Set = It->second;
  if (Recording)
    for (ObjId O : Set)
      if (O != NullObj && isSiteObj(O))
        if (auto OI = S.Objs.find(O);
            OI != S.Objs.end() && (OI->second.Bits & SHandedOver))
          site(O).ReleasedAfterHandOver = true;
  setBits(S, Set, SReleased);
  for (ObjId O : Set) {
    if (O == NullObj)
      continue;
    S.Objs[O].LastRelease = At;
    if (Recording && isSiteObj(O)) {
      SiteRecord &R = site(O);
      R.EverReleased = true;
      if (llvm::find(R.Releases, At) == R.Releases.end())
        R.Releases.push_back(At);
    }
  }
}

void Interp::use(State &S, ir::ValueId V, OpRef At, bool SurvivesRelease) {
  auto It = S.PT.find(V);
  if (It == S.PT.end() || !Recording)
    return;
  const ObjSet *Set = nullptr;
  if (!SurvivesRelease && (Set = certainly(S, V, SReleased)))
    Facts.Misuses.push_back({MisuseKind::UseAfterRelease, At,
                             S.Objs.find((*Set)[0])->second.LastRelease, V,
                             HeldKind::None});
  for (ObjId O : It->second) {
    if (O == NullObj || !isSiteObj(O))
      continue;
    SiteRecord &R = site(O);
    if (!R.LastUse.isValid() || op(R.LastUse).Range.Begin < op(At).Range.Begin)
      R.LastUse = At;
  }
}

void Interp::handOver(State &S, ir::ValueId V, OpRef At) {
  use(S, V, At);
  auto It = S.PT.find(V);
  if (It == S.PT.end())
    return;
  for (ObjId O : It->second) {
    if (O == NullObj)
      continue;
    ObjFacts &OF = S.Objs[O];
    if (!(OF.Bits & (SOwned | SBorrowed)))
      continue;
    OF.Bits |= SHandedOver;
    if (Recording && isSiteObj(O))
      site(O).EverHandedOver = true;
  }
}

static HeldKind heldKindOf(ir::EscapeKind K) {
  switch (K) {
  case ir::EscapeKind::Field:
    return HeldKind::Field;
  case ir::EscapeKind::Module:
    return HeldKind::Module;
  case ir::EscapeKind::Container:
    return HeldKind::Container;
  default:
    return HeldKind::None;
  }
}

void Interp::escape(State &S, ir::ValueId V, ir::EscapeKind K, OpRef At) {
  auto It = S.PT.find(V);
  if (It == S.PT.end())
    return;
  if (Recording)
    if (const ObjSet *Set = certainly(S, V, SReleased))
      Facts.Misuses.push_back({MisuseKind::UseAfterRelease, At,
                               S.Objs.find((*Set)[0])->second.LastRelease, V,
                               HeldKind::None});
  ObjSet Set;
  for (ObjId O : It->second) {
    if (O == NullObj)
      continue;
    // Returning a parameter hands the caller's object back: still borrowed.
    if (!isSiteObj(O) && K == ir::EscapeKind::Return)
      continue;
    Set.push_back(O);
    if (Recording && isSiteObj(O)) {
      SiteRecord &R = site(O);
      R.EverEscaped = true;
      R.EscapedToCache |=
          K == ir::EscapeKind::Cache || (op(At).CachePlace && R.IsModel);
      R.EscapedToReturn |= K == ir::EscapeKind::Return;
      R.ReturnedOwned |=
          K == ir::EscapeKind::Return && (S.Objs.find(O)->second.Bits & SOwned);
      R.ReturnedAsElement |= K == ir::EscapeKind::Return && op(At).Element;
      if (llvm::find(R.Escapes, At) == R.Escapes.end())
        R.Escapes.push_back(At);
    }
  }
  HeldKind H = heldKindOf(K);
  for (ObjId O : Set) {
    bool Strong = strongFor(S, It->second, O);
    ObjFacts &OF = S.Objs[O];
    OF.Bits = Strong ? SEscaped : (OF.Bits | SEscaped);
    if (H != HeldKind::None) {
      OF.Held = H;
      OF.HeldAt = At;
    }
  }
}

void Interp::applyFieldRelease(State &S, const ir::Op &O, unsigned Lin,
                               const FieldRelease &FR, OpRef At) {
  if (FR.Param >= O.ArgRecords.size() || !validValue(O.ArgRecords[FR.Param]))
    return;
  auto It = FieldsOf.find(O.ArgRecords[FR.Param]);
  if (It == FieldsOf.end())
    return;
  for (ir::ValueId V : It->second) {
    if (F.Values[V].FieldKey != FR.Field)
      continue;
    if (!FR.Fresh) {
      release(S, V, At);
      continue;
    }
    // The callee stored a handle of its own there and released it: the
    // field now names that released handle.
    auto Obj = FreshFieldObj.find({Lin, V});
    if (Obj == FreshFieldObj.end())
      continue;
    unbind(S, V, LossKind::Kill, At);
    S.PT[V] = {Obj->second};
    ObjFacts &OF = S.Objs[Obj->second];
    OF.Bits = SReleased;
    OF.Refs = 1;
    OF.LastRelease = At;
  }
}

void Interp::noteOutParam(State &S, const ir::Op &O) {
  if (O.Args.empty())
    return;
  auto P = llvm::find(Params, O.Args[0]);
  unsigned Pos = P - Params.begin();
  if (P == Params.end() || Pos >= 32)
    return;
  const ObjSet *Set = certainly(S, O.Src, SOwned);
  if (!Set || !isSiteObj((*Set)[0]))
    return;
  S.OutWritten |= 1u << Pos;
  if (Recording && Facts.OutCreatedBy.empty()) {
    OpRef Create = site((*Set)[0]).Create;
    const ir::Op &Cr = op(Create);
    Facts.OutCreatedBy = Cr.Api;
    Facts.OutReleaseHint = Cr.ReleaseHint;
    const FunctionSummary *Callee =
        CalleeOf[OpBase[Create.Block] + Create.Index];
    if (Facts.OutReleaseHint.empty() && Callee)
      Facts.OutReleaseHint = Callee->ReleaseHint;
  }
}

void Interp::keep(State &S, ir::ValueId V) {
  auto It = S.PT.find(V);
  if (It == S.PT.end())
    return;
  ObjSet Set = It->second;
  setBits(S, Set, SEscaped);
  if (Recording)
    for (ObjId O : Set)
      if (O != NullObj && isSiteObj(O))
        site(O).EverKept = true;
}

void Interp::transferOp(const ir::Op &O, OpRef At, State &S) {
  unsigned Lin = OpBase[At.Block] + At.Index;
  switch (O.Kind) {
  case ir::OpKind::Create:
  case ir::OpKind::LoadModel:
    if (SiteOf[Lin] != ~0u)
      create(S, O.Dst, SiteOf[Lin], At);
    return;
  case ir::OpKind::Release:
    return release(S, O.Src, At);
  case ir::OpKind::Use:
    return use(S, O.Src, At, O.SurvivesRelease);
  case ir::OpKind::Assign: {
    if (!validValue(O.Dst) || O.Dst == O.Src)
      return;
    ObjSet New;
    if (auto It = S.PT.find(O.Src); It != S.PT.end())
      New = It->second;
    // Bind the new set before dropping the old one so an object named by
    // both never looks unreachable in between.
    bool Named = F.Values[O.Dst].Store == ir::Storage::Local ||
                 F.Values[O.Dst].Store == ir::Storage::Param;
    for (ObjId Obj : New) {
      if (Obj == NullObj)
        continue;
      ++S.Objs[Obj].Refs;
      if (Recording && Named && isSiteObj(Obj) &&
          site(Obj).BoundTo == ir::NoValue)
        site(Obj).BoundTo = O.Dst;
    }
    unbind(S, O.Dst, LossKind::Reassign, At);
    if (!New.empty())
      S.PT[O.Dst] = std::move(New);
    return;
  }
  case ir::OpKind::Escape:
    if (O.Escape == ir::EscapeKind::OutParam)
      noteOutParam(S, O);
    return escape(S, O.Src, O.Escape, At);
  case ir::OpKind::Kill:
    return unbind(S, O.Dst != ir::NoValue ? O.Dst : O.Src, LossKind::Kill, At);
  case ir::OpKind::ScopeEnter:
    S.Scopes.push_back(O.ScopeId);
    return;
  case ir::OpKind::ScopeExit: {
    for (auto &[Obj, OF] : S.Objs)
      if ((OF.Bits & SScoped) && OF.Scope == O.ScopeId) {
        OF.Bits = (OF.Bits & ~SScoped) | SReleased;
        OF.LastRelease = At;
      }
    auto It = llvm::find(S.Scopes, O.ScopeId);
    if (It != S.Scopes.end())
      S.Scopes.erase(It);
    return;
  }
  case ir::OpKind::Keep:
    return keep(S, O.Src);
  case ir::OpKind::ScopedCall:
  case ir::OpKind::Await:
  case ir::OpKind::GraphReset:
    return;
  case ir::OpKind::GraphRun:
    if (validValue(O.Src))
      use(S, O.Src, At, /*SurvivesRelease=*/false);
    return;
  case ir::OpKind::Derive:
  case ir::OpKind::GraphAdd:
    // Reads its operands; what it makes is no owned resource, so what Dst
    // held before is dropped as at any reassignment.
    if (validValue(O.Src))
      use(S, O.Src, At, /*SurvivesRelease=*/false);
    for (ir::ValueId A : O.Args)
      if (validValue(A))
        use(S, A, At, /*SurvivesRelease=*/false);
    if (validValue(O.Dst) && O.Dst != O.Src &&
        !llvm::is_contained(O.Args, O.Dst))
      unbind(S, O.Dst, LossKind::Reassign, At);
    return;
  case ir::OpKind::AssumeNull:
    return assumeNull(S, O.Src);
  case ir::OpKind::CallOutcome:
    // `if (load(&c) != 0) { ... }`: load freed c.graph on its failure path.
    if (const FunctionSummary *Sum = CalleeOf[Lin])
      for (const FieldRelease &FR : Sum->ReleasesArgField)
        if (FR.When == O.Returned)
          applyFieldRelease(S, O, Lin, FR, At);
    return;
  case ir::OpKind::Call: {
    const FunctionSummary *Sum = CalleeOf[Lin];
    for (unsigned I = 0; I != O.Args.size(); ++I) {
      ir::ValueId A = O.Args[I];
      if (!validValue(A))
        continue;
      // Handed to code the analysis cannot see (another package's function,
      // a callback, a global, an argument past the callee's parameters, a
      // helper that hands it on): it may keep or free it.
      if (!Sum || I >= Sum->StoresArg.size() ||
          (I < Sum->HandsOverArg.size() && Sum->HandsOverArg[I] &&
           !Sum->StoresArg[I] &&
           !(I < Sum->ReleasesArg.size() && Sum->ReleasesArg[I])))
        handOver(S, A, At);
      else if (I < Sum->ReleasesArg.size() && Sum->ReleasesArg[I])
        release(S, A, At);
      else if (Sum->StoresArg[I])
        // `remember(state)` pushing into a replay memory: the caller's
        // later `state.dispose()` frees what the memory still holds.
        escape(S, A,
               I < Sum->StoresArgInto.size() ? Sum->StoresArgInto[I]
                                             : ir::EscapeKind::Sink,
               At);
      else
        use(S, A, At);
    }
    // `free_graph(&c)` frees c.graph.
    if (Sum)
      for (const FieldRelease &FR : Sum->ReleasesArgField)
        if (FR.When == ir::ReturnKind::Unknown)
          applyFieldRelease(S, O, Lin, FR, At);
    unsigned Site = SiteOf[Lin];
    if (Site != ~0u && Facts.Sites[Site].OutArg != ~0u) {
      // Written through the pointer argument: `make(&t)` makes t's object.
      create(S, O.Args[Facts.Sites[Site].OutArg], Site, At);
      Site = ~0u;
    }
    if (!validValue(O.Dst))
      return;
    if (Site != ~0u)
      create(S, O.Dst, Site, At);
    else
      unbind(S, O.Dst, LossKind::Reassign, At);
    return;
  }
  }
}

void Interp::transferBlock(ir::BlockId B, State &S) {
  const ir::Block &Blk = F.Blocks[B];
  for (uint32_t I = 0; I != Blk.Ops.size(); ++I) {
    const ir::Op &O = Blk.Ops[I];
    // Malformed operands are ignored rather than trusted.
    if (O.Src != ir::NoValue && !validValue(O.Src))
      continue;
    if (O.Dst != ir::NoValue && !validValue(O.Dst))
      continue;
    transferOp(O, {B, I}, S);
  }
  if (!CFG.inLoop(B))
    pruneDead(B, S);
}

void Interp::recordExitLosses(const State &S, ir::BlockId Pred) {
  for (const auto &[O, OF] : S.Objs) {
    if (!isSiteObj(O) || !(OF.Bits & SOwned) || OF.Refs == 0)
      continue;
    Loss L;
    L.Kind = LossKind::Exit;
    L.ExitPred = Pred;
    L.Bits = OF.Bits;
    site(O).Losses.push_back(L);
  }
}

Interp::FieldEnd Interp::fieldEnd(const State &S, unsigned K) const {
  ir::ValueId V = ParamFields[K].first;
  const ObjSet *Set = certainly(S, V, SReleased);
  if (!Set)
    return FieldEnd::Other;
  ObjId Entry = ParamBase + Params.size() + K;
  if (Set->size() == 1 && (*Set)[0] == Entry)
    return FieldEnd::EntryReleased;
  return llvm::is_contained(*Set, Entry) ? FieldEnd::Other
                                         : FieldEnd::FreshReleased;
}

Interp::FieldEnd Interp::meet(FieldEnd A, FieldEnd B) {
  if (A == FieldEnd::Unset)
    return B;
  return A == B ? A : FieldEnd::Other;
}

FunctionFacts Interp::run() {
  unsigned N = F.Blocks.size();
  Facts.ParamExitBits.assign(Params.size(), 0);
  Facts.ParamHeld.assign(Params.size(), HeldKind::None);
  Facts.CreatesThroughParam.assign(Params.size(), false);
  if (N == 0)
    return std::move(Facts);
  std::vector<State> In(N);
  In[0] = entryState();
  std::vector<unsigned> Visits(N, 0);

  // Worklist in reverse post-order: a block is processed after its forward
  // predecessors, so most functions converge in one or two passes.
  const auto &RPO = CFG.rpo();
  std::priority_queue<unsigned, std::vector<unsigned>, std::greater<>> Work;
  llvm::BitVector Queued(RPO.size());
  Work.push(0);
  Queued.set(0);
  while (!Work.empty()) {
    unsigned Idx = Work.top();
    Work.pop();
    Queued.reset(Idx);
    ir::BlockId B = RPO[Idx];
    if (++Visits[B] > MaxVisitsPerBlock) {
      Facts.Converged = false;
      break;
    }
    State Out = In[B];
    transferBlock(B, Out);
    for (ir::BlockId Succ : CFG.succs(B))
      if (join(In[Succ], Out)) {
        unsigned SI = CFG.rpoIndex(Succ);
        if (!Queued.test(SI)) {
          Queued.set(SI);
          Work.push(SI);
        }
      }
  }
  if (!Facts.Converged)
    return std::move(Facts);

  // Recording pass over the fixpoint.
  Recording = true;
  ir::BlockId Exit = F.Exit < N ? F.Exit : ~0u;
  bool ExitHasOps = Exit != ~0u && !F.Blocks[Exit].Ops.empty();
  // Per kind of constant returned (zero, nonzero): whether some path returns
  // it, and how every such path leaves each parameter field.
  bool Returns[2] = {false, false};
  llvm::SmallVector<FieldEnd, 4> FieldEndWhen[2];
  FieldEndWhen[0].assign(ParamFields.size(), FieldEnd::Unset);
  FieldEndWhen[1].assign(ParamFields.size(), FieldEnd::Unset);
  for (ir::BlockId B : RPO) {
    if (!In[B].Reached)
      continue;
    State Out = In[B];
    transferBlock(B, Out);
    if (ir::ReturnKind RK = F.Blocks[B].Returns;
        RK != ir::ReturnKind::Unknown && !ExitHasOps) {
      unsigned W = RK == ir::ReturnKind::NonZero;
      Returns[W] = true;
      for (unsigned K = 0; K != ParamFields.size(); ++K)
        FieldEndWhen[W][K] = meet(FieldEndWhen[W][K], fieldEnd(Out, K));
    }
    if (B == Exit && ExitHasOps)
      recordExitLosses(Out, ~0u);
    else if (!ExitHasOps && Exit != ~0u && B != Exit &&
             llvm::is_contained(CFG.succs(B), Exit))
      recordExitLosses(Out, B);
  }
  if (Exit != ~0u && In[Exit].Reached) {
    State AtExit = In[Exit];
    if (ExitHasOps) {
      Recording = false;
      transferBlock(Exit, AtExit);
    }
    for (unsigned P = 0; P != Params.size(); ++P) {
      auto It = AtExit.Objs.find(ParamBase + P);
      Facts.ParamExitBits[P] = It == AtExit.Objs.end() ? 0 : It->second.Bits;
      Facts.ParamHeld[P] =
          It == AtExit.Objs.end() ? HeldKind::None : It->second.Held;
      Facts.CreatesThroughParam[P] = P < 32 && (AtExit.OutWritten >> P & 1);
    }
    for (unsigned K = 0; K != ParamFields.size(); ++K) {
      FieldRelease FR;
      FR.Param = ParamFields[K].second;
      FR.Field = F.Values[ParamFields[K].first].FieldKey;
      if (FieldEnd E = fieldEnd(AtExit, K); E != FieldEnd::Other) {
        FR.Fresh = E == FieldEnd::FreshReleased;
        Facts.ParamFieldsReleased.push_back(FR);
        continue;
      }
      for (unsigned W = 0; W != 2; ++W)
        if (Returns[W] && (FieldEndWhen[W][K] == FieldEnd::EntryReleased ||
                           FieldEndWhen[W][K] == FieldEnd::FreshReleased)) {
          FR.When = W ? ir::ReturnKind::NonZero : ir::ReturnKind::Zero;
          FR.Fresh = FieldEndWhen[W][K] == FieldEnd::FreshReleased;
          Facts.ParamFieldsReleased.push_back(FR);
        }
    }
  }
  dropLossesAfterHandOver();
  return std::move(Facts);
}

void Interp::dropLossesAfterHandOver() {
  // Report only what can be proven: an object handed to code the analysis
  // cannot see may be kept or freed there. Unless this function releases
  // it after a hand-over (so the call only borrowed it), losing it after
  // one is no leak.
  for (SiteRecord &R : Facts.Sites)
    if (R.EverHandedOver && !R.ReleasedAfterHandOver)
      llvm::erase_if(R.Losses,
                     [](const Loss &L) { return L.Bits & SHandedOver; });
}

} // namespace

FunctionFacts analyzeFunction(const ir::Function &F, const CFGInfo &CFG,
                              SummaryResolver Resolve, bool RunsInScope) {
  return Interp(F, CFG, Resolve, RunsInScope).run();
}

} // namespace tensorlint::analysis
