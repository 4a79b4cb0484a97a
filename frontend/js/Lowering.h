//===- Lowering.h - Lowering one function body to the IR --------*- C++ -*-===//
//
// FunctionLowering turns one function's statements into a CFG of IR blocks
// (StmtLowering.cpp) and its expressions into ops on tensor values
// (ExprLowering.cpp). ModuleContext holds what every function of the file
// shares, including facts learned by a first lowering pass (which functions
// return tensors, which parameters always receive tensors, the types of
// module variables and class fields) that the second, final pass uses.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_FRONTEND_JS_LOWERING_H
#define TENSORLINT_FRONTEND_JS_LOWERING_H

#include "frontend/js/Bindings.h"
#include "frontend/js/FactLog.h"
#include "frontend/js/FunctionIndex.h"
#include "frontend/js/FunctionTrace.h"
#include "frontend/js/JsFrontend.h"
#include "frontend/js/SharedMap.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"

#include <memory>
#include <optional>

namespace tensorlint::frontend::js {

struct AsyncShapes;

struct ModuleContext {
  ModuleContext(const SyntaxTree &T, const apis::ApiDatabase &Apis,
                const Bindings &B, const FunctionIndex &Index,
                const JsOptions &Opts, llvm::StringRef Path, ir::Module &M)
      : T(T), Apis(Apis), B(B), Index(Index), Opts(Opts), Path(Path), M(M) {}
  const SyntaxTree &T;
  const apis::ApiDatabase &Apis;
  const Bindings &B;
  const FunctionIndex &Index;
  const JsOptions &Opts;
  llvm::StringRef Path;
  ir::Module &M;
  /// Path as the module's symbols spell it (canonicalModulePath).
  std::string SymbolPath;
  bool DepthReported = false;
  /// The frame address of the lowering's outermost frame: how much stack the
  /// recursive lowering uses is measured from it.
  uintptr_t StackBase = 0;

  // Facts learned while lowering (kept across passes).
  llvm::StringMap<Known> ModuleVars; ///< Top-level names holding tensors.
  llvm::StringMap<Known> Fields;     ///< "Class.field" -> what it holds.
  /// Per function: the outer names visible at the closure's creation that
  /// its text spells (lowerClosure); its trace shares them (SharedMap.h).
  std::vector<SharedMap<Known>> Captures;
  /// Per function: per call site, per argument: is it a tensor.
  std::vector<std::vector<std::vector<bool>>> CallSites;
  /// From the previous pass: per function, per parameter, always a tensor.
  std::vector<std::vector<bool>> ParamHints;
  /// From the previous pass: what each function returns.
  std::vector<Known> Returns;

  // Types inferred from use, for plain JavaScript that has no annotations
  // (`function loop(model, xs) { model.predict(x) }`). Keyed by the start
  // byte of the declaring identifier, so shadowing names do not mix.
  /// Per function: declaring identifier of each captured outer name.
  std::vector<SharedMap<uint32_t>> CaptureDecls;
  /// Top-level names: their declaring identifier.
  llvm::StringMap<uint32_t> ModuleDecls;
  /// Declarations whose uses only make sense on a tensor or model.
  llvm::DenseMap<uint32_t, Known> UseHints;
  /// Declarations used as arrays, strings or other plain JS values.
  llvm::DenseSet<uint32_t> NotTensor;
  /// Declarations made empty (`let prev = null`) and assigned a tensor
  /// later: what they hold. An assignment proves more than a use, so
  /// NotTensor (`prev.dispose()` is no proof either way) does not veto it.
  llvm::DenseMap<uint32_t, Known> AssignedHints;
  /// The file calls the tensor library (imported or global).
  bool UsesLibrary = false;
  /// What the file's libraries say of values of unknown type: the
  /// resources whose methods are tried on them, in order (the imported
  /// libraries' `untyped_receivers` first, then every other JS library's),
  /// and the first of those, what such a value used as a resource is.
  std::vector<std::string> UntypedReceivers;
  /// The untyped receivers of the libraries the file uses (all of
  /// UntypedReceivers if it uses none): what a field's method calls may
  /// make it (`this.plan.execute()` in a file on ONNX Runtime is no TF.js
  /// GraphModel).
  std::vector<std::string> FieldReceivers;
  /// The file imports a library or, importing none (a page's script), names
  /// one's global (`tf.`): its fields are typed by that library's methods.
  bool NamesLibrary = false;
  std::string DefaultResource;
  /// The last lowering pass: facts from the previous one are complete.
  bool FinalPass = false;
  /// The text mentions tslib's `__awaiter` or `__generator`: functions may
  /// be down-levelled async functions or generators (GeneratorLowering.cpp),
  /// which are looked for only then.
  bool MentionsTslibHelpers = false;
  /// What GeneratorLowering.cpp recognised of each function it asked about
  /// (by node), kept for the lowering's later passes and for the awaiter
  /// and generator callbacks, which ask about the function around them.
  /// Shared: the type is complete only there.
  std::shared_ptr<AsyncShapes> AsyncShapeCache;
  /// Per class (by node): the user class each of its fields is declared
  /// as (`env: Env;` -> "<path>#Env"; empty when it is none), first
  /// definition of a name first (FunctionLowering::fieldClassSymbol).
  llvm::DenseMap<const void *, llvm::StringMap<std::string>> FieldClassSymbols;
  /// Per object literal (by node) that `this` is in its methods: its
  /// functions by key, and those of its objects of methods (Vue's
  /// `methods`), first of a key first; built on the first `this.m()` in
  /// one of them (FunctionLowering::objectLiteralMember).
  llvm::DenseMap<const void *, llvm::StringMap<ir::FunctionId>> ObjectMembers;
  /// The classes the module declares at its top level (exported or not),
  /// read on the first field typed by a name no import binds.
  std::optional<llvm::StringSet<>> TopLevelClasses;
  // Reads of the shared facts go through these, which record them when a
  // FunctionTrace is attached (the name says which fact; null: none known).
  /// The type inferred for the declaration at byte Decl, or null.
  const Known *useHint(uint32_t Decl) const;
  /// The declaration at byte Decl is used as an array, a string or another
  /// plain JS value (NotTensor).
  bool usedAsPlainValue(uint32_t Decl) const;
  /// Where the reads and changes of the function being lowered go, or null.
  FunctionTrace *Trace = nullptr;
  const Known *moduleVar(llvm::StringRef Name) const;
  const Known *fieldFact(llvm::StringRef Key) const;
  const Known &returnOf(ir::FunctionId Fn) const;
  bool finalPass() const;
  const Known *assignedHint(uint32_t Decl) const;
  std::optional<uint32_t> moduleDecl(llvm::StringRef Name) const;
  /// Whether the facts Tr read still hold, for function Fn's turn: its
  /// attributes, captures and parameter hints are those it started from,
  /// and every fact it read has the value it saw.
  bool stillHolds(const FunctionTrace &Tr, ir::FunctionId Fn) const;
  /// Asks again the changes Tr asked (Traces: for the captures of the
  /// closures it made).
  void replay(const FunctionTrace &Tr, llvm::ArrayRef<FunctionTrace> Traces);

  // Changes to the shared facts above (and to other functions' attributes)
  // go through these, so that a FactLog sees every one (FactLog.h).
  /// Where the writes of the function being lowered go, or null.
  FunctionFacts *Log = nullptr;
  void setModuleVar(llvm::StringRef Name, const Known &K);
  void setField(llvm::StringRef Key, const Known &K);
  /// A field's type from its uses: only when nothing set it yet.
  void hintField(llvm::StringRef Key, const Known &K);
  void addCallSite(ir::FunctionId Callee, std::vector<bool> Site);
  void setReturn(ir::FunctionId Fn, const Known &K);
  void setModuleDecl(llvm::StringRef Name, uint32_t Decl);
  /// First wins.
  void hintAssigned(uint32_t Decl, const Known &K);
  void markNotTensor(uint32_t Decl);
  /// First wins, except that a model outranks a tensor (models are never
  /// tensors) when ModelOutranksTensor.
  void hintUse(uint32_t Decl, const Known &K, bool ModelOutranksTensor);
  void noteUsesLibrary();
  void markScopeCallback(ir::FunctionId Fn);
  /// Records what closure Fn was given (Captures/CaptureDecls[Fn]), for the
  /// log and the trace only: nothing changes.
  void noteCaptures(ir::FunctionId Fn);
  /// Applies a write recorded earlier (the incremental lowering's replay).
  void apply(const FactWrite &W);

  void reportDepth(ir::SourceLoc L);

private:
  /// Fields[Key] = K, logged (setField and hintField, each traced once).
  void assignField(llvm::StringRef Key, const Known &K);
};

/// Lowers the function Index.Functions[Id] into M.Functions[Id].
void lowerFunction(ModuleContext &Ctx, ir::FunctionId Id);

} // namespace tensorlint::frontend::js

#endif
