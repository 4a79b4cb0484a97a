//===- Syntax.h - The JavaScript/TypeScript side of tree-sitter -*- C++ -*-===//
//
// A parsed JS/TS/TSX file or Vue component on the shared tree-sitter layer
// (frontend/treesitter/Syntax.h): which grammar a dialect parses with, the
// masking of a Vue component to its <script> code, and the node questions
// only this grammar family asks.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_FRONTEND_JS_SYNTAX_H
#define TENSORLINT_FRONTEND_JS_SYNTAX_H

#include "frontend/treesitter/Syntax.h"
#include "ir/IR.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/StringSet.h"

#include <chrono>
#include <string>
#include <utility>
#include <vector>

namespace tensorlint::frontend::js {

using treesitter::allChildren;
using treesitter::field;
using treesitter::firstSyntaxError;
using treesitter::is;
using treesitter::isNull;
using treesitter::key;
using treesitter::namedChildren;
using treesitter::type;

/// A Vue single-file component: its text with everything outside its
/// <script> blocks replaced by spaces (line breaks kept: same length, same
/// lines and columns, only code), and the functions its template binds to
/// events (`@click="detect"`: {"detect", "click"}).
struct VueComponent {
  std::string Scripts;
  std::vector<std::pair<std::string, std::string>> EventHandlers;
  /// The names of the elements its template uses (`router-link`, `div`),
  /// each once, in order of first use.
  std::vector<std::string> Elements;
  /// For each <script> block that holds code, in order: its attributes'
  /// names (`setup`, `lang`), which say when the framework runs its top
  /// level (`<script setup>`: once per instance of the component).
  std::vector<std::vector<std::string>> ScriptAttributes;
};
VueComponent splitVueComponent(llvm::StringRef Component);

/// One parsed JS/TS/TSX file or Vue component.
class SyntaxTree : public treesitter::SyntaxTree {
public:
  SyntaxTree(llvm::StringRef Source, ir::Language Lang,
             const TSTree *Old = nullptr,
             std::chrono::steady_clock::time_point Deadline =
                 std::chrono::steady_clock::time_point::max());

  /// A function the markup around the scripts runs on an event (a Vue
  /// template's `@click="detect"`, an HTML page's `onclick="predict()"`),
  /// why (for messages), and the event and, on a page, its element's tag
  /// (for the models' `once_events`: `<body onload>` fires once).
  struct MarkupHandler {
    std::string Function, Reason, Event, Element;
  };
  /// For a Vue component or an HTML page: the functions its markup runs on
  /// events.
  llvm::ArrayRef<MarkupHandler> templateHandlers() const { return Handlers; }
  /// For an HTML page: the classic scripts it loads from its own site, as
  /// written relative to it (HtmlPage::ClassicScripts).
  llvm::ArrayRef<std::string> pageScripts() const { return PageScripts; }
  /// For an HTML page: its module scripts, likewise (HtmlPage::ModuleScripts).
  llvm::ArrayRef<std::string> pageModules() const { return PageModules; }
  /// For a Vue component: the names of its template's elements
  /// (VueComponent::Elements).
  llvm::ArrayRef<std::string> templateElements() const {
    return TemplateElements;
  }
  /// For a Vue component: the attributes' names of each <script> block
  /// that holds code (VueComponent::ScriptAttributes).
  llvm::ArrayRef<std::vector<std::string>> scriptBlockAttributes() const {
    return ScriptAttributes;
  }

private:
  void repairJsx(llvm::StringRef Source,
                 std::chrono::steady_clock::time_point Deadline);

  /// A Vue component or an HTML page with everything but its scripts
  /// blanked; JSX with the bytes jsxRepairs names replaced.
  std::string Masked;
  std::vector<MarkupHandler> Handlers;
  std::vector<std::string> PageScripts, PageModules, TemplateElements;
  std::vector<std::vector<std::string>> ScriptAttributes;
};

/// Strips parentheses, TS `as`/`!`/`satisfies` wrappers.
TSNode stripParens(TSNode N);
/// What an access path starts from: `state` of `state.detector[0].x`, `this`
/// of `this.model` (N itself when it is no member or subscript access).
TSNode accessPathRoot(TSNode N);
/// A function of any kind: declaration, expression, arrow, generator,
/// method. isFunctionType takes a named node's type, for callers that have
/// it already.
bool isFunctionNode(TSNode N);
bool isFunctionType(llvm::StringRef NamedType);
/// A loop statement: `for`, `for ... of/in`, `while`, `do ... while`.
bool isLoop(TSNode N);
/// Whether node Inner lies within node Outer (Outer itself included).
bool contains(TSNode Outer, TSNode Inner);
/// The parameters of function node Fn, in order, without comments (the one
/// of `x => ...` too).
llvm::SmallVector<TSNode, 8> parameterNodes(TSNode Fn);
/// The arguments of call node Call, without comments between them.
llvm::SmallVector<TSNode, 4> argumentNodes(TSNode Call);
/// The function literal that is call node Call's only argument
/// (`xs.map((x) => ...)`), or a null node.
TSNode soleCallbackLiteral(TSNode Call);
/// The pattern a parameter binds: its identifier, or a destructuring or
/// rest pattern (a TypeScript parameter's pattern, a default's left side).
TSNode parameterPattern(TSNode Param);
/// The names a destructuring pattern binds at its first level, in order:
/// `a` and `b` of `[a, , b = 1]`, of `{a, k: b}`. Nested patterns and rest
/// elements bind none of them here.
llvm::SmallVector<TSNode, 4> patternNames(TSNode Pattern);
/// A TypeScript type, or a declaration or clause made only of types (a
/// named node's type): nothing below one runs, so it holds no function,
/// call or binding, and neither the function index nor the lowering goes
/// into it.
bool isTypeOnly(llvm::StringRef NamedType);
/// `null`, `undefined`.
bool isNullish(TSNode N, const SyntaxTree &T);
/// Each `const Alias = Target;` at the file's top level (exported or not)
/// whose value is a plain name: Alias calls what Target names, whatever
/// that is (a function of the file, one it imports). Only `const`: a `let`
/// may be given another function later. Also each property of a `const`
/// object literal that names one (`const jobs = {report, go: train}`:
/// "jobs.report" for report, "jobs.go" for train).
void forEachTopLevelAlias(
    const SyntaxTree &T,
    llvm::function_ref<void(llvm::StringRef Alias, llvm::StringRef Target)>
        Each);

/// The names of the classes the file declares at its top level, exported
/// ones too.
llvm::StringSet<> topLevelClassNames(const SyntaxTree &T);

/// The text of a string literal or template string without its quotes;
/// empty for any other node.
llvm::StringRef stringLiteralText(TSNode N, const SyntaxTree &T);

/// Array methods whose callback runs synchronously, before the call returns
/// (forEach, map, filter, reduce, sort, ...).
bool isArrayCallbackMethod(llvm::StringRef Method);

} // namespace tensorlint::frontend::js

#endif // TENSORLINT_FRONTEND_JS_SYNTAX_H
