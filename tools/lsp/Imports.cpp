//===- Imports.cpp - The modules an open document imports -----------------===//

#include "tools/lsp/Imports.h"

#include "tools/driver/SourceReader.h"

#include "frontend/Frontend.h"

#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"

#include <deque>

namespace tensorlint::lsp {

const ir::Module *ImportedModules::lowered(const std::string &Path) {
  // Summaries of an imported module come from its text alone; a frontend
  // that compiles with flags has no modules that import (C/C++).
  std::optional<ir::Language> Lang = frontend::languageForPath(Path);
  const frontend::Frontend *Fe = Lang ? frontend::frontendFor(*Lang) : nullptr;
  if (!Fe || Fe->usesCompileFlags())
    return nullptr;
  const apis::ApiDatabase *Apis = Models(Path);
  if (!Apis)
    return nullptr;
  uint64_t ApisFingerprint = Apis->fingerprint();
  Entry &E = Cache[Path];
  std::optional<std::string> Text = Open(Path);
  if (!Text) {
    // From disk: read again only when its size or time changed, and as the
    // CLI reads files (regular, not binary, not too large).
    llvm::sys::fs::file_status St;
    if (llvm::sys::fs::status(Path, St))
      return nullptr;
    if (E.M && E.OnDisk && E.Size == St.getSize() &&
        E.Modified == St.getLastModificationTime() &&
        E.ApisFingerprint == ApisFingerprint)
      return E.M.get();
    driver::ReadResult R = driver::readSource(Path, MaxFileBytes);
    if (R.St != driver::ReadResult::Ok)
      return nullptr;
    Text = R.Buffer->getBuffer().str();
    E.OnDisk = true;
    E.Size = St.getSize();
    E.Modified = St.getLastModificationTime();
  } else {
    E.OnDisk = false;
  }
  if (!E.M || E.Text != *Text || E.ApisFingerprint != ApisFingerprint) {
    E.Text = std::move(*Text);
    E.ApisFingerprint = ApisFingerprint;
    frontend::LowerRequest Req;
    Req.Path = Req.ReadPath = Path;
    Req.Lang = *Lang;
    Req.Contents = E.Text;
    frontend::Lowered L = Fe->lower(Req, *Apis);
    if (!L.Module) {
      E.M.reset(); // not the module of the text it now remembers
      return nullptr;
    }
    E.M = std::make_unique<ir::Module>(std::move(*L.Module));
  }
  return E.M.get();
}

std::vector<const ir::Module *> ImportedModules::of(const ir::Module &Root) {
  std::vector<const ir::Module *> Out;
  llvm::StringSet<> Seen;
  Seen.insert(Root.Path);
  std::deque<std::string> Queue(Root.Imports.begin(), Root.Imports.end());
  while (!Queue.empty() && Out.size() < MaxFiles) {
    std::string Path = std::move(Queue.front());
    Queue.pop_front();
    if (!Seen.insert(Path).second)
      continue;
    const ir::Module *M = lowered(Path);
    if (!M)
      continue;
    Out.push_back(M);
    llvm::append_range(Queue, M->Imports);
  }
  return Out;
}

} // namespace tensorlint::lsp
