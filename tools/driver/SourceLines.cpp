//===- SourceLines.cpp - The lines of a run's files, read once ------------===//

#include "tools/driver/SourceLines.h"

#include "tools/driver/SourceReader.h"

namespace tensorlint::driver {

SourceLines::SourceLines(const RunResult &R) {
  for (const SourceFile &F : R.Files)
    if (F.Buffer)
      Buffers[F.Input.Path] = F.Buffer.get();
}

llvm::StringRef SourceLines::line(llvm::StringRef Path, unsigned N) {
  auto It = Tables.find(Path);
  if (It == Tables.end()) {
    std::optional<LineTable> T;
    auto B = Buffers.find(Path);
    if (B != Buffers.end()) {
      T.emplace(B->second->getBuffer());
    } else {
      ReadResult RR = readSource(Path, /*MaxBytes=*/0);
      if (RR.Buffer) {
        Owned.push_back(std::move(RR.Buffer));
        T.emplace(Owned.back()->getBuffer());
      }
    }
    It = Tables.try_emplace(Path, std::move(T)).first;
  }
  return It->second ? It->second->line(N) : llvm::StringRef();
}

} // namespace tensorlint::driver
