//===- Finding.h - A diagnostic produced by a rule --------------*- C++ -*-===//
//
// Findings are language-neutral: a rule id, a primary location, a message,
// related notes and optional fix-its. Printers (text, JSON, SARIF, clang-tidy
// diag(), LSP) turn them into what the user sees.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_RULES_FINDING_H
#define TENSORLINT_RULES_FINDING_H

#include "ir/Fix.h"
#include "ir/IR.h"

#include <string>
#include <vector>

namespace tensorlint::rules {

struct Note {
  Note() = default;
  Note(ir::SourceRange Range, std::string Message, std::string Path = {})
      : Range(Range), Message(std::move(Message)), Path(std::move(Path)) {}

  ir::SourceRange Range;
  std::string Message;
  /// The file the note points into, when it is not the finding's (a note in
  /// the main file about a finding in a file the main file includes).
  std::string Path;
  friend bool operator==(const Note &, const Note &) = default;
};

/// Replace [Range.BeginOffset, Range.EndOffset) with Text (an insertion when
/// the range is empty).
struct FixIt {
  ir::SourceRange Range;
  std::string Text;
  friend bool operator==(const FixIt &, const FixIt &) = default;
};

enum class Severity : uint8_t { Warning, Error };

struct Finding {
  std::string RuleId; ///< "tensor-undisposed".
  std::string Path;
  ir::SourceRange Range; ///< Primary location (Range.Begin is printed).
  std::string Message;
  std::vector<Note> Notes;
  /// Concrete edits (filled by a language-aware resolver from
  /// FixRequests, see ir/Fix.h); the LSP quick fixes and --fix apply them.
  std::vector<FixIt> Fixes;
  /// Non-empty: Fixes are only a suggestion, for this reason ("'xs' is used
  /// at line 12, after where the release would go"). The editor offers a
  /// suggestion; --fix and fix-all never apply one.
  std::string SuggestionReason;
  /// What the rule asks to fix, in IR terms; empty when no fix is safe.
  std::vector<ir::FixRequest> FixRequests;
  Severity Sev = Severity::Warning;
  friend bool operator==(const Finding &, const Finding &) = default;
};

/// The file a note points into.
inline const std::string &notePath(const Finding &F, const Note &N) {
  return N.Path.empty() ? F.Path : N.Path;
}

/// Stable order: path, line, column, rule id, message.
bool operator<(const Finding &A, const Finding &B);

} // namespace tensorlint::rules

#endif // TENSORLINT_RULES_FINDING_H
