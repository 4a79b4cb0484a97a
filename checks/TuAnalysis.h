//===- TuAnalysis.h - One analysis per TU, shared by all checks -*- C++ -*-===//
//
// Every tensor-* check of the plugin needs the same thing: the TU lowered to
// the IR and all rules run over it. The first check to ask computes it; the
// others read the cached findings and keep those of their own rule.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_CHECKS_TUANALYSIS_H
#define TENSORLINT_CHECKS_TUANALYSIS_H

#include "rules/Finding.h"
#include "rules/Rules.h"

#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace clang {
class ASTContext;
} // namespace clang

namespace tensorlint::checks {

struct TuFindings {
  std::vector<rules::Finding> Findings;
  /// The path findings in the main file carry.
  std::string MainPath;
  /// Loading the API models failed (reported once per TU, then empty).
  std::string Error;
};

/// The findings for the TU of Ctx with the shipped API models plus
/// ApiFiles (semicolon-separated paths), analysed with Opts. Lowering and
/// analysis run once per (TU, ApiFiles, Opts); the result lives while any
/// check holds a reference.
const TuFindings &analyzeTu(clang::ASTContext &Ctx, llvm::StringRef ApiFiles,
                            const rules::AnalysisOptions &Opts);

/// Checks hold a reference while they live (one set of checks per TU), so
/// the cache is dropped between TUs.
void retainTuCache();
void releaseTuCache();

/// The error message of a failed load, once: later calls for the same TU
/// return an empty string.
std::string takeTuError(clang::ASTContext &Ctx, llvm::StringRef ApiFiles,
                        const rules::AnalysisOptions &Opts);

} // namespace tensorlint::checks

#endif // TENSORLINT_CHECKS_TUANALYSIS_H
