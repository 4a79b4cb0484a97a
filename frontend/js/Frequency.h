//===- Frequency.h - How often each function body runs ----------*- C++ -*-===//
//
// Classifies functions by where they are defined or registered, as the
// frameworks' models say (Repeaters.h, apis/js/*.yaml): components and
// lifecycle hooks (per render), event listeners and timers (per event),
// route handlers (per request), iteration callbacks (per iteration); by
// name, functions registered elsewhere in the file and the components
// routes show. Also marks tidy callbacks and sets export symbols.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_FRONTEND_JS_FREQUENCY_H
#define TENSORLINT_FRONTEND_JS_FREQUENCY_H

#include "frontend/js/Bindings.h"
#include "frontend/js/FunctionIndex.h"

namespace tensorlint::frontend::js {

/// Dotted parts of a callee: `tf.engine().startScope` -> tf, engine,
/// startScope (empty-argument calls in the chain are looked through);
/// `app.get` -> app, get. False for anything else (computed members...).
bool calleeParts(TSNode Callee, const SyntaxTree &T,
                 llvm::SmallVectorImpl<llvm::StringRef> &Parts);

/// The API entry a library call resolves to, from its callee parts. The
/// root must not be shadowed by a local binding (RootIsLocal).
const apis::ApiEntry *resolveLibraryCall(llvm::ArrayRef<llvm::StringRef> Parts,
                                         bool RootIsLocal, const Bindings &B,
                                         const apis::ApiDatabase &Apis);

/// What classification learns of a function from its own node and the
/// top-level statement around it (and the imports, for a scope's callback),
/// before the registrations of named callbacks anywhere in the file are
/// read. So it is the same for a function whose top-level statement the
/// incremental parse kept, under the same imports (FunctionIndex::ReusedFrom).
struct OwnClass {
  ir::Frequency Freq = ir::Frequency::Unknown;
  std::string Reason;
  bool IsScopeCallback = false;
  /// The callback of a scope that stays open across awaits.
  bool ScopeSpansAwaits = false;
  /// Registered with a one-shot scheduler by its enclosing function.
  bool Deferred = false;
  /// Runs once per mount of its enclosing component or hook (a React
  /// effect with no dependencies and no cleanup): ir::FunctionAttrs::
  /// OncePerMountOf.
  bool PerMount = false;
  /// A mount hook: ir::FunctionAttrs::MountHook.
  bool Mount = false;
};

/// Whether the file is a classic script: JavaScript that imports, requires
/// and exports nothing, whose top-level declarations are globals of the
/// page that loads it.
bool isClassicScript(const FunctionIndex &Index, const SyntaxTree &T,
                     const Bindings &B, llvm::StringRef Path);

/// Fills Freq/FreqReason/IsScopeCallback/ExportSymbol/IsAsync of Fns (which
/// parallels Index.Functions), and Registrations with the imported functions
/// registered as repeating callbacks (route handlers, event listeners),
/// PropCallbacks with the functions handed to components as props, and
/// FunctionAttrs::PropRegistrations of the components that register a prop
/// as an element's callback.
/// Own receives each function's OwnClass. Previous: the OwnClass of a
/// lowering of an earlier text of the file with the same imports, by the
/// ids of its index: reused for the functions Index.ReusedFrom maps there.
/// InTest: the file is a test (ir::Module::IsTest), whose test bodies run
/// once. Returns whether the file is a classic script (no imports or
/// exports: it shares the global scope of the pages that load it).
bool classifyFunctions(const FunctionIndex &Index,
                       std::vector<ir::Function> &Fns, const SyntaxTree &T,
                       const Bindings &B, const apis::ApiDatabase &Apis,
                       llvm::StringRef Path, bool InTest,
                       std::vector<ir::CallbackRegistration> &Registrations,
                       std::vector<ir::PropCallback> &PropCallbacks,
                       std::vector<OwnClass> &Own,
                       llvm::ArrayRef<OwnClass> Previous = {});

} // namespace tensorlint::frontend::js

#endif
