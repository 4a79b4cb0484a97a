//===- Driver.cpp - The analysis pipeline ---------------------------------===//

#include "tools/driver/Driver.h"
#include "tools/driver/ApiModelSets.h"
#include "tools/driver/Loading.h"
#include "tools/driver/Relevance.h"

#include "tools/driver/FixApply.h"
#include "tools/driver/Generated.h"
#include "tools/driver/ResultCache.h"
#include "tools/driver/SourceReader.h"
#include "tools/driver/Suppressions.h"

#include "analysis/Summaries.h"
#include "frontend/FileProbe.h"
#include "frontend/Frontend.h"
#include "rules/Rules.h"
#include "support/ParallelEach.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/BuryPointer.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/Threading.h"
#include <chrono>
#include <mutex>

namespace tensorlint::driver {

/// Frontend diagnostics printed per file; the rest are counted in one note.
static constexpr size_t MaxFrontendDiagsPerFile = 20;

const char *versionString() { return TENSORLINT_VERSION_STRING; }

unsigned RunResult::filesChecked() const {
  return llvm::count_if(Files, [](const SourceFile &F) {
    return F.Module.has_value() || F.FromCache || F.Skipped;
  });
}

unsigned RunResult::filesNotUnits() const {
  return llvm::count_if(Files, [](const SourceFile &F) { return F.NotAUnit; });
}

unsigned RunResult::filesSkipped() const {
  return llvm::count_if(Files, [](const SourceFile &F) { return F.Skipped; });
}

PhaseTimes RunResult::totalTimes() const {
  PhaseTimes Sum;
  for (const SourceFile &F : Files)
    Sum += F.Times;
  return Sum;
}

static double secondsSince(std::chrono::steady_clock::time_point Start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - Start)
      .count();
}

namespace {
/// Wall seconds between the laps of a run's phases.
class PhaseClock {
public:
  double lap() {
    auto Now = std::chrono::steady_clock::now();
    double Seconds = std::chrono::duration<double>(Now - Last).count();
    Last = Now;
    return Seconds;
  }

private:
  std::chrono::steady_clock::time_point Last = std::chrono::steady_clock::now();
};
} // namespace

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

unsigned RunResult::frontendErrors() const {
  unsigned N = 0;
  for (const SourceFile &F : Files)
    N += llvm::count_if(
        F.Diags, [](const Diagnostic &D) { return D.isFrontendError(); });
  return N;
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
  return Findings.empty() && !frontendErrors() ? 0 : 1;
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

/// A file that hit --max-file-time: like an oversized file, an error when the
/// user named it, a note when a directory walk found it. Its module is
/// dropped: half-lowered code would give wrong findings.
void reportTimeout(SourceFile &F, unsigned Seconds) {
  std::string S = std::to_string(Seconds);
  F.Diags.push_back({F.Input.Path,
                     {},
                     F.Input.Explicit ? Diagnostic::Error : Diagnostic::Note,
                     Diagnostic::Input,
                     "analysis took longer than " + S +
                         " s (--max-file-time is " + S + "), not analysed",
                     ""});
  F.Module.reset();
}

/// A syntax error is an error in the output but the file is still analysed
/// (exit code unchanged). A compile error where the frontend compiles with
/// flags (C/C++: a missing header) means the analysis saw a different
/// program: an input error (exit 2), as clang-tidy has it, unless
/// --allow-compile-errors.
void addFrontendDiags(SourceFile &F, const frontend::Frontend &Fe,
                      bool AllowCompileErrors) {
  const std::vector<ir::FrontendDiag> &Diags = F.Module->Diags;
  size_t Shown = std::min(Diags.size(), MaxFrontendDiagsPerFile);
  bool Compiles = Fe.usesCompileFlags();
  for (size_t I = 0; I < Shown; ++I) {
    const ir::FrontendDiag &D = Diags[I];
    bool CompileError = D.IsError && Compiles;
    ir::SourceLoc Loc = D.Loc;
    uint32_t Cell = 0;
    if (F.Cells && Loc.isValid())
      if (std::optional<frontend::CellLine> P = F.Cells->place(Loc.Line)) {
        Loc.Line = P->Line;
        Cell = P->Cell;
      }
    F.Diags.push_back(
        {F.Input.Path, Loc,
         !D.IsError                           ? Diagnostic::Remark
         : CompileError && AllowCompileErrors ? Diagnostic::Warning
                                              : Diagnostic::Error,
         CompileError && !AllowCompileErrors ? Diagnostic::Input
                                             : Diagnostic::Frontend,
         D.Message,
         CompileError ? "clang-diagnostic-error"
         : D.IsError  ? "syntax-error"
                      : "frontend",
         Cell});
  }
  if (Compiles && !AllowCompileErrors &&
      llvm::any_of(Diags, [](const ir::FrontendDiag &D) { return D.IsError; }))
    F.Diags.push_back({F.Input.Path,
                       {},
                       Diagnostic::Note,
                       Diagnostic::Frontend,
                       "the file does not compile with these flags (pass "
                       "include paths with --extra-arg=-I... or -p BUILD_DIR; "
                       "--allow-compile-errors analyses it anyway)",
                       ""});
  if (Diags.size() > Shown)
    F.Diags.push_back({F.Input.Path,
                       {},
                       Diagnostic::Note,
                       Diagnostic::Frontend,
                       std::to_string(Diags.size() - Shown) +
                           " more frontend diagnostics not shown",
                       ""});
}

/// A notebook is analysed as the code of its cells: from here on, R's
/// buffer is that code, and its cells say where each starts.
void unpackEmbeddedCode(llvm::StringRef Path, const frontend::Frontend &Fe,
                        ReadResult &R) {
  std::optional<frontend::EmbeddedCode> Code =
      Fe.extractCode(Path, R.Buffer->getBuffer());
  if (!Code)
    return;
  if (!Code->Error.empty()) {
    R = ReadResult();
    R.St = Code->Unsupported ? ReadResult::Unsupported : ReadResult::Failed;
    R.Message = std::move(Code->Error);
    return;
  }
  R.Buffer = llvm::MemoryBuffer::getMemBufferCopy(Code->Text, Path);
  R.Cells = std::make_shared<const frontend::CodeCells>(std::move(Code->Cells));
}

} // namespace

ReadResult readInput(const InputFile &In, const DriverOptions &Opts) {
  const frontend::Frontend *Fe = frontend::frontendFor(In.Lang);
  // A frontend that compiles reads the file (and its headers) itself: only
  // check that it is a regular file within the size limit. Any other gets
  // the text, read once here and kept for suppressions and fixes.
  ReadResult R = In.Contents ? givenSource(*In.Contents, In.Path)
                 : Fe && Fe->usesCompileFlags()
                     ? checkSource(In.readPath(), Opts.MaxFileBytes)
                     : readSource(In.readPath(), Opts.MaxFileBytes);
  if (R.St == ReadResult::Ok && R.Buffer && Fe)
    unpackEmbeddedCode(In.Path, *Fe, R);
  return R;
}

SourceFile lowerInput(const InputFile &In, const DriverOptions &Opts,
                      const apis::ApiDatabase &Apis) {
  return lowerInput(In, Opts, Apis, readInput(In, Opts));
}

SourceFile lowerInput(const InputFile &In, const DriverOptions &Opts,
                      const apis::ApiDatabase &Apis, ReadResult R) {
  SourceFile F;
  F.Input = In;
  auto Start = std::chrono::steady_clock::now();
  auto Deadline = Opts.MaxFileSeconds
                      ? Start + std::chrono::seconds(Opts.MaxFileSeconds)
                      : std::chrono::steady_clock::time_point::max();
  const frontend::Frontend *Fe = frontend::frontendFor(In.Lang);
  if (!Fe) { // a language this build has no frontend for
    F.Diags.push_back({In.Path,
                       {},
                       Diagnostic::Error,
                       Diagnostic::Input,
                       (llvm::Twine("this tensorlint is built without the ") +
                        ir::toString(In.Lang) + " frontend")
                           .str(),
                       ""});
    return F;
  }
  frontend::LowerRequest Req;
  Req.Path = In.Path;
  Req.ReadPath = In.readPath();
  Req.Lang = In.Lang;
  Req.BuildDir = Opts.BuildDir;
  Req.ExtraArgs = Opts.ExtraArgs;
  Req.Walked = !In.Explicit;
  Req.Deadline = Deadline;
  if (R.St != ReadResult::Ok) {
    reportUnread(F, R);
    return F;
  }
  if (R.Buffer) {
    F.Buffer = std::move(R.Buffer);
    Req.Contents = F.Buffer->getBuffer();
  }
  F.Cells = std::move(R.Cells);
  frontend::Lowered L = Fe->lower(Req, Apis);
  F.Times.Parse = L.ParseSeconds;
  F.Times.Lower = L.LowerSeconds;
  if (L.NotAUnit) {
    F.NotAUnit = true;
    return F;
  }
  if (!L.Module) {
    F.Diags.push_back(
        {In.Path, {}, Diagnostic::Error, Diagnostic::Input, L.Error, ""});
    return F;
  }
  F.Module = std::move(L.Module);
  F.UsedDefaultFlags = L.UsedDefaultFlags;
  // A frontend that cannot be interrupted (Clang) is checked afterwards.
  if (F.Module->TimedOut || std::chrono::steady_clock::now() > Deadline) {
    reportTimeout(F, Opts.MaxFileSeconds);
    return F;
  }
  addFrontendDiags(F, *Fe, Opts.AllowCompileErrors);
  return F;
}

std::vector<rules::Finding>
applyFileConfig(std::vector<rules::Finding> Raw, llvm::StringRef Source,
                ir::Language Lang, llvm::StringRef Path, const FileConfig &Cfg,
                const frontend::CodeCells *Cells) {
  for (rules::Finding &F : Raw) {
    auto It = Cfg.Severities.find(F.RuleId);
    if (It != Cfg.Severities.end())
      F.Sev = It->second;
  }
  return applyPartSuppressions(applySuppressions(std::move(Raw), Source, Lang,
                                                 Path, Cfg.ReportUnusedDisable,
                                                 Cells),
                               Path, Lang);
}

std::vector<rules::Finding>
checkModule(const ir::Module &M, llvm::StringRef Source, const FileConfig &Cfg,
            const analysis::SummaryTable &S, const frontend::ParsedFile *Parsed,
            bool ResolveFixes, llvm::ThreadPoolInterface *Pool,
            const rules::FindingReuse *Reuse,
            const frontend::CodeCells *Cells) {
  rules::RuleFilter Filter =
      Cfg.Checks.empty() ? rules::RuleFilter() : rules::RuleFilter(Cfg.Checks);
  std::vector<rules::Finding> Fs = applyFileConfig(
      rules::analyzeModule(M, S, Filter, Cfg.Analysis, Pool, Reuse), Source,
      M.Lang, M.Path, Cfg, Cells);
  if (ResolveFixes)
    resolveFixes(Fs, Source, M.Lang, Parsed);
  return Fs;
}

namespace {

/// "file:line:col: error: message" (API model errors) as a Diagnostic.
Diagnostic apiLoadError(const std::string &Msg) {
  llvm::StringRef M = Msg;
  M = M.take_until([](char C) { return C == '\n'; });
  Diagnostic D{"", {}, Diagnostic::Error, Diagnostic::Input, Msg, ""};
  size_t At = M.find(": error: ");
  if (At == llvm::StringRef::npos)
    return D;
  llvm::StringRef Where = M.take_front(At);
  D.Message = M.drop_front(At + 9).str();
  llvm::StringRef Rest = Where, ColS, LineS;
  std::tie(Rest, ColS) = Where.rsplit(':');
  std::tie(Rest, LineS) = Rest.rsplit(':');
  unsigned Line = 0, Col = 0;
  if (!LineS.getAsInteger(10, Line) && !ColS.getAsInteger(10, Col)) {
    D.Path = Rest.str();
    D.Loc = {Line, Col};
  } else {
    D.Path = Where.str();
  }
  return D;
}

/// The modules M imports, and a page's scripts (paths as the run names its
/// files).
std::vector<std::string> moduleDeps(const ir::Module &M) {
  std::vector<std::string> Deps = M.Imports;
  // A page's scripts share its global scope: their calls of each other's
  // globals (even from a script that names no tensor) decide which run.
  Deps.insert(Deps.end(), M.PageScripts.begin(), M.PageScripts.end());
  Deps.insert(Deps.end(), M.PageModules.begin(), M.PageModules.end());
  llvm::sort(Deps);
  Deps.erase(std::unique(Deps.begin(), Deps.end()), Deps.end());
  return Deps;
}

/// The --cache bookkeeping of one run.
struct CacheState {
  ResultCache Cache;
  std::vector<std::string> Hash; ///< Content hash; empty: not cacheable.
  std::vector<std::string> Key;
  std::vector<const CacheEntry *> Entry; ///< Non-null: a hit so far.
  std::vector<size_t> Component;         ///< Component id of each file.
};

size_t findRoot(std::vector<size_t> &Parent, size_t I) {
  while (Parent[I] != I)
    I = Parent[I] = Parent[Parent[I]];
  return I;
}

} // namespace

namespace {

/// One run of the driver, phase by phase: the members are what one phase
/// hands to the next.
class DriverRun {
public:
  DriverRun(const DriverOptions &Opts, ApiWait WaitApis)
      : Opts(Opts), WaitApis(WaitApis),
        Pool(llvm::hardware_concurrency(Opts.Jobs)),
        UseCache(Opts.Analyze && !Opts.CacheFile.empty()) {}

  RunResult run() {
    PhaseClock Clock;
    collectInputs();
    resolveConfigs();
    Result.Phases.Inputs = Clock.lap();
    readSources();
    if (!waitForApis())
      return RunResult();
    Result.Phases.Reading = Clock.lap();
    selectRelevant();
    Result.Phases.Relevance = Clock.lap();
    planCache();
    lower();
    Result.Phases.Lowering = Clock.lap();
    if (!Opts.Analyze)
      return std::move(Result);
    analyse(Clock);
    storeCache();
    finish();
    return std::move(Result);
  }

private:
  /// The inputs: files named, directories walked, .gitignore honoured.
  void collectInputs() {
    CollectOptions CO;
    CO.UseGitignore = Opts.UseGitignore;
    CO.Stdin = Opts.Stdin;
    Inputs = driver::collectInputs(Opts.Inputs, CO);
    Result.CollectDiags = std::move(Inputs.Diags);
    if (Opts.AfterListing)
      Opts.AfterListing(Inputs.Files.size());
  }

  /// Each file's configuration and API models; broken configs are reported
  /// once and their files skipped, ignored files are dropped.
  void resolveConfigs() {
    ConfigResolver Resolver(Opts.Checks, Opts.UseConfig,
                            Opts.ReportUnusedDisable, Opts.ForcedAnalysis);
    llvm::StringSet<> Reported;
    for (InputFile &In : Inputs.Files) {
      llvm::Expected<FileConfig> Cfg = Resolver.configFor(In.readPath());
      if (!Cfg) {
        llvm::handleAllErrors(Cfg.takeError(), [&](const ConfigError &E) {
          if (Reported.insert(E.Path).second)
            Result.CollectDiags.push_back({E.Path,
                                           {E.Line, E.Col},
                                           Diagnostic::Error,
                                           Diagnostic::Input,
                                           E.Message,
                                           ""});
        });
        continue;
      }
      if (Cfg->Ignored) {
        if (In.Explicit)
          Result.CollectDiags.push_back({In.Path,
                                         {},
                                         Diagnostic::Note,
                                         Diagnostic::Input,
                                         "ignored by " + Cfg->Source,
                                         ""});
        continue;
      }
      const apis::ApiDatabase *Db = nullptr; // the run's (waitForApis)
      if (!Cfg->ApiFiles.empty()) {
        // Asked once per list in a run (asking looks at the files).
        auto [It, First] =
            ConfigDbs.try_emplace(llvm::join(Cfg->ApiFiles, "\n"), nullptr);
        if (First) {
          llvm::Expected<const apis::ApiDatabase &> Loaded =
              ConfigApis.withFiles(Cfg->ApiFiles);
          if (Loaded)
            It->second = &*Loaded;
          else
            Result.CollectDiags.push_back(
                apiLoadError(llvm::toString(Loaded.takeError())));
        }
        Db = It->second;
        if (!Db)
          continue; // (reported above)
      }
      Files.push_back(std::move(In));
      Configs.push_back(std::move(*Cfg));
      Dbs.push_back(Db);
    }

    N = Files.size();
    Result.Files.resize(N);
  }

  /// Each file's text, read once, in parallel (C/C++ files only checked:
  /// Clang reads them).
  void readSources() {
    Reads.resize(N);
    support::forEachIndex(
        &Pool, N, [&](size_t I) { Reads[I] = readInput(Files[I], Opts); });
    // By the path as given and as imports spell it (Module::Imports).
    for (size_t I = 0; I < N; ++I) {
      PathIndex[Files[I].Path] = I;
      PathIndex.try_emplace(frontend::canonicalModulePath(Files[I].Path), I);
    }
  }

  /// The run's API models, once loaded, for the files that use them; false
  /// if they failed to load.
  bool waitForApis() {
    const apis::ApiDatabase *Apis = WaitApis();
    if (!Apis)
      return false;
    for (const apis::ApiDatabase *&Db : Dbs)
      if (!Db)
        Db = Apis;
    return true;
  }

  /// The files that can involve a tensor, from their texts (Relevance.h);
  /// lower() adds the files they import.
  void selectRelevant() {
    findGenerated();
    if (Opts.AllFiles || !Opts.Analyze) {
      Relevant.assign(N, true);
      for (size_t I = 0; I < N; ++I)
        Relevant[I] = Generated[I].empty();
      return;
    }
    std::vector<RelevanceInput> In(N);
    for (size_t I = 0; I < N; ++I) {
      const frontend::Frontend *Fe = frontend::frontendFor(Files[I].Lang);
      std::optional<llvm::StringRef> Lang =
          Fe ? Fe->mentionLanguage() : std::nullopt;
      In[I].Path = Files[I].Path;
      In[I].Apis = Dbs[I];
      if (Lang && Reads[I].St == ReadResult::Ok && Reads[I].Buffer) {
        In[I].Language = *Lang;
        In[I].ImportsByRelativePath = Fe->importsByRelativePath();
        In[I].Text = Reads[I].Buffer->getBuffer();
      }
    }
    Relevant = relevantBeforeParsing(In, Pool);
    for (size_t I = 0; I < N; ++I)
      if (!Generated[I].empty())
        Relevant[I] = false;
  }

  /// Bundles and minified files (Generated.h): not analysed, said once.
  void findGenerated() {
    Generated.assign(N, {});
    if (!Opts.Analyze || !Opts.IgnoreBundles)
      return;
    support::forEachIndex(&Pool, N, [&](size_t I) {
      if (Reads[I].St == ReadResult::Ok && Reads[I].Buffer)
        Generated[I] =
            generatedReason(Files[I].Path, Reads[I].Buffer->getBuffer());
    });
    size_t Count = 0, First = N;
    for (size_t I = 0; I < N; ++I)
      if (!Generated[I].empty()) {
        ++Count;
        First = std::min(First, I);
      }
    if (!Count)
      return;
    std::string Msg = "skipped " + std::to_string(Count) +
                      " bundled or minified file(s), such as '" +
                      Files[First].Path + "' (" + Generated[First].str() +
                      "): their code is a library's, not yours; "
                      "--no-ignore-bundles analyses them";
    Result.CollectDiags.push_back(
        {"", {}, Diagnostic::Note, Diagnostic::Input, std::move(Msg), ""});
  }

  /// --cache: hash every JS/TS file and find the entries whose key matches
  /// and whose import component is unchanged.
  void planCache() {
    if (!UseCache)
      return;
    CS.Cache = ResultCache::load(Opts.CacheFile);
    CS.Hash.resize(N);
    CS.Key.resize(N);
    CS.Entry.assign(N, nullptr);
    support::forEachIndex(&Pool, N, [&](size_t I) {
      const frontend::Frontend *Fe = frontend::frontendFor(Files[I].Lang);
      if (!Fe || Fe->usesCompileFlags() || Files[I].Contents ||
          !Reads[I].Buffer || !Generated[I].empty())
        return; // its module depends on more than its text; or stdin
      CS.Hash[I] = contentHash(Reads[I].Buffer->getBuffer());
      CS.Key[I] = contentHash((llvm::Twine(versionString()) + "\n" +
                               CS.Hash[I] + "\n" + ir::toString(Files[I].Lang) +
                               "\n" + Configs[I].signature() + "\napis " +
                               llvm::utohexstr(Dbs[I]->fingerprint()) + "\n" +
                               Fe->loweringContext(Files[I].Path))
                                  .str());
    });
    for (size_t I = 0; I < N; ++I) {
      const CacheEntry *E =
          CS.Hash[I].empty() ? nullptr : CS.Cache.lookup(Files[I].Path);
      if (!E || E->Key != CS.Key[I])
        continue;
      bool Same = llvm::all_of(E->Component, [&](const auto &PH) {
        auto It = PathIndex.find(PH.first);
        return It != PathIndex.end() && CS.Hash[It->second] == PH.second;
      });
      if (Same)
        CS.Entry[I] = E;
    }
  }

  /// The modules file I imports: its lowered module's, or its cache
  /// entry's.
  std::vector<std::string> depsOf(size_t I) const {
    if (UseCache && CS.Entry[I])
      return CS.Entry[I]->Imports;
    if (Result.Files[I].Module)
      return moduleDeps(*Result.Files[I].Module);
    return {};
  }

  /// Marks the files that the files Done import as relevant (they feed
  /// them summaries), and adds those to Done.
  void addImported(std::vector<size_t> &Done) {
    for (size_t K = 0; K < Done.size(); ++K)
      for (const std::string &D : depsOf(Done[K])) {
        auto It = PathIndex.find(D);
        if (It != PathIndex.end() && !Relevant[It->second] &&
            Generated[It->second].empty()) {
          Relevant[It->second] = true;
          Done.push_back(It->second);
        }
      }
  }

  /// Wave's files, the costliest to lower first, so that no large file
  /// starts last and keeps one thread busy while the others wait. A file
  /// without text read here (Clang parses C/C++ itself) costs most.
  std::vector<size_t> largestFirst(llvm::ArrayRef<size_t> Wave) const {
    std::vector<size_t> Order(Wave.begin(), Wave.end());
    auto Cost = [&](size_t I) {
      return Reads[I].Buffer ? Reads[I].Buffer->getBufferSize() : SIZE_MAX;
    };
    std::stable_sort(Order.begin(), Order.end(),
                     [&](size_t A, size_t B) { return Cost(A) > Cost(B); });
    return Order;
  }

  /// Lowers every relevant file that is not a cache hit, with the files
  /// they import.
  void lower() {
    // Each task writes only its own slot.
    // A file is lowered once, in the wave after it became relevant: each
    // wave's imports (known once it is lowered) make the next one.
    std::vector<bool> Lowered(N, false);
    auto LowerMisses = [&] {
      std::vector<size_t> Wave;
      for (size_t I = 0; I < N; ++I)
        if (Relevant[I] && !Lowered[I])
          Wave.push_back(I);
      while (!Wave.empty()) {
        std::vector<size_t> Todo;
        for (size_t I : largestFirst(Wave))
          if (!Lowered[I] && !(UseCache && CS.Entry[I])) {
            Lowered[I] = true;
            Todo.push_back(I);
          }
        support::forEachIndex(&Pool, Todo.size(), [&](size_t K) {
          size_t I = Todo[K];
          frontend::FileProbe::Use UseProbe(Probe);
          Result.Files[I] =
              lowerInput(Files[I], Opts, *Dbs[I], std::move(Reads[I]));
        });
        size_t Before = Wave.size();
        addImported(Wave);
        Wave.erase(Wave.begin(), Wave.begin() + Before);
      }
    };
    LowerMisses();

    // A hit in the same import component as a miss is a miss too (summaries
    // flow both ways along imports); lowering it may reveal more imports.
    while (UseCache) {
      std::vector<size_t> Parent(N);
      for (size_t I = 0; I < N; ++I)
        Parent[I] = I;
      for (size_t I = 0; I < N; ++I) {
        for (const std::string &D : depsOf(I)) {
          auto It = PathIndex.find(D);
          if (It != PathIndex.end())
            Parent[findRoot(Parent, I)] = findRoot(Parent, It->second);
        }
      }
      CS.Component.resize(N);
      std::vector<bool> HasMiss(N, false);
      for (size_t I = 0; I < N; ++I) {
        CS.Component[I] = findRoot(Parent, I);
        if (!CS.Entry[I] && Relevant[I]) // (a skipped file has no findings)
          HasMiss[CS.Component[I]] = true;
      }
      bool Changed = false;
      for (size_t I = 0; I < N; ++I)
        if (CS.Entry[I] && HasMiss[CS.Component[I]]) {
          CS.Entry[I] = nullptr;
          Changed = true;
        }
      if (!Changed)
        break;
      LowerMisses();
    }

    markUnloaded();
    for (size_t I = 0; I < N; ++I) {
      Result.Files[I].Config = Configs[I];
      if (UseCache && CS.Entry[I]) {
        SourceFile &F = Result.Files[I];
        F.Input = Files[I];
        F.FromCache = true;
        F.Diags = CS.Entry[I]->Diags;
      } else if (!Relevant[I]) {
        Result.Files[I].Input = Files[I];
        Result.Files[I].Skipped = true;
        Reads[I] = ReadResult(); // its text is not needed any more
      }
    }
  }

  /// The modules nothing of the run loads (Loading.h), while the texts of
  /// the files not lowered are still at hand. A run that reuses cached
  /// findings concludes nothing: a file a hit's module was named by may
  /// have changed.
  void markUnloaded() {
    if (UseCache || !Opts.Analyze)
      return;
    std::vector<std::string> WalkedDirs;
    for (const std::string &In : Opts.Inputs) {
      llvm::SmallString<256> Dir(In);
      if (!llvm::sys::fs::is_directory(Dir) ||
          llvm::sys::fs::make_absolute(Dir))
        continue;
      llvm::sys::path::remove_dots(Dir, /*remove_dot_dot=*/true);
      WalkedDirs.push_back(std::string(Dir));
    }
    if (WalkedDirs.empty())
      return;
    std::vector<LoadingFile> In(N);
    for (size_t I = 0; I < N; ++I) {
      llvm::SmallString<256> Abs(Files[I].readPath());
      if (!llvm::sys::fs::make_absolute(Abs))
        llvm::sys::path::remove_dots(Abs, /*remove_dot_dot=*/true);
      In[I].Path = std::string(Abs);
      In[I].Walked = !Files[I].Explicit;
      In[I].Generated = !Generated[I].empty();
      In[I].OtherLanguage = llvm::is_contained(
          {ir::Language::Python, ir::Language::C, ir::Language::CXX},
          Files[I].Lang);
      SourceFile &F = Result.Files[I];
      if (F.Module)
        In[I].Module = &*F.Module;
      // A page's markup, a component's template, code of another language:
      // their strings are not all the file names they spell.
      if (F.Module &&
          llvm::is_contained({ir::Language::JavaScript,
                              ir::Language::TypeScript, ir::Language::TSX},
                             F.Module->Lang))
        continue;
      if (Reads[I].St == ReadResult::Ok && Reads[I].Buffer)
        In[I].Text = Reads[I].Buffer->getBuffer();
      else if (F.Buffer)
        In[I].Text = F.Buffer->getBuffer();
    }
    markLoadedByNone(In, WalkedDirs);
    // The navigation names of every API model set of the run.
    std::vector<apis::OwnedGlob> Navigation;
    llvm::SmallPtrSet<const apis::ApiDatabase *, 2> Seen;
    for (const apis::ApiDatabase *Db : Dbs)
      if (Db && Seen.insert(Db).second)
        llvm::append_range(Navigation, Db->jsComponents().ClientNavigation);
    markRoutesMountOncePerPage(In, WalkedDirs, Navigation);
  }

  /// Summaries over the whole run, then each file's analysis, severities,
  /// suppressions and fix-its.
  void analyse(PhaseClock &Clock) {
    std::vector<const ir::Module *> Modules;
    for (const SourceFile &F : Result.Files)
      if (F.Module)
        Modules.push_back(&*F.Module);
    // The rules take each function's control flow and dataflow facts from
    // the summaries' last run over it instead of computing them again: a
    // twentieth of the run's time, for about 2 MB per 100,000 lines.
    analysis::SummaryTable Summaries =
        analysis::SummaryTable::compute(Modules, &Pool, /*KeepAnalyses=*/true);
    Result.Phases.Summaries = Clock.lap();
    // Analysis, severities, suppressions and fix-its of each file in parallel
    // (reading a file's suppression comments scans its whole text); Raw keeps
    // the findings before suppression, which is what the cache stores.
    Raw.resize(N);
    Final.resize(N);
    support::forEachIndex(&Pool, N, [&](size_t I) {
      const SourceFile &F = Result.Files[I];
      if (F.FromCache) {
        Raw[I] = CS.Entry[I]->Findings;
        // The hit keeps its text, as a lowered file does: --fix and
        // --fix-dry-run apply the cached findings' fixes to it.
        Result.Files[I].Buffer = std::move(Reads[I].Buffer);
        Result.Files[I].Cells = std::move(Reads[I].Cells);
      } else if (F.Module) {
        const std::string &Checks = F.Config.Checks;
        rules::RuleFilter Filter =
            Checks.empty() ? rules::RuleFilter() : rules::RuleFilter(Checks);
        auto Start = std::chrono::steady_clock::now();
        Raw[I] = rules::analyzeModule(*F.Module, Summaries, Filter,
                                      F.Config.Analysis);
        Result.Files[I].Times.Analyze = secondsSince(Start);
      } else {
        return;
      }
      // The text the suppressions are read from: read with the file (a
      // cache hit's was read but not lowered), or now for a file its
      // frontend read itself (C/C++).
      if (!F.Buffer && !Reads[I].Buffer)
        if (llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> B =
                llvm::MemoryBuffer::getFile(Files[I].readPath()))
          Reads[I].Buffer = std::move(*B);
      llvm::StringRef Text = F.Buffer          ? F.Buffer->getBuffer()
                             : Reads[I].Buffer ? Reads[I].Buffer->getBuffer()
                                               : llvm::StringRef();
      Final[I] = applyFileConfig(UseCache ? Raw[I] : std::move(Raw[I]), Text,
                                 Files[I].Lang, Files[I].Path, F.Config,
                                 Result.Files[I].Cells.get());
      if (Opts.ResolveFixes)
        resolveFixes(Final[I], Text, Files[I].Lang);
    });
    Result.Phases.Rules = Clock.lap();
  }

  /// Stores the analysed files in the cache and collects the findings.
  void storeCache() {
    for (size_t I = 0; I < N; ++I) {
      SourceFile &F = Result.Files[I];
      if (!F.Module && !F.FromCache)
        continue;
      if (UseCache && F.FromCache) {
        ++Result.CacheHits;
      } else if (UseCache && !CS.Hash[I].empty() &&
                 llvm::none_of(F.Diags, [](const Diagnostic &D) {
                   return D.isInputError();
                 })) {
        // (A file with an input error, a C/C++ file that does not compile,
        // is analysed again next time, so the run fails again.)
        ++Result.CacheMisses;
        CacheEntry E;
        E.Key = CS.Key[I];
        E.Imports = moduleDeps(*F.Module);
        for (size_t J = 0; J < N; ++J)
          if (CS.Component[J] == CS.Component[I])
            E.Component[Files[J].Path] = CS.Hash[J];
        E.Findings = std::move(Raw[I]);
        for (const Diagnostic &D : F.Diags)
          if (D.K == Diagnostic::Frontend)
            E.Diags.push_back(D);
        CS.Cache.store(Files[I].Path, std::move(E));
      }
      std::move(Final[I].begin(), Final[I].end(),
                std::back_inserter(Result.Findings));
    }
    if (UseCache)
      if (llvm::Error E = CS.Cache.save(Opts.CacheFile))
        Result.CollectDiags.push_back({"",
                                       {},
                                       Diagnostic::Warning,
                                       Diagnostic::Input,
                                       llvm::toString(std::move(E)),
                                       ""});
  }

  /// Findings in a stable order, each once.
  void finish() {
    std::stable_sort(
        Result.Findings.begin(), Result.Findings.end(),
        [](const rules::Finding &A, const rules::Finding &B) { return A < B; });
    // A source file that another includes textually (a unity build's part)
    // is analysed both with it and on its own: report its findings once.
    Result.Findings.erase(
        std::unique(Result.Findings.begin(), Result.Findings.end(),
                    [](const rules::Finding &A, const rules::Finding &B) {
                      return !(A < B) && !(B < A);
                    }),
        Result.Findings.end());
  }

  const DriverOptions &Opts;
  ApiWait WaitApis;
  llvm::DefaultThreadPool Pool;
  const bool UseCache;
  RunResult Result;
  CollectedInputs Inputs;
  /// The files to check, with their configuration and API models.
  std::vector<InputFile> Files;
  std::vector<FileConfig> Configs;
  /// Null for the run's models until waitForApis.
  std::vector<const apis::ApiDatabase *> Dbs;
  /// API models of the files whose config names more, by the list of
  /// files (null: they failed to load).
  ApiModelSets ConfigApis{Opts.ApiFiles};
  llvm::StringMap<const apis::ApiDatabase *> ConfigDbs;
  size_t N = 0;
  /// Each file's text (moved into its SourceFile when lowered).
  std::vector<ReadResult> Reads;
  /// Files by the path as given and as imports spell it.
  llvm::StringMap<size_t> PathIndex;
  /// The files that can involve a tensor (all with --all-files).
  std::vector<bool> Relevant;
  /// Why a file looks like a bundle or minified (Generated.h), or empty:
  /// such a file is not analysed unless --no-ignore-bundles.
  std::vector<llvm::StringRef> Generated;
  /// Which paths are files, for the imports of the files lowered.
  frontend::FileProbe Probe;
  CacheState CS;
  /// Findings before suppression (what the cache stores), and after.
  std::vector<std::vector<rules::Finding>> Raw, Final;
};

} // namespace

RunResult run(const DriverOptions &Opts, ApiWait Apis) {
  auto Run = std::make_unique<DriverRun>(Opts, Apis);
  RunResult R = Run->run();
  if (Opts.DisableFree)
    llvm::BuryPointer(std::move(Run));
  return R;
}

RunResult run(const DriverOptions &Opts, const apis::ApiDatabase &Apis) {
  return run(Opts, [&] { return &Apis; });
}

} // namespace tensorlint::driver
