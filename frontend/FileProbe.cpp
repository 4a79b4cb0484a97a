//===- FileProbe.cpp - Which paths are files, asked once per run ----------===//

#include "frontend/FileProbe.h"

#include "llvm/Support/FileSystem.h"

namespace tensorlint::frontend {

namespace {
thread_local FileProbe *Active = nullptr;
} // namespace

bool FileProbe::isRegularFile(llvm::StringRef Path) {
  return Active ? Active->ask(Path) : llvm::sys::fs::is_regular_file(Path);
}

bool FileProbe::ask(llvm::StringRef Path) {
  {
    std::lock_guard<std::mutex> Lock(Mu);
    auto It = Known.find(Path);
    if (It != Known.end())
      return It->second;
  }
  // Asked outside the lock; of two threads asking at once, the first to
  // store its answer gives it to both.
  bool Is = llvm::sys::fs::is_regular_file(Path);
  std::lock_guard<std::mutex> Lock(Mu);
  return Known.try_emplace(Path, Is).first->second;
}

FileProbe::Use::Use(FileProbe &P) : Previous(Active) { Active = &P; }
FileProbe::Use::~Use() { Active = Previous; }

} // namespace tensorlint::frontend
