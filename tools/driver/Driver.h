//===- Driver.h - The analysis pipeline -------------------------*- C++ -*-===//
//
// What `tensorlint` does between parsing its options and printing: collect
// the input files, read and lower each one once (in parallel), compute the
// call summaries over all modules, run the enabled rules over each module (in
// parallel), and sort the findings. The result does not depend on the number
// of threads. Shared by the CLI and the LSP server.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_TOOLS_DRIVER_DRIVER_H
#define TENSORLINT_TOOLS_DRIVER_DRIVER_H

#include "tools/driver/Config.h"
#include "tools/driver/Diagnostic.h"
#include "tools/driver/InputCollector.h"
#include "tools/driver/SourceReader.h"

#include "analysis/Summaries.h"
#include "apis/ApiModel.h"
#include "ir/IR.h"
#include "rules/Finding.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/MemoryBuffer.h"

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace tensorlint::frontend {
class ParsedFile;
}

namespace tensorlint::driver {

/// The version printed by --version and written into JSON and SARIF.
const char *versionString();

struct DriverOptions {
  /// Files and directories to analyse; `-` is Stdin.
  std::vector<std::string> Inputs;
  /// --stdin-filename: the text of standard input and the path it is
  /// analysed as.
  std::optional<StdinInput> Stdin;
  /// --checks: a clang-tidy style glob list; empty enables every rule.
  std::string Checks;
  /// Worker threads; 0 means one per core.
  unsigned Jobs = 0;
  /// Larger files are skipped with a message; 0 means no limit.
  uint64_t MaxFileBytes = 20 * 1024 * 1024;
  /// Files whose lowering takes longer are abandoned with a message; 0 means
  /// no limit.
  unsigned MaxFileSeconds = 0;
  /// -p: directory holding compile_commands.json (C/C++).
  std::string BuildDir;
  /// Compile flags after `--` and from --extra-arg (C/C++).
  std::vector<std::string> ExtraArgs;
  /// --allow-compile-errors: a C/C++ file with compiler errors (a missing
  /// header) is analysed as far as it parsed, its errors printed as
  /// warnings; otherwise they are input errors (exit 2), as in clang-tidy.
  bool AllowCompileErrors = false;
  bool UseGitignore = true;
  /// False: only read and lower (--dump-ir); no summaries, no rules.
  bool Analyze = true;
  /// Parse every file, also those that cannot involve a tensor (--all-files;
  /// the findings are the same, see tools/driver/Relevance.h). Always so
  /// when not analysing.
  bool AllFiles = false;
  /// Leave bundles and minified files out (tools/driver/Generated.h);
  /// false: --no-ignore-bundles.
  bool IgnoreBundles = true;
  /// --api files (already loaded into the database run() gets); a file
  /// whose config names more API files is lowered with a database of the
  /// shipped models, these, then the config's.
  std::vector<std::string> ApiFiles;
  /// Look for .tensorlint.yaml files (false: --no-config).
  bool UseConfig = true;
  /// --report-unused-disable.
  bool ReportUnusedDisable = false;
  /// --report-exception-paths, --report-unproven-repetition: what they
  /// turn on wins over the configs.
  rules::AnalysisOptions ForcedAnalysis;
  /// --cache: the cache file to read and write; empty: no cache.
  std::string CacheFile;
  /// Turn the findings' fix requests into fix-its (--fix, --fix-dry-run);
  /// costs a second parse of each file with fixable findings.
  bool ResolveFixes = false;
  /// Leave the run's memory (its modules, summaries, texts and threads) to
  /// the process's end instead of freeing it piece by piece, as clang's
  /// -disable-free does: for a process that exits right after the run
  /// (the CLI), freeing costs about 4% of the run's wall time.
  bool DisableFree = false;
  /// Called with the number of files listed once the inputs are collected,
  /// before any of them is read (the test hook --testing-pause-after-listing
  /// changes files there).
  std::function<void(size_t)> AfterListing;
};

/// One input file after reading and lowering.
/// Seconds one file spent in each phase, for --show-stats. C/C++ files
/// count Clang's parse and the lowering together as Lower.
struct PhaseTimes {
  double Parse = 0, Lower = 0, Analyze = 0;
  PhaseTimes &operator+=(const PhaseTimes &O) {
    Parse += O.Parse;
    Lower += O.Lower;
    Analyze += O.Analyze;
    return *this;
  }
};

/// Wall seconds of each phase of a run, one after another, for
/// --show-stats: where a run's time goes, the phases that involve all files
/// at once (reading them, the summaries over the whole program) included.
struct RunPhases {
  /// Listing the inputs and resolving their configurations.
  double Inputs = 0;
  /// Reading the files, and waiting for the API models if they were not
  /// loaded by then.
  double Reading = 0;
  /// Deciding which files can involve a tensor (Relevance.h).
  double Relevance = 0;
  /// Parsing and lowering the files (PhaseTimes splits it per file), and
  /// with --cache, finding the files whose findings it holds.
  double Lowering = 0;
  /// The summaries of every function of the run.
  double Summaries = 0;
  /// The rules, suppressions and fixes of each file.
  double Rules = 0;
};

struct SourceFile {
  InputFile Input;
  /// The text, when the driver read it (JS/TS); C/C++ files are read by
  /// Clang and have no buffer here.
  std::unique_ptr<llvm::MemoryBuffer> Buffer;
  /// A notebook's cells: Buffer and Module are of their code, and places in
  /// it are reported as a cell and a line in it (frontend/CodeCells.h).
  std::shared_ptr<const frontend::CodeCells> Cells;
  /// The lowered module; empty if the file could not be read or parsed.
  std::optional<ir::Module> Module;
  /// C/C++: analysed with default flags (no database entry, no `--`).
  bool UsedDefaultFlags = false;
  /// Problems with this file (read errors, frontend diagnostics), in order.
  std::vector<Diagnostic> Diags;
  /// Its findings came from the --cache file; it was neither lowered nor
  /// analysed (Module is empty).
  bool FromCache = false;
  /// It cannot involve a tensor (tools/driver/Relevance.h): neither parsed
  /// nor analysed, and it has no findings (Module is empty).
  bool Skipped = false;
  /// Found by walking a directory and no unit of its own (a C/C++ header
  /// with no compile command, Lowered::NotAUnit): not analysed, and not
  /// counted as checked.
  bool NotAUnit = false;
  /// The configuration it was checked with.
  FileConfig Config;
  PhaseTimes Times;
};

struct RunResult {
  /// Every collected file, in collection order.
  std::vector<SourceFile> Files;
  /// Problems found while collecting the inputs, in order.
  std::vector<Diagnostic> CollectDiags;
  /// All findings, sorted (rules::operator<).
  std::vector<rules::Finding> Findings;
  /// --cache: files whose findings came from the cache, and files analysed
  /// (and written to it).
  unsigned CacheHits = 0, CacheMisses = 0;
  RunPhases Phases;

  /// Files that were lowered (and, when analysing, checked), whose findings
  /// came from the cache, or that were skipped because they cannot involve
  /// a tensor.
  unsigned filesChecked() const;
  /// Files skipped before parsing because they cannot involve a tensor.
  unsigned filesSkipped() const;
  /// The phase times of all files added up (so with several jobs, more than
  /// the wall time).
  PhaseTimes totalTimes() const;
  /// C/C++ files analysed with default flags.
  unsigned filesWithDefaultFlags() const;
  /// Walked files that are no unit of their own (SourceFile::NotAUnit).
  unsigned filesNotUnits() const;
  /// Errors inside files that were still analysed (syntax errors).
  unsigned frontendErrors() const;
  /// Every driver and frontend diagnostic, collection first, then per file.
  std::vector<Diagnostic> diagnostics() const;
  bool hasInputErrors() const;
  /// 2 on any input error, else 1 if there are findings, else 0.
  int exitCode() const;
};

/// Loads the shipped API models, then each of ApiFiles (--api). Errors name
/// the offending file and line.
llvm::Expected<apis::ApiDatabase>
loadApiDatabase(llvm::ArrayRef<std::string> ApiFiles);

/// Reads and lowers one file. Never fails: problems land in the result's
/// Diags (an explicitly named file that cannot be read is an input error; a
/// file found by a directory walk that is binary or too large is skipped
/// with a note).
SourceFile lowerInput(const InputFile &In, const DriverOptions &Opts,
                      const apis::ApiDatabase &Apis);
/// The same, with the file's text already read (by readInput).
SourceFile lowerInput(const InputFile &In, const DriverOptions &Opts,
                      const apis::ApiDatabase &Apis, ReadResult Read);
/// Reads the text of In the way lowerInput does (standard input, or the
/// file within the size limit), or for a frontend that reads the file
/// itself (Clang) only checks it.
ReadResult readInput(const InputFile &In, const DriverOptions &Opts);

/// Applies one file's configuration to the findings the rules produced for
/// it: severities, then inline suppressions found in Source (the file's
/// text), then (if Cfg.ReportUnusedDisable) unused-suppression findings.
/// Cells: a notebook's (its suppression blocks end with their cells).
std::vector<rules::Finding>
applyFileConfig(std::vector<rules::Finding> Raw, llvm::StringRef Source,
                ir::Language Lang, llvm::StringRef Path, const FileConfig &Cfg,
                const frontend::CodeCells *Cells = nullptr);

/// Runs the rules Cfg.Checks enables over M (with the run's summaries S) and
/// applies Cfg and the suppressions of Source (M's text) to the result; with
/// ResolveFixes the findings' fix requests are resolved into fix-its (see
/// FixApply.h), against Parsed if given (the JS/TS tree of exactly Source).
/// Pool, when given, shares the rules' work, and Reuse saves some of it
/// (rules::analyzeModule).
std::vector<rules::Finding>
checkModule(const ir::Module &M, llvm::StringRef Source, const FileConfig &Cfg,
            const analysis::SummaryTable &S,
            const frontend::ParsedFile *Parsed = nullptr,
            bool ResolveFixes = true, llvm::ThreadPoolInterface *Pool = nullptr,
            const rules::FindingReuse *Reuse = nullptr,
            const frontend::CodeCells *Cells = nullptr);

/// The whole pipeline: collect, apply each file's .tensorlint.yaml (a broken
/// one is an input error naming it), read, lower, summarise, check (with
/// --cache, unchanged files are taken from the cache). Rule ids named by
/// --checks are validated by the CLI.
RunResult run(const DriverOptions &Opts, const apis::ApiDatabase &Apis);

/// Waits for API models being loaded elsewhere; null when they failed to
/// load (whoever loads them reports why).
using ApiWait = llvm::function_ref<const apis::ApiDatabase *()>;

/// As run(Opts, Apis), for models still loading: the run lists, configures
/// and reads the inputs, which needs no model, and waits for them only
/// then. The CLI loads them meanwhile on another thread, which takes their
/// YAML parsing (some 12 ms) off every run's critical path. If they failed
/// to load, the run stops there and returns an empty result.
RunResult run(const DriverOptions &Opts, ApiWait Apis);

} // namespace tensorlint::driver

#endif // TENSORLINT_TOOLS_DRIVER_DRIVER_H
