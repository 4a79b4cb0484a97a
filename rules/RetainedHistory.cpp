//===- RetainedHistory.cpp - tensor-retained-history ----------------------===//
//
// A value that carries autograd history keeps every intermediate result of
// the computation that made it alive. Summed into an accumulator, or
// appended to a container, on every iteration of a loop, it keeps the
// history of every iteration: memory grows with the iteration count (a
// training loop's `total += loss`).
//
// State: which values carry history, a forward "may" analysis over the
// CFG. The facts come from the ops (ir::HistoryEffect): a Derive starts,
// inherits or drops history; a Use that requires it (a backward pass)
// proves the value carries it, and proves it already where the value was
// defined (a backward pass over the CFG finds those definitions), so that
// `total += loss` before `loss.backward()` counts too.
//
//===----------------------------------------------------------------------===//

#include "analysis/NaturalLoops.h"
#include "rules/RuleContext.h"

#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/Twine.h"

namespace tensorlint::rules {

using namespace analysis;

static constexpr llvm::StringLiteral Rule = "tensor-retained-history";

namespace {

/// `x = x + y`: Dst is also an operand; what it held flows into it again.
bool accumulates(const ir::Op &O) {
  return O.Kind == ir::OpKind::Derive && O.Dst != ir::NoValue &&
         llvm::is_contained(O.Args, O.Dst);
}

class HistoryFlow {
public:
  explicit HistoryFlow(const FunctionContext &C)
      : C(C), N(C.F.Values.size()), Loops(C.CFG) {
    RequiredDefs = definitionsFeeding(/*Propagate=*/false);
    NeededOps = definitionsFeeding(/*Propagate=*/true);
  }

  void run(FindingSink &Sink);

private:
  const FunctionContext &C;
  unsigned N;
  NaturalLoops Loops;
  /// Definitions whose value a later op requires to carry history before
  /// the value is defined again: they carry it.
  llvm::DenseSet<const ir::Op *> RequiredDefs;
  /// Ops whose result the function needs with its history: it flows into
  /// a backward pass, or is returned (a helper that sums a loss for its
  /// caller's backward pass). Accumulating into those is the point.
  llvm::DenseSet<const ir::Op *> NeededOps;
  /// Accumulators already reported: storing one is the same bug again.
  llvm::DenseSet<ir::ValueId> Reported;

  bool valid(ir::ValueId V) const { return V < N; }

  /// A backward may-analysis: V is live at a point if some path from it
  /// requires V's history (or, with Propagate, returns V or computes from
  /// V something that is) before redefining V. Returns the ops that define
  /// (or store into) a live value.
  llvm::DenseSet<const ir::Op *> definitionsFeeding(bool Propagate) const;
  /// Forward: carries history, per value, at the start of each block.
  std::vector<llvm::BitVector> carriedAtEntry();
  void transfer(const ir::Op &O, llvm::BitVector &Carries) const;
  /// Whether V is (re)defined in loop L other than by accumulating.
  bool redefinedIn(unsigned L, ir::ValueId V) const;
  /// Whether loop L runs a backward pass (it trains).
  bool requiresHistoryIn(unsigned L) const;
  void reportAccumulation(const ir::Op &O, ir::BlockId B,
                          const llvm::BitVector &Carries, FindingSink &Sink);
  void reportStore(const ir::Op &O, ir::BlockId B,
                   const llvm::BitVector &Carries, FindingSink &Sink);
  std::string advice(ir::ValueId V) const;
  /// How messages name V: its name, or for an unnamed intermediate
  /// (`cost / n`) the named value it is computed from.
  std::string nameOf(ir::ValueId V) const;
  /// V, or for an intermediate without a spelled name the value it is
  /// computed from (a few steps back).
  ir::ValueId rootOf(ir::ValueId V) const;
  ir::ValueId sourceOf(ir::ValueId V) const;
};

ir::ValueId HistoryFlow::rootOf(ir::ValueId V) const {
  for (int Depth = 0; Depth < 4; ++Depth) {
    const ir::Value *Val = C.value(V);
    if (!Val || !Val->hasSyntheticName())
      break;
    ir::ValueId From = ir::NoValue;
    for (const ir::Block &B : C.F.Blocks)
      for (const ir::Op &O : B.Ops)
        if (ir::definedValue(O) == V && From == ir::NoValue)
          From = O.Src != ir::NoValue ? O.Src
                 : O.Args.empty()     ? ir::NoValue
                                      : O.Args.front();
    if (From == ir::NoValue)
      break;
    V = From;
  }
  return V;
}

/// The named value an unnamed intermediate is computed from first, as
/// written (`running / n` of `running`), or V itself.
ir::ValueId HistoryFlow::sourceOf(ir::ValueId V) const {
  const ir::Value *Val = C.value(V);
  if (!Val || Val->Store != ir::Storage::Temporary)
    return V;
  for (const ir::Block &B : C.F.Blocks)
    for (const ir::Op &O : B.Ops)
      if (ir::definedValue(O) == V)
        return O.Src != ir::NoValue ? O.Src
               : O.Args.empty()     ? V
                                    : O.Args.front();
  return V;
}

std::string HistoryFlow::nameOf(ir::ValueId V) const {
  return C.valueName(rootOf(V)).str();
}

/// An expression as the operand of a template (`(cost / n).item()`).
static std::string operand(llvm::StringRef Name) {
  if (Name.find_first_of(" +-*/%<>=&|^~") == llvm::StringRef::npos)
    return Name.str();
  return (llvm::Twine("(") + Name + ")").str();
}

llvm::DenseSet<const ir::Op *>
HistoryFlow::definitionsFeeding(bool Propagate) const {
  llvm::DenseSet<const ir::Op *> Out;
  unsigned NB = C.CFG.numBlocks();
  std::vector<llvm::BitVector> LiveIn(NB, llvm::BitVector(N));
  const std::vector<ir::BlockId> &RPO = C.CFG.rpo();
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (auto It = RPO.rbegin(); It != RPO.rend(); ++It) {
      ir::BlockId B = *It;
      llvm::BitVector Live(N);
      for (ir::BlockId S : C.CFG.succs(B))
        Live |= LiveIn[S];
      const std::vector<ir::Op> &Ops = C.F.Blocks[B].Ops;
      for (auto OI = Ops.rbegin(); OI != Ops.rend(); ++OI) {
        const ir::Op &O = *OI;
        ir::ValueId D = ir::definedValue(O);
        if (valid(D) && Live.test(D)) {
          Out.insert(&O);
          if (!accumulates(O))
            Live.reset(D);
          if (Propagate && (O.Kind == ir::OpKind::Assign ||
                            (O.Kind == ir::OpKind::Derive &&
                             O.History == ir::HistoryEffect::Inherit))) {
            if (valid(O.Src))
              Live.set(O.Src);
            for (ir::ValueId A : O.Args)
              if (valid(A))
                Live.set(A);
          }
        }
        if (Propagate && O.Kind == ir::OpKind::Escape &&
            O.Escape == ir::EscapeKind::Container && valid(O.Dst) &&
            Live.test(O.Dst))
          Out.insert(&O);
        if (O.Kind == ir::OpKind::Use &&
            O.History == ir::HistoryEffect::Require && valid(O.Src))
          Live.set(O.Src);
        if (Propagate && O.Kind == ir::OpKind::Escape &&
            O.Escape == ir::EscapeKind::Return && valid(O.Src))
          Live.set(O.Src);
      }
      if (Live != LiveIn[B]) {
        LiveIn[B] = std::move(Live);
        Changed = true;
      }
    }
  }
  return Out;
}

bool HistoryFlow::requiresHistoryIn(unsigned L) const {
  for (unsigned B : Loops.loop(L).Blocks.set_bits())
    for (const ir::Op &O : C.F.Blocks[B].Ops)
      if (O.Kind == ir::OpKind::Use && O.History == ir::HistoryEffect::Require)
        return true;
  return false;
}

void HistoryFlow::transfer(const ir::Op &O, llvm::BitVector &Carries) const {
  auto Carried = [&](ir::ValueId V) { return valid(V) && Carries.test(V); };
  if (O.Kind == ir::OpKind::Use && O.History == ir::HistoryEffect::Require &&
      valid(O.Src)) {
    Carries.set(O.Src);
    return;
  }
  ir::ValueId D = ir::definedValue(O);
  if (!valid(D))
    return;
  bool Now = RequiredDefs.count(&O) != 0;
  if (O.Kind == ir::OpKind::Assign)
    Now |= Carried(O.Src);
  if (O.Kind == ir::OpKind::Derive) {
    if (O.History == ir::HistoryEffect::Start)
      Now = true;
    else if (O.History == ir::HistoryEffect::Drop)
      Now = false;
    else if (O.History == ir::HistoryEffect::Inherit)
      Now |= Carried(O.Src) || llvm::any_of(O.Args, Carried);
  }
  Carries[D] = Now;
}

std::vector<llvm::BitVector> HistoryFlow::carriedAtEntry() {
  unsigned NB = C.CFG.numBlocks();
  std::vector<llvm::BitVector> In(NB, llvm::BitVector(N));
  std::vector<llvm::BitVector> Out(NB, llvm::BitVector(N));
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (ir::BlockId B : C.CFG.rpo()) {
      llvm::BitVector Cur(N);
      for (ir::BlockId P : C.CFG.preds(B))
        Cur |= Out[P];
      In[B] = Cur;
      for (const ir::Op &O : C.F.Blocks[B].Ops)
        transfer(O, Cur);
      if (Cur != Out[B]) {
        Out[B] = std::move(Cur);
        Changed = true;
      }
    }
  }
  return In;
}

bool HistoryFlow::redefinedIn(unsigned L, ir::ValueId V) const {
  for (unsigned B : Loops.loop(L).Blocks.set_bits())
    for (const ir::Op &O : C.F.Blocks[B].Ops)
      if (ir::definedValue(O) == V && !accumulates(O))
        return true;
  return false;
}

std::string HistoryFlow::advice(ir::ValueId V) const {
  std::string Detached = releaseCall(C.M.DetachHint, operand(nameOf(V)));
  if (Detached.empty())
    return "keep a copy without its history (a plain number or a detached "
           "value) instead";
  return (llvm::Twine("keep '") + Detached + "' instead").str();
}

void HistoryFlow::reportAccumulation(const ir::Op &O, ir::BlockId B,
                                     const llvm::BitVector &Carries,
                                     FindingSink &Sink) {
  const llvm::SmallVector<unsigned, 2> &In = Loops.loopsOf(B);
  if (In.empty() || redefinedIn(In.front(), O.Dst))
    return;
  // Summing losses to backpropagate their total (here, or in the caller
  // that receives it) is what keeping their history is for; in a loop
  // that backpropagates each iteration's loss, nothing needs it.
  if (RequiredDefs.count(&O) ||
      (NeededOps.count(&O) && !requiresHistoryIn(In.front())))
    return;
  for (ir::ValueId A : O.Args) {
    if (A == O.Dst || !valid(A) || !Carries.test(A))
      continue;
    Reported.insert(O.Dst);
    Sink.report(Rule, O.Range,
                (llvm::Twine("'") + C.valueName(O.Dst) + "' accumulates '" +
                 nameOf(A) +
                 "', which carries autograd history, on every iteration "
                 "of this loop: the history of every iteration stays "
                 "alive; " +
                 advice(A))
                    .str());
    return;
  }
}

void HistoryFlow::reportStore(const ir::Op &O, ir::BlockId B,
                              const llvm::BitVector &Carries,
                              FindingSink &Sink) {
  const llvm::SmallVector<unsigned, 2> &In = Loops.loopsOf(B);
  if (In.empty() || !valid(O.Src) || !Carries.test(O.Src) ||
      Reported.count(O.Src) || Reported.count(sourceOf(O.Src)))
    return;
  if (valid(O.Dst) && redefinedIn(In.front(), O.Dst))
    return; // A container made afresh in each iteration.
  if (NeededOps.count(&O) && !requiresHistoryIn(In.front()))
    return; // Stacked and backpropagated (here or by the caller).
  std::string Into = valid(O.Dst)
                         ? (llvm::Twine("'") + C.valueName(O.Dst) + "'").str()
                         : std::string("a container");
  Sink.report(Rule, O.Range,
              (llvm::Twine("'") + nameOf(O.Src) +
               "', which carries autograd history, is stored in " + Into +
               " on every iteration of this loop: the history of every "
               "iteration stays alive; " +
               advice(O.Src))
                  .str());
}

void HistoryFlow::run(FindingSink &Sink) {
  std::vector<llvm::BitVector> In = carriedAtEntry();
  // Accumulations first: storing an accumulator already reported is the
  // same bug again, wherever the store is in the block order.
  for (bool Stores : {false, true})
    for (ir::BlockId B : C.CFG.rpo()) {
      llvm::BitVector Cur = In[B];
      for (const ir::Op &O : C.F.Blocks[B].Ops) {
        if (!Stores && accumulates(O))
          reportAccumulation(O, B, Cur, Sink);
        else if (Stores && O.Kind == ir::OpKind::Escape &&
                 O.Escape == ir::EscapeKind::Container)
          reportStore(O, B, Cur, Sink);
        transfer(O, Cur);
      }
    }
}

/// Whether any op of the function says anything about history (most
/// functions: none).
bool speaksOfHistory(const CFGInfo &CFG) {
  return CFG.has(ir::HistoryEffect::Inherit) ||
         CFG.has(ir::HistoryEffect::Start) ||
         CFG.has(ir::HistoryEffect::Require);
}

} // namespace

static void checkRetainedHistory(const FunctionContext &C, FindingSink &Sink) {
  if (!Sink.enabled(Rule) || !speaksOfHistory(C.CFG))
    return;
  HistoryFlow(C).run(Sink);
}

extern const RuleInfo RetainedHistoryRule = {
    Rule.data(),
    "A value that carries autograd history is accumulated or stored on "
    "every iteration of a loop.",
    "A value computed with autograd on keeps the whole computation that "
    "made it (every intermediate result) alive for as long as it lives. "
    "Summing such values into a running total, or appending them to a "
    "list, on every iteration of a training loop keeps the history of every "
    "iteration: memory grows until the loop ends or the process runs out. "
    "Keep a plain number or a detached copy instead.",
    RuleNeeds::Structure, checkRetainedHistory};

} // namespace tensorlint::rules
