//===- CallbackFlow.h - Where functions handed as callbacks run -*- C++ -*-===//
//
// `timed(summarize)`, `each(rows, step)`: a function of the run handed to
// another function of the run runs where that one calls its parameter
// (FunctionAttrs::ParamCalls: in the callee itself, or in a closure nested
// in it, as an event handler). How often it runs follows from there: each
// time the caller makes the call (the callee calls the parameter in its own
// body), each time the closure runs, or per iteration of a loop around
// either call. A callee that never calls the parameter itself keeps it, or
// passes it on: when that runs is not known here.
//
// Built once per run, for the frequencies (Summaries.cpp): linear in the
// calls and the parameter calls.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_ANALYSIS_CALLBACKFLOW_H
#define TENSORLINT_ANALYSIS_CALLBACKFLOW_H

#include "analysis/Summaries.h"
#include "analysis/SummariesDetail.h"

#include "ir/IR.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringMap.h"

#include <tuple>
#include <vector>

namespace tensorlint::analysis {

struct CallbackFlow {
  /// One function handed at one call.
  struct Pass {
    FunctionRef Caller; ///< The function that makes the call.
    ir::BlockId Block;  ///< The call's block in Caller.
    unsigned Line;      ///< The call's line, for reasons.
    FunctionRef Callback;
    /// The callee's parameter that receives it.
    FunctionRef Callee;
    uint32_t Arg;
  };
  /// Where a parameter is called: in Fn (the callee or a closure of its),
  /// in Block, on Line.
  struct Run {
    ir::FunctionId Fn;
    ir::BlockId Block;
    unsigned Line;
  };
  using ParamKey = std::tuple<unsigned, ir::FunctionId, uint32_t>;

  std::vector<Pass> Passes;
  /// Per callee parameter: where it is called; absent when nowhere.
  llvm::DenseMap<ParamKey, llvm::SmallVector<Run, 1>> Runs;
  /// Per callee parameter: the passes that hand it a function.
  llvm::DenseMap<ParamKey, llvm::SmallVector<size_t, 2>> PassesTo;
  /// Per module, per function: the passes it makes.
  std::vector<std::vector<llvm::SmallVector<size_t, 1>>> PassesBy;

  bool empty() const { return Passes.empty(); }

  template <typename CalleesT>
  CallbackFlow(const std::vector<const ir::Module *> &Modules, CalleesT Callees,
               const llvm::StringMap<FunctionRef> &SymToFn) {
    PassesBy.resize(Modules.size());
    for (unsigned M = 0; M != Modules.size(); ++M) {
      const ir::Module &Mod = *Modules[M];
      PassesBy[M].resize(Mod.Functions.size());
      for (ir::FunctionId Fn = 0; Fn != Mod.Functions.size(); ++Fn) {
        const ir::Function &F = Mod.Functions[Fn];
        for (const ir::FunctionAttrs::ParamCall &PC : F.Attrs.ParamCalls)
          if (PC.Param.Fn < Mod.Functions.size())
            Runs[{M, PC.Param.Fn, PC.Param.Index}].push_back(
                {Fn, PC.Block, PC.At.Line});
        for (ir::BlockId B = 0; B != F.Blocks.size(); ++B)
          for (const ir::Op &O : F.Blocks[B].Ops) {
            if (O.Kind != ir::OpKind::Call || O.Callbacks.empty())
              continue;
            for (const ir::CallbackArg &CB : O.Callbacks) {
              std::optional<FunctionRef> Passed =
                  summaries::referencedFunction(Mod, M, SymToFn, CB);
              if (!Passed)
                continue; // a parameter passed on: its callers' passes
              // (Handed to an API instead: the frontend says how often the
              // API runs it, FunctionAttrs::Freq and DeferredBy.)
              for (FunctionRef C : Callees(M, O))
                add({{M, Fn}, B, O.Range.Begin.Line, *Passed, C, CB.Arg});
            }
          }
      }
    }
  }

  /// Where the callee of P calls the parameter P hands a function to.
  llvm::ArrayRef<Run> runsOf(const Pass &P) const {
    auto It = Runs.find({P.Callee.Module, P.Callee.Fn, P.Arg});
    return It == Runs.end() ? llvm::ArrayRef<Run>() : It->second;
  }

private:
  void add(Pass P) {
    size_t I = Passes.size();
    PassesBy[P.Caller.Module][P.Caller.Fn].push_back(I);
    PassesTo[{P.Callee.Module, P.Callee.Fn, P.Arg}].push_back(I);
    Passes.push_back(P);
  }
};

} // namespace tensorlint::analysis

#endif // TENSORLINT_ANALYSIS_CALLBACKFLOW_H
