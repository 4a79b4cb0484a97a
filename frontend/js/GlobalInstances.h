//===- GlobalInstances.h - A classic script's global instances ---*- C++ -*-=//
//
// `const agent = new Agent(...)` at the top of a classic script makes
// `agent` a global of every page that loads the script, as the script's
// functions and classes are: the page's handlers and its other scripts call
// `agent.loadModels(files)`, which is Agent's method. The frontend records
// each such variable with its class (ir::Module::GlobalInstances); the
// summaries link the page's calls to the class's methods.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_FRONTEND_JS_GLOBALINSTANCES_H
#define TENSORLINT_FRONTEND_JS_GLOBALINSTANCES_H

#include "frontend/js/Bindings.h"
#include "frontend/js/FunctionIndex.h"
#include "ir/IR.h"

#include <vector>

namespace tensorlint::frontend::js {

/// The top-level variables of a classic script that hold an instance of a
/// class named by an identifier: declared with `new C(...)` (`const`,
/// `let`, `var`), or a top-level name assigned `new C(...)` by a statement
/// of the script's top level or of the body of one of its top-level
/// functions (`let agent; function setup() { agent = new Agent(); }`). A
/// name given instances of two classes says nothing and is left out.
std::vector<ir::Module::GlobalInstance>
globalInstances(const FunctionIndex &Index, const SyntaxTree &T);

/// A module's top-level variables that hold an instance of a class of the
/// run, found as globalInstances finds them, with the class's symbol: the
/// class of the file, or the one an import names. Another module's
/// `service.predict(x)` (`import { service } from './svc'`) is the class's
/// method (ir::Module::ImportedName::Instance).
std::vector<ir::Module::ImportedName>
moduleInstances(const FunctionIndex &Index, const SyntaxTree &T,
                const Bindings &B, llvm::StringRef ModPath);

} // namespace tensorlint::frontend::js

#endif // TENSORLINT_FRONTEND_JS_GLOBALINSTANCES_H
