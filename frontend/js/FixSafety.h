//===- FixSafety.h - Is a JS/TS fix provably safe? --------------*- C++ -*-===//
//
// A fix that --fix and the editor's fix-all may apply unasked must never
// break a working program. The IR tells where a value's last recorded use
// is; the syntax tells every place its name is written. These checks read
// the syntax and say why an edit is not provably safe (empty: it is), so
// that the edit is offered as a suggestion instead (ESLint's fix versus
// suggestion):
//   - a release inserted after statement Use: every mention of the name lies
//     between the creating statement and Use, on straight-line code of one
//     function, none in a closure that may run later, none that stores or
//     aliases the value (a variable, an array or object that outlives the
//     call, a constructor, a return); and the same for every variable that
//     may hold it through a call that may keep it (model.compile({opt})
//     makes `model` hold `opt`);
//   - a statement wrapped in a freeing scope: the statement stores nothing
//     anywhere (no assignment, no constructor), since the scope would free
//     what was stored.
// Container inserts (list.push(x)) are escapes in the IR, for which the
// rules ask no fix at all.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_FRONTEND_JS_FIXSAFETY_H
#define TENSORLINT_FRONTEND_JS_FIXSAFETY_H

#include "frontend/js/Syntax.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"

#include <string>

namespace tensorlint::frontend::js {

/// Byte offsets of the parsed text (BOM excluded), half-open.
struct ByteRange {
  uint32_t Begin, End;
};

/// Why inserting a release of Name right after statement Use (a statement of
/// the same statement list as Origin, the statement that creates the value)
/// is not provably safe; empty if it is. Retainers are the calls that
/// receive the value and may keep it (their receiver and result are then
/// followed like the name itself); InPlaceCalls the calls that run a
/// function argument before they return (freeing scopes, from the IR).
std::string releaseNotProvablySafe(const SyntaxTree &T, TSNode Origin,
                                   TSNode Use, llvm::StringRef Name,
                                   llvm::ArrayRef<ByteRange> Retainers,
                                   llvm::ArrayRef<ByteRange> InPlaceCalls);

/// Why wrapping statement S in a freeing scope is not provably safe; empty
/// if it is.
std::string scopeWrapNotProvablySafe(const SyntaxTree &T, TSNode S);

/// A top-level binding of a whole module, in source order.
struct ModuleBinding {
  llvm::StringRef Name;
  /// The module name without quotes; empty when require's argument is not
  /// a single string.
  llvm::StringRef Specifier;
  /// The module object itself (`import * as NAME`, `const NAME =
  /// require(...)`), not a default import (`import NAME from`).
  bool Namespace = false;
};
/// `import * as NAME from 'SPEC'`, `import NAME from 'SPEC'`,
/// `const NAME = require('SPEC')` at the top level of the file.
llvm::SmallVector<ModuleBinding, 4> moduleBindings(const SyntaxTree &T);

/// Whether Name is bound at the top level of the file (import, require,
/// declaration), so that a fix may spell it.
bool bindsTopLevelName(const SyntaxTree &T, llvm::StringRef Name);

} // namespace tensorlint::frontend::js

#endif // TENSORLINT_FRONTEND_JS_FIXSAFETY_H
