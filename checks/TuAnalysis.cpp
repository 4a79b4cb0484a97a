//===- TuAnalysis.cpp - One analysis per TU, shared by all checks ---------===//

#include "checks/TuAnalysis.h"

#include "analysis/Summaries.h"
#include "apis/ApiModel.h"
#include "frontend/cpp/AstLowering.h"
#include "rules/Rules.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"

#include <dlfcn.h>

#include <map>
#include <memory>
#include <mutex>

namespace tensorlint::checks {

namespace {

struct Entry {
  TuFindings Result;
  bool ErrorTaken = false;
};

struct Cache {
  std::mutex Lock;
  unsigned Refs = 0;
  /// (TU, ApiFiles) -> findings.
  std::map<std::pair<const clang::ASTContext *, std::string>, Entry> Tus;
  /// ApiFiles -> loaded models (kept for the whole process).
  std::map<std::string, std::shared_ptr<apis::ApiDatabase>> Dbs;
  std::map<std::string, std::string> DbErrors;
};

Cache &cache() {
  static Cache C;
  return C;
}

/// <plugin dir>/../share/tensorlint/apis, for an installed plugin loaded by
/// a clang-tidy that lives elsewhere.
std::string pluginApiDir() {
  Dl_info Info;
  if (!dladdr(reinterpret_cast<void *>(&pluginApiDir), &Info) ||
      !Info.dli_fname)
    return {};
  llvm::SmallString<256> Real;
  if (llvm::sys::fs::real_path(Info.dli_fname, Real))
    return {};
  llvm::SmallString<256> Dir =
      llvm::sys::path::parent_path(llvm::sys::path::parent_path(Real));
  llvm::sys::path::append(Dir, "share", "tensorlint", "apis");
  return llvm::sys::fs::is_directory(Dir) ? Dir.str().str() : std::string();
}

/// Adds every *.yaml of Dir, retrying files whose references to resources
/// of other files were not satisfied yet.
llvm::Error loadDirectory(apis::ApiDatabase &Db, llvm::StringRef Dir) {
  std::vector<std::string> Files;
  std::error_code EC;
  for (llvm::sys::fs::recursive_directory_iterator It(Dir, EC), End;
       It != End && !EC; It.increment(EC))
    if (llvm::sys::path::extension(It->path()) == ".yaml")
      Files.push_back(It->path());
  llvm::sort(Files);
  while (!Files.empty()) {
    std::vector<std::string> Failed;
    std::string LastError;
    for (const std::string &F : Files)
      if (llvm::Error E = Db.loadFile(F)) {
        LastError = llvm::toString(std::move(E));
        Failed.push_back(F);
      }
    if (Failed.size() == Files.size())
      return llvm::createStringError(llvm::inconvertibleErrorCode(), LastError);
    Files = std::move(Failed);
  }
  return llvm::Error::success();
}

llvm::Expected<apis::ApiDatabase> loadShippedForPlugin() {
  std::optional<std::string> Env =
      llvm::sys::Process::GetEnv("TENSORLINT_API_DIR");
  if (!Env || Env->empty())
    if (std::string Dir = pluginApiDir(); !Dir.empty()) {
      apis::ApiDatabase Db;
      if (llvm::Error E = loadDirectory(Db, Dir))
        return E;
      return Db;
    }
  return apis::ApiDatabase::loadShipped();
}

std::shared_ptr<apis::ApiDatabase> database(Cache &C, llvm::StringRef Files,
                                            std::string &Error) {
  std::string Key = Files.str();
  if (auto It = C.Dbs.find(Key); It != C.Dbs.end()) {
    Error = C.DbErrors[Key];
    return It->second;
  }
  std::shared_ptr<apis::ApiDatabase> Db;
  llvm::Expected<apis::ApiDatabase> Shipped = loadShippedForPlugin();
  if (!Shipped) {
    Error = llvm::toString(Shipped.takeError());
  } else {
    Db = std::make_shared<apis::ApiDatabase>(std::move(*Shipped));
    llvm::SmallVector<llvm::StringRef, 4> Paths;
    Files.split(Paths, ';', -1, /*KeepEmpty=*/false);
    for (llvm::StringRef P : Paths)
      if (llvm::Error E = Db->loadFile(P.trim())) {
        Error = llvm::toString(std::move(E));
        Db.reset();
        break;
      }
  }
  C.Dbs[Key] = Db;
  C.DbErrors[Key] = Error;
  return Db;
}

Entry &entryFor(Cache &C, clang::ASTContext &Ctx, llvm::StringRef ApiFiles,
                const rules::AnalysisOptions &Opts) {
  // The options are part of the key: checks may be configured differently.
  auto Key = std::make_pair(
      &Ctx, ApiFiles.str() + (Opts.ReportExceptionPaths ? "\n+exc" : ""));
  auto [It, New] = C.Tus.try_emplace(Key);
  if (!New)
    return It->second;
  Entry &E = It->second;
  std::shared_ptr<apis::ApiDatabase> Db = database(C, ApiFiles, E.Result.Error);
  if (!Db)
    return E;
  ir::Module M = frontend::cpp::lowerASTContext(Ctx, *Db);
  analysis::SummaryTable S = analysis::SummaryTable::compute({&M});
  // Every rule runs: clang-tidy's -checks decide which are reported (a
  // rule off by default is one `tensor-*` does not name unless it is asked).
  E.Result.Findings = rules::analyzeModule(M, S, rules::RuleFilter("*"), Opts);
  E.Result.MainPath = M.Path;
  return E;
}

} // namespace

const TuFindings &analyzeTu(clang::ASTContext &Ctx, llvm::StringRef ApiFiles,
                            const rules::AnalysisOptions &Opts) {
  Cache &C = cache();
  std::lock_guard<std::mutex> G(C.Lock);
  return entryFor(C, Ctx, ApiFiles, Opts).Result;
}

std::string takeTuError(clang::ASTContext &Ctx, llvm::StringRef ApiFiles,
                        const rules::AnalysisOptions &Opts) {
  Cache &C = cache();
  std::lock_guard<std::mutex> G(C.Lock);
  Entry &E = entryFor(C, Ctx, ApiFiles, Opts);
  if (E.ErrorTaken)
    return {};
  E.ErrorTaken = true;
  return E.Result.Error;
}

void retainTuCache() {
  Cache &C = cache();
  std::lock_guard<std::mutex> G(C.Lock);
  ++C.Refs;
}

void releaseTuCache() {
  Cache &C = cache();
  std::lock_guard<std::mutex> G(C.Lock);
  if (C.Refs && --C.Refs == 0)
    C.Tus.clear();
}

} // namespace tensorlint::checks
