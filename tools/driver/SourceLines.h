//===- SourceLines.h - The lines of a run's files, read once ----*- C++ -*-===//
//
// Output that quotes or hashes a finding's line (SARIF's columns and
// fingerprints, the baseline's fingerprints) needs the text of files the run
// may not hold: the driver's buffer when it read the file, else (C/C++, read
// by Clang) the file read now, once.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_TOOLS_DRIVER_SOURCELINES_H
#define TENSORLINT_TOOLS_DRIVER_SOURCELINES_H

#include "tools/driver/Driver.h"
#include "tools/driver/LineHash.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/Support/MemoryBuffer.h"

#include <memory>
#include <optional>
#include <vector>

namespace tensorlint::driver {

class SourceLines {
public:
  explicit SourceLines(const RunResult &R);

  /// Line N (1-based) of the file at Path; empty when it has no such line
  /// or cannot be read.
  llvm::StringRef line(llvm::StringRef Path, unsigned N);

private:
  llvm::StringMap<const llvm::MemoryBuffer *> Buffers;
  std::vector<std::unique_ptr<llvm::MemoryBuffer>> Owned;
  llvm::StringMap<std::optional<LineTable>> Tables;
};

} // namespace tensorlint::driver

#endif // TENSORLINT_TOOLS_DRIVER_SOURCELINES_H
