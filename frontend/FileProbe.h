//===- FileProbe.h - Which paths are files, asked once per run --*- C++ -*-===//
//
// Resolving a relative import ('./ops' -> ./ops.js? ./ops.ts? ...) asks the
// file system whether candidate paths are files, and every file that imports
// './tensor' asks the same ones again: on the library corpus, 11,000 stat
// calls for 1,600 paths. While a FileProbe is in use (the driver puts one in
// use for each file it lowers), each path is asked once and the answer kept
// for the rest of the run, which reads the tree as it is when the run
// starts. Without one (the editor, whose files change between requests),
// every question goes to the file system.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_FRONTEND_FILEPROBE_H
#define TENSORLINT_FRONTEND_FILEPROBE_H

#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"

#include <mutex>

namespace tensorlint::frontend {

class FileProbe {
public:
  /// Whether Path names a regular file (following links), through the probe
  /// in use on this thread, or the file system without one.
  static bool isRegularFile(llvm::StringRef Path);

  /// Puts a probe in use on this thread for the scope (nests).
  class Use {
  public:
    explicit Use(FileProbe &P);
    ~Use();
    Use(const Use &) = delete;
    Use &operator=(const Use &) = delete;

  private:
    FileProbe *Previous;
  };

private:
  bool ask(llvm::StringRef Path);

  std::mutex Mu; ///< Threads lowering files share one probe.
  llvm::StringMap<bool> Known;
};

} // namespace tensorlint::frontend

#endif // TENSORLINT_FRONTEND_FILEPROBE_H
