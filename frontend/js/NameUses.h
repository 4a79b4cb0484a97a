//===- NameUses.h - Where a file's text spells given names ------*- C++ -*-===//
//
// One pass over a file's text that counts, for each of a set of names, the
// words spelling it in code and those in comments that still read as code
// (`// train();`). The frequency pass asks it which functions are named
// nowhere else, the lowering which imports are used at all.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_FRONTEND_JS_NAMEUSES_H
#define TENSORLINT_FRONTEND_JS_NAMEUSES_H

#include "frontend/js/Syntax.h"

#include "llvm/ADT/StringMap.h"

namespace tensorlint::frontend::js {

struct NameUses {
  /// Words outside comments (a string that mentions the name counts too,
  /// which only keeps it referenced), but not a member's name after a dot
  /// (`t.reshape()` names no function `reshape`).
  unsigned InCode = 0;
  /// Words in comments that read as code using the name: a call, an
  /// argument or element, what is assigned.
  unsigned CommentedOut = 0;
};

/// Counts into Names (keys set by the caller) the uses of each name in
/// Text, a part of T's source starting at byte Offset (comments are T's).
void countNameUses(const SyntaxTree &T, llvm::StringRef Text, size_t Offset,
                   llvm::StringMap<NameUses> &Names);

} // namespace tensorlint::frontend::js

#endif
