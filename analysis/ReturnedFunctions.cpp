//===- ReturnedFunctions.cpp - Where returned functions run ---------------===//

#include "analysis/ReturnedFunctions.h"
#include "analysis/SummariesDetail.h"

#include "llvm/ADT/DenseSet.h"

namespace tensorlint::analysis {

using summaries::namedCallee;
using summaries::referencedFunction;

using Key = std::pair<unsigned, ir::FunctionId>;

ReturnedFunctionCalls::ReturnedFunctionCalls(
    const std::vector<const ir::Module *> &Modules,
    const llvm::StringMap<FunctionRef> &SymToFn)
    : Modules(Modules), SymToFn(SymToFn) {
  // Candidates: functions that return functions, that only the run can
  // call, and not through receivers it may not resolve (a method).
  llvm::DenseMap<Key, bool> AllKept; // candidate -> every call keeps it
  for (unsigned M = 0; M != Modules.size(); ++M)
    for (ir::FunctionId Fn = 0; Fn != Modules[M]->Functions.size(); ++Fn) {
      const ir::Function &F = Modules[M]->Functions[Fn];
      llvm::StringRef Name = llvm::StringRef(F.ExportSymbol).rsplit('#').second;
      if (!F.Attrs.ReturnedFunctions.empty() && !Name.contains('.') &&
          (F.ExportSymbol.empty() || Modules[M]->ExportsStayInRun))
        AllKept[{M, Fn}] = false;
    }
  if (AllKept.empty())
    return;
  llvm::DenseSet<Key> Called, Passed;
  for (unsigned M = 0; M != Modules.size(); ++M)
    for (const ir::Function &F : Modules[M]->Functions)
      for (const ir::Block &B : F.Blocks)
        for (const ir::Op &O : B.Ops) {
          if (O.Kind != ir::OpKind::Call && O.Kind != ir::OpKind::ScopedCall)
            continue;
          for (const ir::CallbackArg &CB : O.Callbacks)
            if (std::optional<FunctionRef> P =
                    referencedFunction(*Modules[M], M, SymToFn, CB))
              Passed.insert({P->Module, P->Fn});
          if (O.CallsResult)
            continue;
          std::optional<FunctionRef> G = namedCallee(Modules, SymToFn, M, O);
          if (!G)
            continue;
          auto It = AllKept.find({G->Module, G->Fn});
          if (It == AllKept.end())
            continue;
          bool First = Called.insert(It->first).second;
          It->second = (First || It->second) && O.Kind == ir::OpKind::Call &&
                       O.ResultOnlyCalled;
        }
  for (const auto &[G, Kept] : AllKept) {
    if (!Kept || Passed.contains(G))
      continue;
    llvm::SmallVector<FunctionRef, 2> &Out = Returned[G];
    for (const ir::CallbackArg &R :
         Modules[G.first]->Functions[G.second].Attrs.ReturnedFunctions)
      if (std::optional<FunctionRef> C =
              referencedFunction(*Modules[G.first], G.first, SymToFn, R))
        Out.push_back(*C);
  }
}

llvm::ArrayRef<FunctionRef>
ReturnedFunctionCalls::reached(unsigned M, const ir::Op &O) const {
  if (!O.CallsResult || Returned.empty())
    return {};
  std::optional<FunctionRef> G = namedCallee(Modules, SymToFn, M, O);
  if (!G)
    return {};
  auto It = Returned.find({G->Module, G->Fn});
  return It == Returned.end() ? llvm::ArrayRef<FunctionRef>()
                              : llvm::ArrayRef<FunctionRef>(It->second);
}

} // namespace tensorlint::analysis
