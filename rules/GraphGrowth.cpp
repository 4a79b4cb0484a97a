//===- GraphGrowth.cpp - tensor-graph-growth ------------------------------===//
//
// Some runtimes keep what a call adds to a graph for as long as the graph
// lives: ops added to a default graph, a function traced again for a new
// plain value, a model built into a framework's global state. Added on
// every iteration of a loop (or every run of a function that runs again
// and again), the graph and the memory it holds grow without bound.
//
// Which calls add, run and reset which graph is the API models' knowledge
// (ir::Module::Graphs and the GraphAdd/GraphRun/GraphReset ops). A call of
// a function that returns what it added, kept nowhere (a helper that builds
// a model and returns it), adds as that addition does
// (analysis::FunctionSummary::ReturnsGraphAddition), in any module. Some
// graphs grow memory only where they also run: ops added in a loop that
// never runs the graph may be eager computations of a runtime that builds
// no graph at all, so those additions are reported only in a loop that
// also runs the graph (Graph::NeedsRun). A reset of the graph in the same
// loop empties it on each iteration: nothing is reported then.
//
//===----------------------------------------------------------------------===//

#include "analysis/NaturalLoops.h"
#include "rules/RuleContext.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/Twine.h"

namespace tensorlint::rules {

using namespace analysis;

static constexpr llvm::StringLiteral Rule = "tensor-graph-growth";

namespace {

struct GraphOps {
  const ir::Op *Op;
  ir::BlockId Block;
  /// The graph it adds to, runs or resets: one of the module's, or the
  /// copy a callee's summary holds.
  const ir::Graph *G;
};

bool sameGraph(const ir::Graph &A, const ir::Graph &B) {
  return &A == &B || A.Name == B.Name;
}

class GraphCheck {
public:
  explicit GraphCheck(const FunctionContext &C) : C(C), Loops(C.CFG) {
    bool CallsMayAdd =
        C.Summaries.returnsGraphAdditions() && C.CFG.has(ir::OpKind::Call);
    for (ir::BlockId B : C.CFG.rpo())
      for (const ir::Op &O : C.F.Blocks[B].Ops) {
        if (O.Kind == ir::OpKind::Call) {
          if (!CallsMayAdd || O.Dst == ir::NoValue)
            continue;
          if (const analysis::FunctionSummary *S = C.calleeSummary(O);
              S && S->ReturnsGraphAddition)
            Adds.push_back({&O, B, S->ReturnsGraphAddition.get()});
          continue;
        }
        if (O.Kind != ir::OpKind::GraphAdd && O.Kind != ir::OpKind::GraphRun &&
            O.Kind != ir::OpKind::GraphReset)
          continue;
        if (O.Graph >= C.M.Graphs.size())
          continue;
        GraphOps G{&O, B, &C.M.Graphs[O.Graph]};
        if (O.Kind == ir::OpKind::GraphAdd)
          Adds.push_back(G);
        else if (O.Kind == ir::OpKind::GraphRun)
          Runs.push_back(G);
        else
          Resets.push_back(G);
      }
    // Report the first addition of a loop in the source, not the first in
    // block order.
    llvm::sort(Adds, [](const GraphOps &A, const GraphOps &B) {
      return A.Op->Range.Begin < B.Op->Range.Begin;
    });
  }

  void run(FindingSink &Sink);

private:
  const FunctionContext &C;
  NaturalLoops Loops;
  std::vector<GraphOps> Adds, Runs, Resets;
  /// (loop or ~0u for the function, graph's name) already reported.
  llvm::DenseSet<std::pair<unsigned, llvm::StringRef>> Reported;

  /// What a run must run for the addition to grow with it: the traced
  /// function the addition made (or retraced), else anything of its graph.
  static ir::ValueId addedThing(const ir::Op &Add) {
    return Add.Dst != ir::NoValue ? Add.Dst : Add.Src;
  }
  static bool runsIt(const GraphOps &Run, const GraphOps &Add) {
    if (!sameGraph(*Run.G, *Add.G))
      return false;
    ir::ValueId What = addedThing(*Add.Op);
    return What == ir::NoValue || Run.Op->Src == What;
  }
  /// A run of Add's graph in loop L (L == ~0u: anywhere in the function).
  const ir::Op *runIn(unsigned L, const GraphOps &Add) const {
    for (const GraphOps &R : Runs)
      if ((L == ~0u || Loops.contains(L, R.Block)) && runsIt(R, Add))
        return R.Op;
    return nullptr;
  }
  bool resetIn(unsigned L, const ir::Graph &G) const {
    for (const GraphOps &R : Resets)
      if (sameGraph(*R.G, G) && (L == ~0u || Loops.contains(L, R.Block)))
        return true;
    return false;
  }
  /// What Add made is kept (stored in a container, field or module
  /// variable, or returned): meant to live on, as an ensemble's models.
  bool kept(const GraphOps &Add) const;
  void report(const GraphOps &Add, const ir::Op *Run, llvm::StringRef Where,
              FindingSink &Sink);
};

bool GraphCheck::kept(const GraphOps &Add) const {
  if (Add.Op->Dst == ir::NoValue || Add.G->NeedsRun)
    return false;
  llvm::SmallVector<ir::ValueId, 4> Names{Add.Op->Dst};
  auto Named = [&](ir::ValueId V) { return llvm::is_contained(Names, V); };
  // Names it is copied to, and what holds it among other parts (a
  // conditional expression that may pick it, a tuple or list with it: a
  // derive from parts, no library call); a few rounds cover what code does.
  for (int Round = 0; Round < 3; ++Round)
    for (const ir::Block &B : C.F.Blocks)
      for (const ir::Op &O : B.Ops) {
        bool Holds = (O.Kind == ir::OpKind::Assign && Named(O.Src)) ||
                     (O.Kind == ir::OpKind::Derive && O.Src == ir::NoValue &&
                      O.Api.empty() && llvm::any_of(O.Args, Named));
        if (Holds && O.Dst != ir::NoValue && !Named(O.Dst))
          Names.push_back(O.Dst);
      }
  for (const ir::Block &B : C.F.Blocks)
    for (const ir::Op &O : B.Ops)
      if (O.Kind == ir::OpKind::Escape && Named(O.Src) &&
          O.Escape != ir::EscapeKind::Sink)
        return true;
  return false;
}

void GraphCheck::report(const GraphOps &A, const ir::Op *Run,
                        llvm::StringRef Where, FindingSink &Sink) {
  const ir::Op &Add = *A.Op;
  const ir::Graph &G = *A.G;
  std::string Msg;
  if (Add.Kind == ir::OpKind::GraphAdd && !Add.Args.empty()) {
    // A traced function called with a plain value that changes.
    Msg = (llvm::Twine("'") + Add.Api +
           "' is called with a new plain value "
           "of '" +
           C.valueName(Add.Args.front()) + "' " + Where +
           ": each new value adds to " + G.Noun + ", which keeps them all")
              .str();
  } else {
    Msg = (llvm::Twine("'") + Add.Api + "' adds to " + G.Noun + " " + Where +
           ", which keeps everything added to it: memory grows with every "
           "run")
              .str();
  }
  if (!G.Advice.empty())
    Msg += "; " + G.Advice;
  std::vector<Note> Notes;
  if (Run && Run->Range.Begin != Add.Range.Begin)
    Notes.push_back({Run->Range, "the graph runs here"});
  Sink.report(Rule, Add.Range, std::move(Msg), std::move(Notes));
}

void GraphCheck::run(FindingSink &Sink) {
  for (const GraphOps &A : Adds) {
    if (kept(A))
      continue;
    bool NeedsRun = A.G->NeedsRun;
    bool Done = false;
    for (unsigned L : Loops.loopsOf(A.Block)) {
      if (resetIn(L, *A.G))
        break; // Emptied on every iteration of this loop and those around it.
      const ir::Op *Run = runIn(L, A);
      if (NeedsRun && !Run)
        continue; // Perhaps an outer loop runs it.
      if (Reported.insert({L, A.G->Name}).second)
        report(A, Run, "on every iteration of this loop", Sink);
      Done = true;
      break;
    }
    if (Done || !Loops.loopsOf(A.Block).empty() || !C.repeats() ||
        resetIn(~0u, *A.G))
      continue;
    const ir::Op *Run = runIn(~0u, A);
    if (NeedsRun && !Run)
      continue;
    if (Reported.insert({~0u, A.G->Name}).second)
      report(A, Run, "every time " + C.runsPhrase(), Sink);
  }
}

} // namespace

static void checkGraphGrowth(const FunctionContext &C, FindingSink &Sink) {
  if (!Sink.enabled(Rule) ||
      (C.M.Graphs.empty() && !C.Summaries.returnsGraphAdditions()))
    return;
  GraphCheck(C).run(Sink);
}

extern const RuleInfo GraphGrowthRule = {
    Rule.data(),
    "A call adds to a long-lived graph on every iteration of a loop, or "
    "every run of a repeating function, that also runs it.",
    "Some runtimes keep what is added to a graph for as long as the graph "
    "lives: operations added to a default graph, a function traced again "
    "for each new plain value it is called with, models built into a "
    "framework's global state. Added inside a loop that runs the graph, or "
    "in a request or event handler, they pile up: memory and the time of "
    "each run grow until the process dies. Build the graph once, outside "
    "the loop, or reset it on each iteration.",
    RuleNeeds::Structure, checkGraphGrowth};

} // namespace tensorlint::rules
