//===- FileLowering.h - Lowering every function of one file -----*- C++ -*-===//
//
// The pipeline for one parsed file: report the first syntax error, resolve
// imports (Bindings), index every function (FunctionIndex), classify
// frequency/tidy/exports (Frequency), then lower every function body
// (StmtLowering/ExprLowering) in passes: the first learns which functions
// return tensors and which parameters always receive tensors, the next use
// that, until the facts stop changing. A file whose first pass learned
// nothing is lowered once; in a later pass, a function that read no fact
// that changed is not lowered again: its last IR stands (FunctionTrace.h).
//
// A PassPlan lets a caller skip lowering a function in a pass and apply what
// it wrote in the same pass of an earlier lowering instead (the editor's
// incremental lowering, IncrementalLowering.h).
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_FRONTEND_JS_FILELOWERING_H
#define TENSORLINT_FRONTEND_JS_FILELOWERING_H

#include "frontend/js/Frequency.h"
#include "frontend/js/Lowering.h"

#include <memory>

namespace tensorlint::frontend::js {

/// What a pass does with each function.
/// Parameter i of a function is a tensor when every call site in the file
/// passes one there (and there is at least one call site): Sites, per call
/// site, which arguments are tensors.
std::vector<bool> paramHints(const std::vector<std::vector<bool>> &Sites);

class PassPlan {
public:
  virtual ~PassPlan();
  /// Before pass Pass; false abandons the lowering.
  virtual bool startPass(int Pass);
  /// The writes to apply instead of lowering function Id in pass Pass, or
  /// null to lower it. Once it has applied them, the caller may move them
  /// into its own log: they are not read again.
  virtual FunctionFacts *replay(ir::FunctionId Id, int Pass);
  /// After function Id was lowered in pass Pass, with what it wrote; false
  /// abandons the lowering.
  virtual bool lowered(ir::FunctionId Id, int Pass, const FunctionFacts &Wrote);
  /// After pass Pass, with what the call sites it saw say of each
  /// function's parameters (which the next pass reads); false abandons the
  /// lowering.
  virtual bool endPass(int Pass, llvm::ArrayRef<std::vector<bool>> ParamHints);
};

class FileLowering {
public:
  FileLowering(const SyntaxTree &T, llvm::StringRef Path, ir::Language Lang,
               const apis::ApiDatabase &Apis, const JsOptions &Opts);
  ~FileLowering();

  /// An earlier lowering of the file whose index Reuse's fragments come
  /// from: its imports and each function's own classification.
  struct EarlierClasses {
    const Bindings &Imports;
    llvm::ArrayRef<OwnClass> Own;
  };

  /// Builds the module's header (syntax errors, scope advice, imports), the
  /// bindings, the function index (from Reuse's, and keeping its fragments,
  /// when given: FunctionIndex::build) and the classification (taking
  /// Earlier's of the functions the index reused, when the imports are
  /// the same: classifyFunctions). Children, if given, gets the named
  /// children of the nodes the index walked (FunctionIndex::build). False
  /// when there is nothing to lower: M is then complete.
  bool prepare(const IndexReuse *Reuse = nullptr, bool KeepFragments = false,
               const EarlierClasses *Earlier = nullptr,
               treesitter::ChildTable *Children = nullptr);

  enum class Outcome { Done, TimedOut, Abandoned };
  /// Lowers the functions pass after pass as Plan says, from no facts (so
  /// an abandoned run can be followed by another). Log, when given,
  /// receives every pass's writes (FactLog.h); without one, a later pass
  /// lowers again only the functions that read a fact that changed
  /// (FunctionTrace.h).
  Outcome runPasses(PassPlan &Plan, FactLog *Log);

  const SyntaxTree &T;
  ir::Module M;
  Bindings B;
  FunctionIndex Index;
  /// Each function's attributes from classification, before lowering.
  std::vector<ir::Function> Classified;
  /// What classification learnt of each function alone.
  std::vector<OwnClass> Own;
  /// The text mentions tslib's helpers (ModuleContext::MentionsTslibHelpers).
  bool MentionsTslibHelpers = false;
  /// How many times runPasses took a function's last lowering in a later
  /// pass instead of lowering it again (FunctionTrace.h).
  unsigned Replayed = 0;
  std::unique_ptr<ModuleContext> Ctx;

private:
  /// A ModuleContext with no facts learned yet.
  void freshContext();
  /// What loads the module: M.NamedFiles, M.RunsOnlyWhenLoaded.
  void noteLoading();

  const apis::ApiDatabase &Apis;
  const JsOptions &Opts;
  std::string ModPath;
  /// The file's path in its package (PackageFacts::InPackage).
  std::string InPackage;
  /// What its package depends on (PackageFacts::Dependencies).
  std::shared_ptr<const std::vector<std::string>> Dependencies;
  /// A framework its package depends on loads the file by its place
  /// (apis' loaded_by_place).
  bool loadedByPlace() const;
  /// M.Diags from before lowering (a syntax error).
  size_t DiagsBeforePasses = 0;
};

/// Whether F calls a function of its file through a freeing scope (a
/// ScopedCall with a known callee).
bool handsCallbackToScope(const ir::Function &F);

} // namespace tensorlint::frontend::js

#endif // TENSORLINT_FRONTEND_JS_FILELOWERING_H
