//===- ReturnedFunctions.h - Where returned functions run -------*- C++ -*-===//
//
// `const run = pickFlow(); run()`: the function pickFlow returns
// (FunctionAttrs::ReturnedFunctions) runs where its result is called
// (Op::CallsResult), as often and in whichever scope those calls run.
// That holds only when the run sees every use of pickFlow's results: each
// call of it keeps its result in a constant the code only calls
// (Op::ResultOnlyCalled), nothing hands pickFlow on as a callback, and no
// code outside the run can call it (an application's module, or no
// export). Otherwise a returned function's callers are not all known, and
// the call reaches nothing here, as before.
//
// Built once per run, for the calling context and the frequencies: linear
// in the calls.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_ANALYSIS_RETURNEDFUNCTIONS_H
#define TENSORLINT_ANALYSIS_RETURNEDFUNCTIONS_H

#include "analysis/Summaries.h"

#include "ir/IR.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringMap.h"

#include <optional>
#include <vector>

namespace tensorlint::analysis {

class ReturnedFunctionCalls {
public:
  /// Modules and SymToFn must outlive it.
  ReturnedFunctionCalls(const std::vector<const ir::Module *> &Modules,
                        const llvm::StringMap<FunctionRef> &SymToFn);

  /// The functions a call of a result (Op::CallsResult) in module M
  /// reaches; empty for any other op, or when the run does not see every
  /// use of its callee's results.
  llvm::ArrayRef<FunctionRef> reached(unsigned M, const ir::Op &O) const;

private:
  const std::vector<const ir::Module *> &Modules;
  const llvm::StringMap<FunctionRef> &SymToFn;
  /// Per function whose results the run sees (module, id), the functions
  /// it returns.
  llvm::DenseMap<std::pair<unsigned, ir::FunctionId>,
                 llvm::SmallVector<FunctionRef, 2>>
      Returned;
};

} // namespace tensorlint::analysis

#endif
