//===- ResultCache.h - The --cache file -------------------------*- C++ -*-===//
//
// Findings of unchanged files, kept between runs in one JSON file (written
// atomically: a temporary file renamed over the old one). An entry is used
// only when
//   - its key matches: the file's content, the tensorlint version, the
//     file's effective configuration and the fingerprint of the API models
//     it was lowered with, and
//   - every file of its import component (the files connected to it by
//     imports in either direction, among the files of the run, whose
//     summaries can change its findings) has the content it had then.
// Findings are stored before suppressions and severities are applied (those
// are re-applied from the current text every run). C and C++ files are never
// cached: their findings depend on headers the cache cannot see.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_TOOLS_DRIVER_RESULTCACHE_H
#define TENSORLINT_TOOLS_DRIVER_RESULTCACHE_H

#include "tools/driver/Diagnostic.h"

#include "rules/Finding.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <map>
#include <string>
#include <vector>

namespace tensorlint::driver {

/// A hex digest of Text.
std::string contentHash(llvm::StringRef Text);

struct CacheEntry {
  std::string Key;
  /// Paths (as in the run) of the modules this one imports.
  std::vector<std::string> Imports;
  /// Path -> content hash of every file of its import component, itself
  /// included.
  std::map<std::string, std::string> Component;
  /// The rules' findings, before suppressions and severities.
  std::vector<rules::Finding> Findings;
  /// Frontend diagnostics (syntax errors) of the file.
  std::vector<Diagnostic> Diags;
};

class ResultCache {
public:
  /// Reads File. A missing, unreadable or malformed file (or one written by
  /// another version) gives an empty cache: the cache is never an error.
  static ResultCache load(llvm::StringRef File);
  /// Writes the cache atomically.
  llvm::Error save(llvm::StringRef File) const;

  const CacheEntry *lookup(llvm::StringRef Path) const;
  void store(const std::string &Path, CacheEntry E);
  size_t size() const { return Entries.size(); }

private:
  std::map<std::string, CacheEntry> Entries;
};

} // namespace tensorlint::driver

#endif // TENSORLINT_TOOLS_DRIVER_RESULTCACHE_H
