//===- Lowering.h - Lowering Python functions to the IR ---------*- C++ -*-===//
//
// FunctionLowering turns one function's statements into a CFG of IR blocks
// (StmtLowering.cpp) and its expressions into ops on values
// (ExprLowering.cpp). ModuleContext holds what every function of the file
// shares: the names, the function index, and what module variables and
// class fields are known to hold, learned as functions are lowered (the
// module's code first, then each class's __init__, then the rest).
//
// Python frees objects when they are no longer referenced, so a value here
// is an owned resource only when its library says it must be released by
// hand (a TF1 session); the other library objects (tensors, layers) are
// Derive ops, tracked for the autograd history they carry.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_FRONTEND_PYTHON_LOWERING_H
#define TENSORLINT_FRONTEND_PYTHON_LOWERING_H

#include "frontend/ApiCallPlan.h"
#include "frontend/python/FunctionIndex.h"
#include "frontend/python/Names.h"

#include "apis/ApiModel.h"
#include "ir/IR.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"

#include <chrono>
#include <map>

namespace tensorlint::frontend::python {

/// What a name or an expression is known to hold.
struct Known {
  ir::ValueType Ty = ir::ValueType::Other;
  std::string Res; ///< Its API model resource ("Session", "torch.Module").
  QualName Q;      ///< The library object it is (namespace, class, ...).
  ir::FunctionId Fn = ir::NoFunction; ///< A function of this file.
  std::string Class;     ///< An instance of this file's class Class.
  std::string ClassName; ///< This file's class ClassName itself.
  /// What another module's callable made, by its symbol ("<path>#Chain"):
  /// an instance of that module's class, if it is one, whose methods are
  /// "<path>#Chain.run".
  std::string MadeBy;
  /// A list, tuple, set or dictionary whose elements (values) are all
  /// instances of one class: this file's ElemClass, or what another
  /// module's ElemMadeBy made (`LOADERS = {"a": Loader("a.onnx")}`).
  std::string ElemClass, ElemMadeBy;
  /// What an element of it is known to be.
  Known element() const {
    Known E;
    E.Class = ElemClass;
    E.MadeBy = ElemMadeBy;
    return E;
  }
  /// A traced function: each trace adds to graph TraceGraph.
  bool Traced = false;
  uint32_t TraceGraph = 0;
  /// A plain number that changes from one loop iteration to the next (the
  /// index of a `range` or `enumerate` loop).
  bool PlainNumber = false;
  /// A library's object, or what a library's call made.
  bool library() const { return !Res.empty() || Q.valid(); }
  bool informative() const {
    return !Res.empty() || Q.valid() || Fn != ir::NoFunction ||
           !Class.empty() || !ClassName.empty() || Traced || PlainNumber ||
           !MadeBy.empty() || !ElemClass.empty() || !ElemMadeBy.empty();
  }
};

struct ModuleContext {
  ModuleContext(const SyntaxTree &T, const apis::ApiDatabase &Apis,
                const Names &N, const FunctionIndex &Index,
                llvm::StringRef Path, ir::Module &M)
      : T(T), Apis(Apis), N(N), Index(Index), Path(Path), M(M) {}
  const SyntaxTree &T;
  const apis::ApiDatabase &Apis;
  const Names &N;
  const FunctionIndex &Index;
  llvm::StringRef Path; ///< Canonical (symbols).
  ir::Module &M;
  std::chrono::steady_clock::time_point Deadline =
      std::chrono::steady_clock::time_point::max();

  llvm::StringMap<Known> ModuleVars; ///< Top-level names.
  llvm::StringMap<Known> Fields;     ///< "Class.attr".
  /// Top-level functions and methods ("Class.method") of the file.
  llvm::StringMap<ir::FunctionId> TopFunctions, Methods;
  /// Resources tried, in order, for a method called on a value of unknown
  /// type (the imported libraries' `untyped_receivers`).
  std::vector<std::string> UntypedReceivers;
  /// Per function: its loads run once per arguments (a cache decorator).
  std::vector<bool> Cached;
  /// Per function: its results carry no history (a no-history decorator).
  std::vector<bool> NoHistory;

  /// The index of a library's graph in Module::Graphs (added on first use).
  uint32_t graphId(const apis::Library &Lib, llvm::StringRef Name);
  /// The resource key an entry makes, and what its values hold.
  Known knownOf(const apis::ApiEntry &E) const;
  /// The entry a library object names, or null.
  const apis::ApiEntry *entryOf(const QualName &Q) const {
    return Q.valid() && !Q.ThroughInstance ? Apis.lookupFunction(*Q.Lib, Q.Path)
                                           : nullptr;
  }
  /// What an instance of a library class holds (its constructor's
  /// resource), for method calls on it.
  Known instanceKnown(const QualName &Q) const;
  /// The entry of method Name called on Obj, and (in Q) the library name
  /// of that method ("Flask.route"); null if none is modelled.
  const apis::ApiEntry *methodEntry(const Known &Obj, llvm::StringRef Name,
                                    QualName &Q) const;
  /// Sets F's frequency unless something more specific already did.
  void setFrequency(ir::FunctionId F, ir::Frequency Freq, std::string Reason);

private:
  std::map<std::pair<const apis::Library *, std::string>, uint32_t> Graphs;
};

/// A repeater's reason with "{callee}" replaced by Callee.
std::string reasonOf(const apis::Repeater &R, llvm::StringRef Callee);

/// Lowers the function Index.Functions[Id] into M.Functions[Id].
void lowerFunction(ModuleContext &Ctx, ir::FunctionId Id);

} // namespace tensorlint::frontend::python

#endif // TENSORLINT_FRONTEND_PYTHON_LOWERING_H
