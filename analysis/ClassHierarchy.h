//===- ClassHierarchy.h - Methods across class files -----------*- C++ -*-===//
//
// `class Attention extends BaseLayer`, with BaseLayer in another module
// (ir::Module::ClassBases):
//  - `attn.call(x)` names "<attention file>#Attention.call", which Attention
//    does not define: it inherits BaseLayer's, so the run's symbol table
//    maps that name to BaseLayer's `call` too;
//  - BaseLayer's `this.build()` (Op::ThisDispatch) may run Attention's
//    override of build: a callee of that call, for the calling context and
//    the frequencies, beside BaseLayer's own.
// Built once per run; linear in the classes' methods, at most one pass per
// level of the deepest class chain.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_ANALYSIS_CLASSHIERARCHY_H
#define TENSORLINT_ANALYSIS_CLASSHIERARCHY_H

#include "analysis/Summaries.h"

#include "ir/IR.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringMap.h"

#include <vector>

namespace tensorlint::analysis {

class ClassHierarchy {
public:
  /// Adds to SymToFn the methods each subclass inherits ("<sub>.m" for its
  /// base's "<base>.m" it does not define), through any number of levels.
  /// Modules must outlive it.
  ClassHierarchy(const std::vector<const ir::Module *> &Modules,
                 llvm::StringMap<FunctionRef> &SymToFn);

  /// The overrides, in subclasses at any depth, of method Fn (of module M),
  /// which a `this.m()` of its class may run instead of Fn.
  llvm::SmallVector<FunctionRef, 2>
  overrides(unsigned M, ir::FunctionId Fn,
            const llvm::StringMap<FunctionRef> &SymToFn) const;

private:
  const std::vector<const ir::Module *> &Modules;
  /// A base's symbol to the classes that extend it (their Names).
  llvm::StringMap<llvm::SmallVector<const ir::Module::ClassBase *, 1>>
      Subclasses;
};

} // namespace tensorlint::analysis

#endif // TENSORLINT_ANALYSIS_CLASSHIERARCHY_H
