//===- Baseline.h - The findings a code base adopted tensorlint with -*- C++
//-*-===//
//
// A code base that adopts tensorlint records its current findings once
// (--baseline FILE --write-baseline); later runs with --baseline FILE report
// only findings the file does not hold, as PHPStan's, detekt's and ktlint's
// baselines do. A finding is known by the fingerprint SARIF's
// partialFingerprints carry: the rule id, the file's path relative to the
// baseline's directory, the text of its line without whitespace, and its
// count among equal ones in that file. Lines added or removed elsewhere and
// re-indentation keep a finding known; editing its line makes it new.
//
// The file is JSON: {"version": 1, "findings": [{"rule", "path",
// "fingerprint", "line", "message"}, ...]}; line and message are for the
// reader (and for review of the file), not for matching.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_TOOLS_DRIVER_BASELINE_H
#define TENSORLINT_TOOLS_DRIVER_BASELINE_H

#include "tools/driver/Driver.h"

#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Error.h"

#include <string>

namespace tensorlint::driver {

struct Baseline {
  /// The directory paths in the file are relative to (absolute).
  std::string Dir;
  /// "rule\tpath\tfingerprint" of each finding in the file.
  llvm::StringSet<> Keys;
};

/// Reads File; an error names the file and what is wrong with it.
llvm::Expected<Baseline> readBaseline(llvm::StringRef File);

/// Writes R's findings to File as a baseline (replaced atomically).
llvm::Error writeBaseline(llvm::StringRef File, const RunResult &R);

/// Removes from R.Findings each finding B holds; returns how many.
size_t applyBaseline(const Baseline &B, RunResult &R);

} // namespace tensorlint::driver

#endif // TENSORLINT_TOOLS_DRIVER_BASELINE_H
