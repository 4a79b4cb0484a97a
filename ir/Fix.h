//===- Fix.h - Language-neutral fix requests and text edits -----*- C++ -*-===//
//
// Rules know what a fix means, not how to spell it: they ask, in IR terms,
// for "a release of this value after the statement of that op", "the
// statement of that op wrapped in the module's freeing scope", "the async
// marker of that function removed". A language-aware resolver (for
// JavaScript/TypeScript: frontend/js/FixSupport.h) turns each request into
// concrete text edits, or into nothing when it cannot spell the edit. An
// edit that is spelled but not proven to keep the program working is a
// suggestion, never applied unasked. See docs/ir.md, "Fix requests".
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_IR_FIX_H
#define TENSORLINT_IR_FIX_H

#include "ir/IR.h"

#include <string>
#include <vector>

namespace tensorlint::ir {

struct FixRequest {
  enum class Kind : uint8_t {
    /// Insert the release call Text ("x.dispose()") after the statement that
    /// contains the op at At, which must be a statement of the same
    /// statement list as the one containing the op at Origin (the creation).
    InsertReleaseAfter,
    /// Wrap the statement that contains the op at At in the module's freeing
    /// scope, spelled by Text with "{body}" for the statement's code
    /// (Module::ScopeWrap: "tf.tidy(() => {body})"), if the statement's result
    /// is not a tensor.
    WrapInScope,
    /// Remove the async marker of the function whose range is At.
    RemoveAsync,
  };
  Kind K = Kind::InsertReleaseAfter;
  SourceRange At;
  SourceRange Origin;
  std::string Text;
  /// InsertReleaseAfter: the variable released (its every mention must lie
  /// before the insertion point for the fix to be provably safe).
  std::string Subject;
  /// Why the rule cannot prove the fix safe (the resolver may add its own
  /// reason); empty if it can. An unproven fix is a suggestion: offered in
  /// the editor, never applied by --fix or fix-all.
  std::string NotSafe;
  /// InsertReleaseAfter: the calls that receive Subject and may keep it
  /// (Op::MayRetain uses, calls of helpers that may store it). What they
  /// return, and their receiver, hold it too.
  std::vector<SourceRange> Retainers;
  /// InsertReleaseAfter: the calls that run a function argument before they
  /// return (the freeing scopes the API models define: ScopedCall ops), so a
  /// mention of Subject inside that function happens in place.
  std::vector<SourceRange> InPlaceCalls;
  friend bool operator==(const FixRequest &, const FixRequest &) = default;
};

/// Replace [Range.BeginOffset, Range.EndOffset) of the source with Text.
struct TextEdit {
  SourceRange Range;
  std::string Text;
};

} // namespace tensorlint::ir

#endif // TENSORLINT_IR_FIX_H
