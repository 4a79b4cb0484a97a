//===- Suppressions.h - Inline suppression comments -------------*- C++ -*-===//
//
// Comments that silence findings, ESLint style (every language):
//   // tensorlint-disable-next-line tensor-undisposed -- reason
//   x = f(); // tensorlint-disable-line tensor-undisposed,
//   tensor-double-dispose
//   /* tensorlint-disable tensor-model-reload */ ... /* tensorlint-enable */
// and where the language's frontend accepts them (C and C++) clang-tidy's
// NOLINT, NOLINT(rules), NOLINTNEXTLINE(rules), NOLINTBEGIN(rules) ...
// NOLINTEND(rules). No rule list means every rule; lists are comma-separated
// and may use '*' globs; `--` starts a free-text reason. A directive counts
// only inside a real comment: JavaScript/TypeScript comments come from the
// tree-sitter tree (so text in strings, template literals and regexes never
// counts), C/C++ comments from a scanner that knows string, character and raw
// string literals. A tensorlint directive must start its comment; NOLINT may
// appear anywhere in one (as in clang-tidy).
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_TOOLS_DRIVER_SUPPRESSIONS_H
#define TENSORLINT_TOOLS_DRIVER_SUPPRESSIONS_H

#include "frontend/Frontend.h"
#include "ir/IR.h"
#include "rules/Finding.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace tensorlint::driver {

/// Rule id of the findings --report-unused-disable adds.
inline constexpr const char *UnusedSuppressionRule = "unused-suppression";
/// The pseudo-rule of suppression comments that name no rule (a typo such
/// as 'tensor-undisposd' silently suppresses nothing otherwise). Always
/// reported.
inline constexpr const char *UnknownRuleInSuppression =
    "unknown-rule-in-suppression";

using frontend::Comment;

/// The comments of Source, as Lang's frontend finds them (JS/TS: the
/// tree-sitter tree, only parsed when the text mentions a directive; C/C++: a
/// literal-aware scanner).
std::vector<Comment> findComments(llvm::StringRef Source, ir::Language Lang);

struct Directive {
  enum Kind { NextLine, Line, Disable, Enable };
  Kind K = Line;
  /// The spelling that introduced it ("tensorlint-disable-next-line",
  /// "NOLINTNEXTLINE"), for messages.
  std::string Spelling;
  bool IsNolint = false;
  std::vector<std::string> Rules; ///< Empty: every rule.
  std::string Reason;
  ir::SourceLoc Loc;       ///< Where the directive's comment starts.
  unsigned TargetLine = 0; ///< NextLine / Line: the line it applies to.
  bool Used = false;

  bool covers(llvm::StringRef RuleId) const;
};

class SuppressionSet {
public:
  /// The directives of Source's comments, in source order.
  static SuppressionSet parse(llvm::StringRef Source, ir::Language Lang);
  static SuppressionSet fromComments(llvm::ArrayRef<Comment> Comments,
                                     ir::Language Lang);

  /// True if a directive silences F (marking the directive used).
  bool suppresses(const rules::Finding &F);
  /// In a notebook, a `tensorlint-disable` block ends with its cell (as a
  /// file's ends with the file): only directives in F's cell count.
  void keepBlocksInCells(const frontend::CodeCells *C) { Cells = C; }
  /// `unused-suppression` findings for directives that silenced nothing.
  /// NOLINT forms without a tensorlint rule in their list are never
  /// reported: they may be there for clang-tidy's own checks.
  std::vector<rules::Finding> unused(llvm::StringRef Path) const;
  /// Findings of UnknownRuleInSuppression for each rule name (or glob) of a
  /// tensorlint directive, or a `tensor-` name in NOLINT(...), that matches
  /// no rule.
  std::vector<rules::Finding> unknownRules(llvm::StringRef Path) const;

  const std::vector<Directive> &directives() const { return Dirs; }

private:
  std::vector<Directive> Dirs;
  const frontend::CodeCells *Cells = nullptr;
};

/// Applies Directives to Findings: drops the silenced ones, and appends the
/// unused-suppression findings when ReportUnused is set. Cells: a
/// notebook's (SuppressionSet::keepBlocksInCells).
std::vector<rules::Finding>
applySuppressions(std::vector<rules::Finding> Findings, llvm::StringRef Source,
                  ir::Language Lang, llvm::StringRef Path, bool ReportUnused,
                  const frontend::CodeCells *Cells = nullptr);

/// Drops the findings, among those of the file at MainPath, that lie in
/// another file it includes textually (a C/C++ part, ir::Module::Parts) and
/// that the part's own comments silence. Unused directives in a part are not
/// reported: the part is not an input of its own.
std::vector<rules::Finding>
applyPartSuppressions(std::vector<rules::Finding> Findings,
                      llvm::StringRef MainPath, ir::Language Lang);

} // namespace tensorlint::driver

#endif // TENSORLINT_TOOLS_DRIVER_SUPPRESSIONS_H
