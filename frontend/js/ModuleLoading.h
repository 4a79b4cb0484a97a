//===- ModuleLoading.h - What loads a module ------------------*- C++ -*-===//
//
// A module of an application runs only when something loads it: another
// module imports or requires it, a page's script tag names it, code starts
// it as a worker, a bundler's entry or glob names it. Each of those names
// the file in a string. The facts here let the summaries tell a module that
// nothing of the run loads (a backup copy, a sketch whose import was
// commented out) from one that runs by itself (a Node script's top level):
// ir::Module::NamedFiles and ir::Module::RunsOnlyWhenLoaded.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_FRONTEND_JS_MODULELOADING_H
#define TENSORLINT_FRONTEND_JS_MODULELOADING_H

#include "apis/ApiModel.h"
#include "frontend/js/Syntax.h"

#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace tensorlint::frontend::js {

/// Adds to Out what Text, a string literal's text without its quotes (or a
/// path), may name of the run's files: the last part of a path, with and
/// without its extension (`'./ui/draw.js'` names "draw.js" and "draw"); for
/// a computed or glob path, its folder too (`` `./models/${m}.js` `` and
/// `'./models/*.js'` name "models"). Prose and long text name nothing.
void addNamedFiles(llvm::StringRef Text, std::vector<std::string> &Out);

/// Whether nothing runs the module in T unless code loads it: it is a
/// module (it imports, requires or exports) whose top level only declares
/// (imports, exports, functions, classes, constants and their values), or
/// a worker's script (a statement of C.WorkerScriptStatements:
/// `self.onmessage = ...`), which runs only when a page's code starts it.
/// A top level that calls anything else may be a program run by itself
/// (`node train.js`).
bool runsOnlyWhenLoaded(const SyntaxTree &T,
                        const apis::ComponentConventions &C);

/// Whether the code in T can run only in a web page (Node cannot run it by
/// itself): its code (comments aside; a string counts) spells a global
/// only a page has (`page_globals`: `document`, `window`); or, importing
/// and requiring nothing (ImportsModules false), a library's global that
/// only the library's browser bundle defines (`globals`: `tf`, `ort`),
/// which a page's script tag loads first.
bool needsPage(const SyntaxTree &T, bool ImportsModules,
               const apis::ApiDatabase &Apis);

} // namespace tensorlint::frontend::js

#endif
