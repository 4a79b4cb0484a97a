//===- ClassBases.h - Classes that extend a class of the run -----*- C++ -*-=//
//
// `class Attention extends BaseLayer` with BaseLayer imported from another
// file of the project: calls of `attn.call(...)` that Attention inherits
// reach BaseLayer's `call`, and BaseLayer's `this.build()` may run
// Attention's override. The frontend records each such class with the
// symbols it and its base are known by (ir::Module::ClassBases); the
// summaries link them across the run.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_FRONTEND_JS_CLASSBASES_H
#define TENSORLINT_FRONTEND_JS_CLASSBASES_H

#include "frontend/js/Bindings.h"
#include "frontend/js/FunctionIndex.h"
#include "ir/IR.h"

#include <vector>

namespace tensorlint::frontend::js {

/// What a class's `extends` names: `Base`, `ns.Base` (`extends Base<T>`
/// too); empty if it extends nothing.
llvm::StringRef extendedClassName(TSNode Class, const SyntaxTree &T);

/// The classes of the file (those with methods) whose `extends` names a
/// class of the run: one imported from another file of the project, or one
/// the file declares. SymbolPath is the module's path as its symbols spell
/// it.
std::vector<ir::Module::ClassBase> classBases(const FunctionIndex &Index,
                                              const SyntaxTree &T,
                                              const Bindings &B,
                                              llvm::StringRef SymbolPath);

} // namespace tensorlint::frontend::js

#endif // TENSORLINT_FRONTEND_JS_CLASSBASES_H
