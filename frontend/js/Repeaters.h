//===- Repeaters.h - Frameworks' repeaters applied to JS syntax -*- C++ -*-===//
//
// Which framework runs a function, and how often, is data
// (apis::Repeater, `repeats:` of the files in apis/js/): a test runner's
// `it(...)`, an effect hook, a route, an event listener, a component's
// lifecycle method. This file knows only JavaScript's syntax: where a
// callback argument, a decorator, a class's heritage, an object literal's
// key or a JSX attribute is, and how each form of repeater reads it.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_FRONTEND_JS_REPEATERS_H
#define TENSORLINT_FRONTEND_JS_REPEATERS_H

#include "frontend/js/FunctionIndex.h"

#include "apis/ApiModel.h"

#include "llvm/ADT/StringSet.h"

namespace tensorlint::frontend::js {

/// How often a framework runs a function, and why.
struct Verdict {
  ir::Frequency F = ir::Frequency::Unknown;
  std::string Reason;
  /// Registered with a one-shot scheduler: it runs once per registration,
  /// as often as the function that registers it (FunctionAttrs::DeferredBy).
  bool Deferred = false;
  /// Once per mount of the enclosing component (OwnClass::PerMount).
  bool PerMount = false;
  /// A function registered by name gets the frequency too
  /// (apis::Repeater::ByName).
  bool ByName = false;
  /// A mount hook (apis::Repeater::Mount): ir::FunctionAttrs::MountHook.
  bool Mount = false;
};

/// The verdict on the function FI passed as argument ArgIndex of the call
/// FI.CallArgOf, whose callee's dotted parts are P ("<expr>" first for a
/// receiver that is no name).
Verdict callbackVerdict(llvm::ArrayRef<llvm::StringRef> P, unsigned ArgIndex,
                        const FunctionInfo &FI, const SyntaxTree &T,
                        bool InTest, const apis::ApiDatabase &Apis);

/// The verdict on the function a JSX attribute Attr gives an element
/// (`onClick={go}`).
Verdict markupAttributeVerdict(TSNode Attr, const SyntaxTree &T,
                               const apis::ApiDatabase &Apis);

/// Whether Name is an attribute that gives a component an event handler
/// (`onSubmit`, a `markup_attribute`): a call of the function a component
/// is given under that name hands its arguments to the handler.
bool namesEventAttribute(llvm::StringRef Name, const apis::ApiDatabase &Apis);

/// The verdict on Name, a top-level function of a classic script whose
/// top-level names are Globals: a global the library's bundle calls by its
/// name (a `script_global` repeater: p5's `draw`), when the script also
/// declares one of the repeater's `with_globals`.
Verdict scriptGlobalVerdict(llvm::StringRef Name,
                            const llvm::StringSet<> &Globals,
                            const apis::ApiDatabase &Apis);

/// The verdict on FI, a function assigned to a property of the first
/// parameter of the function around it, when that function is handed to
/// `new C(...)` in place or by name, C an `instance_property` repeater's
/// `instance_of` (p5's instance mode: `new p5((p) => { p.draw = ... })`).
Verdict instancePropertyVerdict(const FunctionInfo &FI,
                                const FunctionIndex &Index, const SyntaxTree &T,
                                const apis::ApiDatabase &Apis);

/// The verdict on the top level of a component file at Path whose <script>
/// blocks that hold code have these attributes: a `script_block` repeater
/// whose attribute every one of them carries (Vue's `<script setup>`, run
/// once per instance of the component). A file that also has a block
/// without it runs that block's code once: nothing is concluded.
Verdict scriptBlockVerdict(llvm::ArrayRef<std::vector<std::string>> Blocks,
                           llvm::StringRef Path, const apis::ApiDatabase &Apis);

/// The verdict on a function by where it is declared: assigned to a
/// property (`el.onclick = f`), a method of a class or of an object literal,
/// a function component, an export of the file at Path.
Verdict declarationVerdict(const FunctionInfo &FI, const SyntaxTree &T,
                           llvm::StringRef Path, const apis::ApiDatabase &Apis);

/// Whether the application creates one instance of Class, for good
/// (`singletons:`, an Angular service provided in root).
bool isSingletonClass(TSNode Class, const SyntaxTree &T,
                      const apis::ApiDatabase &Apis);

} // namespace tensorlint::frontend::js

#endif // TENSORLINT_FRONTEND_JS_REPEATERS_H
