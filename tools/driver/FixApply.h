//===- FixApply.h - Resolving, previewing and applying fixes ----*- C++ -*-===//
//
// The driver's half of the autofixes:
//   - resolveFixes: turns the rules' fix requests (ir/Fix.h) into fix-its on
//     the file's text, through the language's resolver (JS/TS only; C/C++
//     files get no fix-its yet);
//   - selectFixes / applyFixes: which fix-its go together (whole findings in
//     source order, skipping a finding whose edits overlap accepted ones),
//     and the text with them applied;
//   - writeFileAtomically: temporary file in the same directory, the old
//     file's permissions, re-check that the file still holds what was read,
//     then rename over it (the file is always either the old or the new
//     version);
//   - fixRun: --fix / --fix-dry-run over a whole run.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_TOOLS_DRIVER_FIXAPPLY_H
#define TENSORLINT_TOOLS_DRIVER_FIXAPPLY_H

#include "tools/driver/Diagnostic.h"
#include "tools/driver/Driver.h"

#include "rules/Finding.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"

#include <string>
#include <vector>

namespace tensorlint::frontend {
class ParsedFile;
}

namespace tensorlint::driver {

/// Fills Finding::Fixes from Finding::FixRequests for a file of language
/// Lang with text Source (a finding with any unresolvable request gets no
/// fix-its at all), and Finding::SuggestionReason when they are not proven
/// safe. Parsed, if given, is the frontend's parse of exactly Source
/// (an open document's), which saves parsing it again.
void resolveFixes(std::vector<rules::Finding> &Findings, llvm::StringRef Source,
                  ir::Language Lang,
                  const frontend::ParsedFile *Parsed = nullptr);

/// The fix-its to apply together to a text of TextSize bytes: whole
/// findings with proven-safe fixes (no suggestions) in source order, leaving
/// out a finding whose fix-its overlap an accepted one or fall outside the
/// text, and each identical edit once. Returned in the order they were
/// accepted. Used by --fix and by the LSP's source.fixAll, so both change a
/// file the same way.
struct FixSelection {
  std::vector<const rules::FixIt *> Edits;
  unsigned Findings = 0; ///< Findings whose fix-its were all accepted.
};
/// Suggestions: also the fixes not proven safe (--fix-suggestions).
FixSelection selectFixes(llvm::ArrayRef<const rules::Finding *> Findings,
                         size_t TextSize, bool Suggestions = false);

struct FixedText {
  std::string Text;
  unsigned Applied = 0; ///< Findings whose fix-its were applied.
};

FixedText applyFixes(llvm::StringRef Source,
                     llvm::ArrayRef<const rules::Finding *> Findings,
                     bool Suggestions = false);

/// A unified diff of Old -> New with 3 lines of context ("--- a/PATH",
/// "+++ b/PATH", "@@ -l,n +l,n @@" hunks); empty if they are equal.
std::string unifiedDiff(llvm::StringRef Path, llvm::StringRef Old,
                        llvm::StringRef New);

/// Replaces the file at Path (symlinks followed) with NewText, atomically,
/// keeping its permissions, unless its content is no longer Expected.
llvm::Error writeFileAtomically(llvm::StringRef Path, llvm::StringRef Expected,
                                llvm::StringRef NewText);

struct FixRunResult {
  unsigned FilesChanged = 0; ///< Written (or, dry run, that would be).
  unsigned FixesApplied = 0;
  std::vector<Diagnostic> Diags;
};

/// --fix (DryRun false) / --fix-dry-run (true) over the JS/TS files of R:
/// applies each file's fix-its, refuses a result with more syntax errors
/// than the original, then writes the file or prints its diff to Diff.
/// Suggestions: apply the fixes not proven safe too, which the user asked
/// for after reviewing them (--fix-suggestions, as ruff's --unsafe-fixes).
FixRunResult fixRun(const RunResult &R, bool DryRun, llvm::raw_ostream &Diff,
                    bool Suggestions = false);

} // namespace tensorlint::driver

#endif // TENSORLINT_TOOLS_DRIVER_FIXAPPLY_H
