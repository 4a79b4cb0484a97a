//===- LineHash.h - Source lines for output, stable line hashes -*- C++ -*-===//
//
// SARIF's partialFingerprints.primaryLocationLineHash lets code-scanning
// services follow a result across commits. Ours hashes the rule id, the file's
// relative path and the primary line's text with all whitespace removed, so
// it does not change when unrelated lines are added or removed elsewhere or
// the line is re-indented; ":N" counts results with the same hash in the
// file (first one :1).
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_TOOLS_DRIVER_LINEHASH_H
#define TENSORLINT_TOOLS_DRIVER_LINEHASH_H

#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace tensorlint::driver {

/// Line N (1-based) of Text without its line terminator; empty when there is
/// no such line.
class LineTable {
public:
  explicit LineTable(llvm::StringRef Text);
  llvm::StringRef line(unsigned N) const;

private:
  llvm::StringRef Text;
  std::vector<size_t> Starts;
};

/// Line without any whitespace (spaces, tabs, CR, form feeds).
std::string normalizeLine(llvm::StringRef Line);

/// 16 lowercase hex digits identifying (RuleId, Path, normalized LineText).
std::string lineHash(llvm::StringRef RuleId, llvm::StringRef Path,
                     llvm::StringRef LineText);

/// Hands out "hash:N" fingerprints, numbering repeats of a hash in the order
/// asked (which the sorted findings make stable).
class FingerprintCounter {
public:
  std::string next(llvm::StringRef RuleId, llvm::StringRef Path,
                   llvm::StringRef LineText);

private:
  llvm::StringMap<unsigned> Seen;
};

/// The 1-based UTF-16 column of the byte column ByteCol of Line (SARIF
/// columns count UTF-16 code units). Bytes of invalid UTF-8 count as one
/// unit each; columns past the end of the line count one unit per byte.
unsigned utf16Column(llvm::StringRef Line, unsigned ByteCol);

} // namespace tensorlint::driver

#endif // TENSORLINT_TOOLS_DRIVER_LINEHASH_H
