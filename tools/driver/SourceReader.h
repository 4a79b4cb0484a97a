//===- SourceReader.h - Reading one source file -----------------*- C++ -*-===//
//
// Reads a source file once, refusing what is not source text: files larger
// than a limit and binary files (a NUL byte, or mostly control characters,
// in the first 8 KiB). Invalid UTF-8 is accepted (the parsers cope with it).
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_TOOLS_DRIVER_SOURCEREADER_H
#define TENSORLINT_TOOLS_DRIVER_SOURCEREADER_H

#include "frontend/CodeCells.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/MemoryBuffer.h"

#include <cstdint>
#include <memory>
#include <string>

namespace tensorlint::driver {

/// How much of a file is sniffed for binary content.
inline constexpr size_t BinarySniffBytes = 8192;

/// True when Prefix (the start of a file) does not look like source text.
bool looksBinary(llvm::StringRef Prefix);

struct ReadResult {
  /// Unsupported: a version of its format tensorlint does not read (an
  /// nbformat 3 notebook); like TooLarge, a note when a walk found it.
  enum Status : uint8_t {
    Ok,
    TooLarge,
    Binary,
    Unsupported,
    Failed
  } St = Failed;
  std::unique_ptr<llvm::MemoryBuffer> Buffer; ///< Set when Ok.
  std::string Message;                        ///< Why not, otherwise.
  /// A notebook's: Buffer holds the code of its cells, not the file's text
  /// (frontend/CodeCells.h).
  std::shared_ptr<const frontend::CodeCells> Cells;
};

/// Reads Path whole. MaxBytes == 0 means no limit.
ReadResult readSource(llvm::StringRef Path, uint64_t MaxBytes);

/// Text given rather than read (standard input), checked as a file's text
/// is (no size limit: it is in memory already); Name names it in messages.
ReadResult givenSource(llvm::StringRef Text, llvm::StringRef Name);

/// Checks Path without keeping its contents (for files another component
/// reads itself, such as C/C++ files parsed by Clang): size and binary sniff
/// of the first BinarySniffBytes.
ReadResult checkSource(llvm::StringRef Path, uint64_t MaxBytes);

} // namespace tensorlint::driver

#endif // TENSORLINT_TOOLS_DRIVER_SOURCEREADER_H
