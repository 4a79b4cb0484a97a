//===- Diagnostic.h - Messages of the driver itself -------------*- C++ -*-===//
//
// What the driver says about its inputs (a file it cannot read, a binary
// file, a directory it cannot list) and what the frontends said about a file
// (syntax errors). These are not rule findings: they print to stderr in
// clang's form, `path: error: message` or `path:line:col: error: message
// [syntax-error]`, and never mix with the findings on stdout.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_TOOLS_DRIVER_DIAGNOSTIC_H
#define TENSORLINT_TOOLS_DRIVER_DIAGNOSTIC_H

#include "ir/IR.h"

#include "llvm/Support/raw_ostream.h"

#include <string>

namespace tensorlint::driver {

struct Diagnostic {
  enum Level : uint8_t { Note, Remark, Warning, Error };
  enum Kind : uint8_t {
    /// A problem with an input the user named or the walk found (exit 2 when
    /// Level is Error).
    Input,
    /// A frontend diagnostic inside a file that was still analysed (syntax
    /// error, a limit hit). An error fails the run as a finding does (exit
    /// 1, as ESLint's parse errors do) and counts in the summary line.
    Frontend,
  };
  std::string Path; ///< Empty for messages about the run as a whole.
  ir::SourceLoc Loc;
  Level Lvl = Error;
  Kind K = Input;
  std::string Message;
  /// Printed in brackets after the message ("syntax-error"), if not empty.
  std::string Tag;
  /// In a notebook: the cell Loc is in (Loc's line counts from the cell's
  /// first); 0 elsewhere.
  uint32_t Cell = 0;

  /// True when this diagnostic makes the run fail with exit code 2.
  bool isInputError() const { return K == Input && Lvl == Error; }
  /// True for an error inside a file that was still analysed (a syntax
  /// error): it fails the run with exit code 1.
  bool isFrontendError() const { return K == Frontend && Lvl == Error; }
};

const char *toString(Diagnostic::Level L);

/// Prints D in clang's form on one line. Messages without a path are prefixed
/// with "tensorlint: ".
void print(const Diagnostic &D, llvm::raw_ostream &OS);

} // namespace tensorlint::driver

#endif // TENSORLINT_TOOLS_DRIVER_DIAGNOSTIC_H
