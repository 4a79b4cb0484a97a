//===- ApiModelSets.cpp - The API models of each configuration ------------===//

#include "tools/driver/ApiModelSets.h"
#include "tools/driver/Driver.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"

namespace tensorlint::driver {

ApiModelSets::ApiModelSets(std::vector<std::string> RunFiles)
    : RunFiles(std::move(RunFiles)) {}

ApiModelSets::~ApiModelSets() = default;

llvm::Expected<const apis::ApiDatabase &>
ApiModelSets::withFiles(llvm::ArrayRef<std::string> Extra) {
  std::vector<std::string> All = RunFiles;
  llvm::append_range(All, Extra);
  std::string Key;
  for (const std::string &File : All) {
    // (A file that cannot be read has no status: its error is the load's.)
    llvm::sys::fs::file_status St;
    if (!llvm::sys::fs::status(File, St))
      Key += llvm::formatv(
          "{0} {1} ", St.getSize(),
          St.getLastModificationTime().time_since_epoch().count());
    Key += File + "\n";
  }
  std::shared_future<std::shared_ptr<const Loaded>> List;
  std::promise<std::shared_ptr<const Loaded>> Mine;
  bool Load = false;
  {
    std::lock_guard<std::mutex> Lock(Mutex);
    auto It = Lists.find(Key);
    if (It == Lists.end()) {
      // Loaded by this request, outside the lock; others wait on it.
      It = Lists.emplace(Key, Mine.get_future().share()).first;
      Load = true;
    }
    List = It->second;
  }
  if (Load) {
    auto L = std::make_shared<Loaded>();
    llvm::Expected<apis::ApiDatabase> Db = loadApiDatabase(All);
    if (Db)
      L->Db = std::make_unique<apis::ApiDatabase>(std::move(*Db));
    else
      L->Error = llvm::toString(Db.takeError());
    Mine.set_value(std::move(L));
  }
  const std::shared_ptr<const Loaded> &L = List.get();
  if (!L->Db)
    return llvm::createStringError(llvm::inconvertibleErrorCode(), L->Error);
  return *L->Db;
}

} // namespace tensorlint::driver
