//===- Driver.cpp - The analysis pipeline ---------------------------------===//

#include "tools/driver/Driver.h"

#include "tools/driver/SourceReader.h"

#include "frontend/js/JsFrontend.h"
#include "rules/Rules.h"
#include "rules/Summaries.h"
#ifdef TENSORLINT_HAVE_CPP
#include "frontend/cpp/CppFrontend.h"
#endif

#include "llvm/ADT/STLExtras.h"

#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/Threading.h"
#include <mutex>

namespace tensorlint::driver {

/// Frontend diagnostics printed per file; the rest are counted in one note.
static constexpr size_t MaxFrontendDiagsPerFile = 20;

const char *versionString() { return TENSORLINT_VERSION_STRING; }

unsigned RunResult::filesChecked() const {
  return llvm::count_if(
      Files, [](const SourceFile &F) { return F.Module.has_value(); });
}

unsigned RunResult::filesWithDefaultFlags() const {
  return llvm::count_if(Files,
                        [](const SourceFile &F) { return F.UsedDefaultFlags; });
}

std::vector<Diagnostic> RunResult::diagnostics() const {
  std::vector<Diagnostic> All = CollectDiags;
  for (const SourceFile &F : Files)
    llvm::append_range(All, F.Diags);
  return All;
}

bool RunResult::hasInputErrors() const {
  auto IsInputError = [](const Diagnostic &D) { return D.isInputError(); };
  if (llvm::any_of(CollectDiags, IsInputError))
    return true;
  return llvm::any_of(Files, [&](const SourceFile &F) {
    return llvm::any_of(F.Diags, IsInputError);
  });
}

int RunResult::exitCode() const {
  if (hasInputErrors())
    return 2;
  return Findings.empty() ? 0 : 1;
}

llvm::Expected<apis::ApiDatabase>
loadApiDatabase(llvm::ArrayRef<std::string> ApiFiles) {
  llvm::Expected<apis::ApiDatabase> Db = apis::ApiDatabase::loadShipped();
  if (!Db)
    return Db.takeError();
  for (const std::string &File : ApiFiles)
    if (llvm::Error E = Db->loadFile(File))
      return E;
  return Db;
}

namespace {

/// Reports a file that was not read: an error when the user named it, a note
/// when a directory walk found it (binary or oversized files in a source tree
/// are skipped, not fatal). Read failures are always errors.
void reportUnread(SourceFile &F, const ReadResult &R) {
  bool Fatal = F.Input.Explicit || R.St == ReadResult::Failed;
  F.Diags.push_back({F.Input.Path,
                     {},
                     Fatal ? Diagnostic::Error : Diagnostic::Note,
                     Diagnostic::Input,
                     R.Message,
                     ""});
}

#ifdef TENSORLINT_HAVE_CPP
/// "a.cc: error: a.cc: error: cannot parse" reads badly: drop a leading
/// "Path: " and "error: " from a frontend's message.
std::string withoutPathPrefix(llvm::StringRef Msg, llvm::StringRef Path) {
  llvm::StringRef M = Msg;
  if (!(M.consume_front(Path) && M.consume_front(": ")))
    M = Msg;
  M.consume_front("error: ");
  return M.str();
}
#endif

void addFrontendDiags(SourceFile &F) {
  const std::vector<ir::FrontendDiag> &Diags = F.Module->Diags;
  size_t Shown = std::min(Diags.size(), MaxFrontendDiagsPerFile);
  for (size_t I = 0; I < Shown; ++I) {
    const ir::FrontendDiag &D = Diags[I];
    F.Diags.push_back({F.Input.Path, D.Loc,
                       D.IsError ? Diagnostic::Error : Diagnostic::Remark,
                       Diagnostic::Frontend, D.Message,
                       D.IsError ? "syntax-error" : "frontend"});
  }
  if (Diags.size() > Shown)
    F.Diags.push_back({F.Input.Path,
                       {},
                       Diagnostic::Note,
                       Diagnostic::Frontend,
                       std::to_string(Diags.size() - Shown) +
                           " more frontend diagnostics not shown",
                       ""});
}

bool isCpp(ir::Language L) {
  return L == ir::Language::C || L == ir::Language::CXX;
}

} // namespace

SourceFile lowerInput(const InputFile &In, const DriverOptions &Opts,
                      const apis::ApiDatabase &Apis) {
  SourceFile F;
  F.Input = In;
  const std::string &ReadPath = In.AbsPath.empty() ? In.Path : In.AbsPath;
  if (isCpp(In.Lang)) {
#ifdef TENSORLINT_HAVE_CPP
    ReadResult R = checkSource(ReadPath, Opts.MaxFileBytes);
    if (R.St != ReadResult::Ok) {
      reportUnread(F, R);
      return F;
    }
    frontend::cpp::CppOptions CO;
    CO.BuildDir = Opts.BuildDir;
    CO.ExtraArgs = Opts.ExtraArgs;
    // ClangTool sets the process's working directory to the compile
    // command's directory while it runs (its default file system is linked
    // to the process): C/C++ files are parsed one at a time, by absolute
    // path, and the driver reads every file by absolute path.
    static std::mutex ClangToolMutex;
    std::unique_lock<std::mutex> Lock(ClangToolMutex);
    llvm::Expected<frontend::cpp::CppResult> Res =
        frontend::cpp::lowerCppFile(ReadPath, CO, Apis);
    Lock.unlock();
    if (!Res) {
      F.Diags.push_back(
          {In.Path,
           {},
           Diagnostic::Error,
           Diagnostic::Input,
           withoutPathPrefix(llvm::toString(Res.takeError()), ReadPath),
           ""});
      return F;
    }
    F.Module = std::move(Res->Module);
    F.Module->Path = In.Path; // as the user wrote it, for messages
    F.UsedDefaultFlags = Res->UsedDefaultFlags;
#else
    (void)Apis;
    F.Diags.push_back({In.Path,
                       {},
                       Diagnostic::Error,
                       Diagnostic::Input,
                       "C/C++ analysis is not built into this tensorlint "
                       "(TENSORLINT_ENABLE_CPP=OFF)",
                       ""});
    return F;
#endif
  } else {
    ReadResult R = readSource(ReadPath, Opts.MaxFileBytes);
    if (R.St != ReadResult::Ok) {
      reportUnread(F, R);
      return F;
    }
    F.Buffer = std::move(R.Buffer);
    F.Module = frontend::js::lowerJavaScript(In.Path, F.Buffer->getBuffer(),
                                             In.Lang, Apis);
  }
  addFrontendDiags(F);
  return F;
}

RunResult run(const DriverOptions &Opts, const apis::ApiDatabase &Apis) {
  RunResult Result;
  CollectOptions CO;
  CO.UseGitignore = Opts.UseGitignore;
  CollectedInputs Inputs = collectInputs(Opts.Inputs, CO);
  Result.CollectDiags = std::move(Inputs.Diags);

  llvm::DefaultThreadPool Pool(llvm::hardware_concurrency(Opts.Jobs));

  // Read and lower every file once; each task writes only its own slot.
  Result.Files.resize(Inputs.Files.size());
  for (size_t I = 0; I < Inputs.Files.size(); ++I)
    Pool.async(
        [&, I] { Result.Files[I] = lowerInput(Inputs.Files[I], Opts, Apis); });
  Pool.wait();
  if (!Opts.Analyze)
    return Result;

  std::vector<const ir::Module *> Modules;
  for (const SourceFile &F : Result.Files)
    if (F.Module)
      Modules.push_back(&*F.Module);
  rules::SummaryTable Summaries = rules::SummaryTable::compute(Modules);
  rules::RuleFilter Filter = Opts.Checks.empty()
                                 ? rules::RuleFilter()
                                 : rules::RuleFilter(Opts.Checks);
  std::vector<std::vector<rules::Finding>> PerModule(Modules.size());
  for (size_t I = 0; I < Modules.size(); ++I)
    Pool.async([&, I] {
      PerModule[I] = rules::analyzeModule(*Modules[I], Summaries, Filter);
    });
  Pool.wait();
  for (std::vector<rules::Finding> &Fs : PerModule)
    std::move(Fs.begin(), Fs.end(), std::back_inserter(Result.Findings));
  std::stable_sort(
      Result.Findings.begin(), Result.Findings.end(),
      [](const rules::Finding &A, const rules::Finding &B) { return A < B; });
  return Result;
}

} // namespace tensorlint::driver
