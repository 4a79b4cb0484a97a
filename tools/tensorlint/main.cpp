//===- main.cpp - The tensorlint command-line driver ----------------------===//
//
//   tensorlint [options] <files or directories>... [-- <compile flags>]
//   tensorlint lsp    (the language server, see docs/lsp.md)
//
// Exit codes: 0 no findings, 1 findings, 2 usage or input error (an input
// error wins over findings).
//
//===----------------------------------------------------------------------===//

#include "tools/driver/Baseline.h"
#include "tools/driver/Checks.h"
#include "tools/driver/Diagnostic.h"
#include "tools/driver/Driver.h"
#include "tools/driver/FixApply.h"
#include "tools/driver/Output.h"
#include "tools/lsp/Server.h"
#include "tools/tensorlint/RuleCommand.h"

#include "frontend/Frontend.h"

#include "ir/IRPrinter.h"
#include "rules/Rules.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/BuryPointer.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Timer.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <cstdio>
#include <future>

using namespace llvm;
using namespace tensorlint;
using namespace tensorlint::driver;

namespace {

cl::OptionCategory Category("tensorlint options");

cl::list<std::string>
    Inputs(cl::Positional,
           cl::desc("<files or directories>... [-- <compile flags for C/C++>]"),
           cl::cat(Category));

cl::opt<std::string>
    Checks("checks",
           cl::desc("Comma-separated globs of rules to run, '-' removes "
                    "(clang-tidy style): '-*,tensor-undisposed'"),
           cl::value_desc("globs"), cl::cat(Category));

cl::opt<std::string> StdinFilename(
    "stdin-filename",
    cl::desc("Analyse standard input, given as the input '-', as if it were "
             "this file: its language, .tensorlint.yaml and suppressions are "
             "that path's (for editors and the ESLint plugin)"),
    cl::value_desc("path"), cl::cat(Category));

cl::opt<bool> ListChecks("list-checks",
                         cl::desc("List the rules --checks enables and exit"),
                         cl::cat(Category));

cl::list<std::string>
    ApiFiles("api",
             cl::desc("Load additional API models from a YAML file "
                      "(repeatable; see docs/api-models.md)"),
             cl::value_desc("file"), cl::cat(Category));

cl::opt<bool> DumpIR("dump-ir",
                     cl::desc("Print the IR of each file instead of checking "
                              "it (see docs/ir.md)"),
                     cl::cat(Category));

cl::opt<unsigned> Jobs("jobs",
                       cl::desc("Number of worker threads (default: all "
                                "cores); output does not depend on it"),
                       cl::value_desc("N"), cl::init(0), cl::cat(Category));
// -j4 as well as -j 4 and -j=4, as make and ninja take it.
cl::alias JobsShort("j", cl::desc("Alias for --jobs"), cl::aliasopt(Jobs),
                    cl::NotHidden, cl::Prefix);

cl::opt<OutputFormat> Format(
    "format", cl::desc("Output format of the findings on stdout"),
    cl::values(clEnumValN(OutputFormat::Text, "text",
                          "clang-tidy style lines (default)"),
               clEnumValN(OutputFormat::Json, "json", "one JSON document"),
               clEnumValN(OutputFormat::Sarif, "sarif", "SARIF 2.1.0"),
               clEnumValN(OutputFormat::Github, "github",
                          "GitHub Actions workflow annotations")),
    cl::init(OutputFormat::Text), cl::cat(Category));

cl::opt<bool> Quiet("quiet",
                    cl::desc("Do not print the summary line and notes on "
                             "stderr (errors are still printed)"),
                    cl::cat(Category));

cl::opt<std::string>
    BuildPath("p",
              cl::desc("Build directory holding compile_commands.json, for "
                       "C/C++ files (default: searched from each file's "
                       "directory upwards)"),
              cl::value_desc("build dir"), cl::cat(Category));

cl::opt<uint64_t> MaxFileBytes(
    "max-file-bytes",
    cl::desc("Skip files larger than this many bytes (0: no limit)"),
    cl::value_desc("N"), cl::init(20 * 1024 * 1024), cl::cat(Category));

cl::opt<unsigned> MaxFileTime(
    "max-file-time",
    cl::desc("Abandon a file whose parsing and lowering take longer than "
             "this many seconds (0: no limit). C/C++ files are checked "
             "after Clang has parsed them"),
    cl::value_desc("seconds"), cl::init(0), cl::cat(Category));

cl::opt<bool> NoConfig("no-config",
                       cl::desc("Do not read .tensorlint.yaml files"),
                       cl::cat(Category));

cl::opt<bool> ReportUnusedDisable(
    "report-unused-disable",
    cl::desc("Report suppression comments that suppress nothing (as "
             "findings of rule 'unused-suppression')"),
    cl::cat(Category));

cl::opt<bool> UseCache("cache",
                       cl::desc("Reuse the findings of unchanged files from "
                                "the cache file (see --cache-location)"),
                       cl::cat(Category));

cl::opt<std::string> CacheLocation(
    "cache-location",
    cl::desc("The cache file for --cache (default: .tensorlint-cache in the "
             "current directory)"),
    cl::value_desc("file"), cl::init(".tensorlint-cache"), cl::cat(Category));

cl::opt<bool> Stats("show-stats",
                    cl::desc("Print counters of the run on stderr (time per "
                             "phase, files skipped, cache hits and misses)"),
                    cl::cat(Category));

cl::opt<bool> NoIgnoreBundles(
    "no-ignore-bundles",
    cl::desc("Analyse bundles and minified files too (*.min.js, webpack, "
             "rollup, esbuild and parcel bundles, files of very long lines), "
             "which hold a library's code and are skipped by default"),
    cl::cat(Category));
cl::opt<bool> AllFiles(
    "all-files",
    cl::desc("Parse every file, also those that cannot involve a tensor "
             "(they name no module, global or type of a loaded API model and "
             "import no file that does), which are skipped by default; the "
             "findings are the same, only syntax errors in those files are "
             "reported too"),
    cl::cat(Category));

cl::opt<bool> Fix("fix",
                  cl::desc("Apply the safe fixes (the LSP quick fixes) to the "
                           "files, then report what remains"),
                  cl::cat(Category));

cl::opt<bool> FixSuggestions(
    "fix-suggestions",
    cl::desc("With --fix or --fix-dry-run: also apply the fixes tensorlint "
             "only suggests (not proven safe: review them first, as with "
             "ruff's --unsafe-fixes)"),
    cl::cat(Category));

cl::opt<bool> FixDryRun("fix-dry-run",
                        cl::desc("Print the fixes --fix would apply as a "
                                 "unified diff on stdout; write nothing"),
                        cl::cat(Category));

cl::list<std::string>
    ExtraArg("extra-arg",
             cl::desc("Additional compile flag to append for C/C++ files "
                      "(repeatable; as in clang-tidy)"),
             cl::value_desc("flag"), cl::cat(Category));

cl::list<std::string> ExtraArgBefore(
    "extra-arg-before",
    cl::desc("Additional compile flag to prepend for C/C++ files "
             "(repeatable; as in clang-tidy)"),
    cl::value_desc("flag"), cl::cat(Category));

cl::opt<bool> AllowCompileErrors(
    "allow-compile-errors",
    cl::desc("Analyse C/C++ files that do not compile (missing headers) as "
             "far as they parse; their errors become warnings instead of "
             "input errors (exit 2)"),
    cl::cat(Category));

cl::opt<bool> ReportExceptionPaths(
    "report-exception-paths",
    cl::desc("Also report tensors lost only on paths that leave by an "
             "exception (throw); off by default, as in the Clang Static "
             "Analyzer (config: report-exception-paths: true)"),
    cl::cat(Category));

cl::opt<bool> ReportUnprovenRepetition(
    "report-unproven-repetition",
    cl::desc("Also report tensors lost in JavaScript/TypeScript and Python "
             "functions that nothing proves to run more than once (no loop, "
             "no repeating caller such as a listener, route or frame); off "
             "by default (config: report-unproven-repetition: true)"),
    cl::cat(Category));

enum class When { Auto, Always, Never };

cl::opt<When> Color(
    "color",
    cl::desc(
        "Colour the text output (auto: when stdout is a terminal that "
        "has colours and NO_COLOR is unset or empty); rule ids link to their "
        "pages"),
    cl::values(clEnumValN(When::Auto, "auto", "on a colour terminal"),
               clEnumValN(When::Always, "always", "always"),
               clEnumValN(When::Never, "never", "never")),
    cl::init(When::Auto), cl::cat(Category));

cl::opt<When> ShowSource(
    "show-source",
    cl::desc("Print each finding's and note's source line with a caret "
             "under its range, as clang does (auto: when stdout is a "
             "terminal)"),
    cl::values(clEnumValN(When::Auto, "auto", "on a terminal"),
               clEnumValN(When::Always, "always", "always"),
               clEnumValN(When::Never, "never", "never")),
    cl::init(When::Auto), cl::cat(Category));

cl::opt<std::string> PrintConfig(
    "print-config",
    cl::desc("Print the configuration that applies to this file (every "
             "rule with its severity, API model files, options), after its "
             ".tensorlint.yaml and the command line, and exit"),
    cl::value_desc("file"), cl::cat(Category));

cl::opt<bool> ExitZero(
    "exit-zero",
    cl::desc("Exit with 0 even when there are findings (input and usage "
             "errors still exit with 2)"),
    cl::cat(Category));

cl::opt<std::string> BaselineFile(
    "baseline",
    cl::desc("Report only findings that this baseline file does not hold "
             "(see --write-baseline)"),
    cl::value_desc("file"), cl::cat(Category));

cl::opt<bool> WriteBaseline(
    "write-baseline",
    cl::desc("Write the run's findings to the --baseline file (replacing "
             "it) and report none of them: adopting tensorlint on a code "
             "base, later runs report only new findings"),
    cl::cat(Category));

cl::opt<bool> Statistics(
    "statistics",
    cl::desc("Print how many findings each rule has, the most frequent "
             "first, instead of the findings (text format)"),
    cl::cat(Category));

cl::opt<int> MaxWarnings(
    "max-warnings",
    cl::desc("Exit with 1 only if there are errors or more than N warnings "
             "(default -1: any finding fails, as with N = 0)"),
    cl::value_desc("N"), cl::init(-1), cl::cat(Category));

cl::opt<std::string> WarningsAsErrors(
    "warnings-as-errors",
    cl::desc("Rules (clang-tidy style globs) whose findings are errors: "
             "'tensor-*'"),
    cl::value_desc("globs"), cl::cat(Category));

cl::opt<std::string> OutputFile(
    "o",
    cl::desc("Write the findings (any --format) to this file instead of "
             "stdout; it is replaced atomically"),
    cl::value_desc("file"), cl::cat(Category));
cl::alias OutputFileLong("output-file", cl::desc("Alias for -o"),
                         cl::aliasopt(OutputFile), cl::NotHidden);

cl::opt<bool> NoGitignore("no-gitignore",
                          cl::desc("Do not honour .gitignore files in "
                                   "walked directories"),
                          cl::cat(Category));

// Test-only (docs/robustness.md): files can then be deleted or changed
// between the directory listing and the reads, deterministically.
cl::opt<bool> TestingPauseAfterListing(
    "testing-pause-after-listing",
    cl::desc("Testing only: after listing the inputs, print a line on stderr "
             "and wait for a line on stdin before reading them"),
    cl::Hidden);

cl::extrahelp MoreHelp(R"(
'tensorlint lsp' runs the language server (LSP over stdio) for editors; see
docs/lsp.md.

'tensorlint --stdin-filename=src/app.ts -' analyses standard input as if it
were src/app.ts (the file need not exist): its language, configuration and
suppressions are that path's, and findings name it. --fix cannot rewrite
standard input; the JSON and SARIF outputs carry the fixes.

Directories are walked recursively: node_modules, hidden directories and
paths matched by .gitignore files in the walked directories are skipped.
JavaScript/TypeScript files are chosen by extension (.js .mjs .cjs .jsx .ts
.mts .cts .tsx), and C/C++ files when the C/C++ frontend is built. Files named
explicitly are always analysed; an unknown extension is an error.

Flags after '--' are compile flags for C/C++ files (as with clang-tidy);
--extra-arg=FLAG adds one and can stand anywhere (pre-commit appends file
names after the hook's args). A C/C++ file that does not compile (a missing
header) is an input error unless --allow-compile-errors.

Each file is checked with the nearest .tensorlint.yaml in its directory or
above (see docs/configuration.md); --checks is applied after it and wins.
Comments such as '// tensorlint-disable-next-line tensor-undisposed' (and
NOLINT in C/C++) suppress findings.

Problems with the inputs print to stderr as 'path: error: message'; syntax
errors as 'path:line:col: error: message [syntax-error]' (the rest of the file
is still analysed). A binary or oversized file found while walking a directory
is skipped with a note; named explicitly, it is an error.

--fix applies only fixes proven safe; the others are suggestions, offered
in the editor and in JSON/SARIF output. --fix-dry-run wins over --fix.

Exit status:
  0  no findings (or, with --max-warnings N, no errors and at most N
     warnings)
  1  findings
  2  usage error, unreadable API model file, broken .tensorlint.yaml, or an
     input error (a file that is missing, unreadable, binary, too large or
     of unknown type, a C/C++ file that does not compile, a fix that could
     not be written); this wins over findings
)");

void printVersion(raw_ostream &OS) {
  OS << "tensorlint version " << versionString() << "\n  LLVM version "
     << LLVM_VERSION_STRING << "\n  languages:";
  // What this build analyses (the npm program has no C/C++): editors pick
  // a program by it.
  llvm::ListSeparator Sep(",");
  for (const frontend::Frontend *F : frontend::frontends())
    OS << Sep << ' ' << F->name();
  OS << "\n";
}

void printDiagnostics(const RunResult &R) {
  for (const Diagnostic &D : R.diagnostics()) {
    if (Quiet && D.Lvl < Diagnostic::Warning)
      continue;
    print(D, errs());
  }
}

/// --warnings-as-errors: findings of the matching rules become errors.
void promoteWarnings(RunResult &R) {
  if (WarningsAsErrors.empty())
    return;
  rules::RuleFilter Promote("-*," + WarningsAsErrors);
  for (rules::Finding &F : R.Findings)
    if (Promote.isEnabled(F.RuleId))
      F.Sev = rules::Severity::Error;
}

/// The documented exit status, with --max-warnings.
int exitCode(const RunResult &R) {
  if (R.hasInputErrors())
    return 2;
  if (ExitZero)
    return 0;
  size_t Errors = llvm::count_if(R.Findings, [](const rules::Finding &F) {
    return F.Sev == rules::Severity::Error;
  });
  size_t Warnings = R.Findings.size() - Errors;
  // A syntax error fails the run as ESLint's parse errors do: the file was
  // analysed only in part.
  Errors += R.frontendErrors();
  if (MaxWarnings < 0)
    return R.Findings.empty() && !Errors ? 0 : 1;
  return Errors || Warnings > static_cast<size_t>(MaxWarnings) ? 1 : 0;
}

/// --color and --show-source; "auto" asks whether the findings go to a
/// terminal (ToStdout: they go to stdout, not to an -o file).
TextStyle textStyle(bool ToStdout) {
  bool Terminal = ToStdout && sys::Process::StandardOutIsDisplayed();
  TextStyle S;
  // NO_COLOR (no-color.org): set and not empty.
  std::optional<std::string> NoColor = sys::Process::GetEnv("NO_COLOR");
  S.Color = Color == When::Always || (Color == When::Auto && Terminal &&
                                      sys::Process::StandardOutHasColors() &&
                                      (!NoColor || NoColor->empty()));
  S.Source =
      ShowSource == When::Always || (ShowSource == When::Auto && Terminal);
  return S;
}

void printFindings(const RunResult &R, raw_ostream &OS) {
  switch (Format) {
  case OutputFormat::Text:
    if (Statistics)
      printStatistics(R, OS);
    else
      printText(R, OS, textStyle(&OS == &outs()));
    break;
  case OutputFormat::Github:
    printGithub(R, OS);
    break;
  case OutputFormat::Json:
    printJson(R, OS);
    break;
  case OutputFormat::Sarif: {
    SmallString<256> Cwd;
    if (sys::fs::current_path(Cwd))
      Cwd = ".";
    printSarif(R, allRuleDescriptors(), Cwd, OS);
    break;
  }
  }
}

/// --baseline: drops the findings the file holds, after writing the run's
/// findings to it with --write-baseline. Returns 2 when the file cannot be
/// read or written, else 0. Announce: say how many findings it held.
int adoptBaseline(RunResult &R, bool Announce) {
  if (BaselineFile.empty())
    return 0;
  if (WriteBaseline) {
    if (Error E = writeBaseline(BaselineFile, R)) {
      errs() << "tensorlint: error: cannot write baseline '" << BaselineFile
             << "': " << toString(std::move(E)) << "\n";
      return 2;
    }
    if (!Quiet)
      errs() << "tensorlint: note: wrote " << R.Findings.size()
             << " finding(s) to the baseline '" << BaselineFile << "'\n";
    R.Findings.clear();
    return 0;
  }
  Expected<Baseline> B = readBaseline(BaselineFile);
  if (!B) {
    errs() << "tensorlint: " << toString(B.takeError()) << "\n";
    return 2;
  }
  size_t Known = applyBaseline(*B, R);
  if (!Quiet && Announce && Known)
    errs() << "tensorlint: note: " << Known
           << " finding(s) held by the baseline '" << BaselineFile
           << "' not reported\n";
  return 0;
}

/// The input `-` and --stdin-filename go together; standard input is read
/// whole here. Returns the exit status of a usage error, or 0.
int readStdin(std::optional<StdinInput> &Out) {
  size_t Dashes = llvm::count(Inputs, "-");
  if (Dashes == 0 && StdinFilename.getNumOccurrences()) {
    errs() << "tensorlint: error: --stdin-filename needs the input '-' "
              "(standard input)\n";
    return 2;
  }
  if (Dashes == 0)
    return 0;
  if (StdinFilename.empty()) {
    errs() << "tensorlint: error: the input '-' (standard input) needs "
              "--stdin-filename=<path> to say what the text is\n";
    return 2;
  }
  if (Dashes > 1) {
    errs() << "tensorlint: error: standard input ('-') can be given once\n";
    return 2;
  }
  if (Fix || FixDryRun) {
    errs() << "tensorlint: error: --fix and --fix-dry-run cannot rewrite "
              "standard input; the JSON and SARIF outputs carry the fixes\n";
    return 2;
  }
  ErrorOr<std::unique_ptr<MemoryBuffer>> Text = MemoryBuffer::getSTDIN();
  if (!Text) {
    errs() << "tensorlint: error: cannot read standard input: "
           << Text.getError().message() << "\n";
    return 2;
  }
  Out = StdinInput{StdinFilename,
                   std::make_shared<const std::string>((*Text)->getBuffer())};
  return 0;
}

/// --show-stats: the cache's hits and misses, where the time went and the
/// files skipped.
void printStats(const RunResult &R) {
  if (UseCache)
    errs() << "tensorlint: cache: " << R.CacheHits << " hits, " << R.CacheMisses
           << " misses (" << CacheLocation << ")\n";
  driver::PhaseTimes T = R.totalTimes();
  errs() << llvm::format("tensorlint: time: parse %.3f s, lower %.3f s, "
                         "analyse %.3f s (summed over files)\n",
                         T.Parse, T.Lower, T.Analyze);
  const driver::RunPhases &P = R.Phases;
  errs() << llvm::format("tensorlint: phases: inputs %.3f s, reading %.3f s, "
                         "relevance %.3f s, lowering %.3f s, summaries "
                         "%.3f s, rules %.3f s (wall)\n",
                         P.Inputs, P.Reading, P.Relevance, P.Lowering,
                         P.Summaries, P.Rules);
  errs() << "tensorlint: skipped " << R.filesSkipped() << " of "
         << R.Files.size()
         << " files before parsing (they cannot involve a tensor)\n";
}

/// What the command line's --report-* flags turn on for every file.
rules::AnalysisOptions forcedAnalysis() {
  rules::AnalysisOptions O;
  O.ReportExceptionPaths = ReportExceptionPaths;
  O.ReportUnprovenRepetition = ReportUnprovenRepetition;
  return O;
}

int listChecks() {
  std::vector<RuleDescriptor> Enabled = enabledRules(Checks);
  outs() << "Enabled checks:\n";
  for (const RuleDescriptor &R : Enabled)
    outs() << "    " << R.Id << "\n";
  outs() << "\n";
  // With no --checks, the rules it leaves out are those off by default.
  std::vector<std::string> Off;
  for (const RuleDescriptor &R : allRuleDescriptors())
    if (!R.OnByDefault && Checks.empty())
      Off.push_back(R.Id);
  if (!Off.empty()) {
    outs() << "Off by default (enable them with --checks or a "
              ".tensorlint.yaml 'checks:'):\n";
    for (const std::string &Id : Off)
      outs() << "    " << Id << "\n";
    outs() << "\n";
  }
  return 0;
}

} // namespace

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  // `tensorlint lsp`: the language server (docs/lsp.md).
  if (argc > 1 && StringRef(argv[1]) == "lsp")
    return lsp::runLspMain(argc, argv);
  // `tensorlint rule NAME`: the rule's page.
  if (argc > 1 && StringRef(argv[1]) == "rule")
    return runRuleCommand(ArrayRef<const char *>(argv + 2, argc - 2), outs(),
                          errs());

  // Everything after the first "--" is compile flags for C/C++ files.
  std::vector<const char *> Args(argv, argv + argc);
  std::vector<std::string> ExtraArgs;
  for (size_t I = 1; I < Args.size(); ++I)
    if (StringRef(Args[I]) == "--") {
      ExtraArgs.assign(Args.begin() + I + 1, Args.end());
      Args.resize(I);
      break;
    }

  // LLVM Support registers an option of its own named "color" (a boolean
  // for its diagnostics) when HideUnrelatedOptions sets up its common
  // options; ours, --color=auto|always|never as other linters spell it,
  // takes the name: LLVM's stays at its default.
  Color.removeArgument();
  cl::HideUnrelatedOptions(Category);
  if (cl::Option *LlvmColor = cl::getRegisteredOptions().lookup("color"))
    LlvmColor->removeArgument();
  Color.addArgument();
  cl::SetVersionPrinter(printVersion);
  std::string ParseErrors;
  raw_string_ostream ParseErrs(ParseErrors);
  if (!cl::ParseCommandLineOptions(
          static_cast<int>(Args.size()), Args.data(),
          "tensorlint: finds tensor lifetime bugs (leaks, use after dispose, "
          "double dispose, model reloads) in TensorFlow.js and native tensor "
          "runtime code\n",
          &ParseErrs)) {
    errs() << ParseErrors;
    return 2;
  }

  for (const std::string *Globs :
       {&Checks.getValue(), &WarningsAsErrors.getValue()})
    if (std::string Why = checksError(*Globs); !Why.empty()) {
      errs() << "tensorlint: error: "
             << (Globs == &Checks.getValue() ? "--checks"
                                             : "--warnings-as-errors")
             << ": " << Why << "\n";
      return 2;
    }
  ExtraArgs.insert(ExtraArgs.begin(), ExtraArgBefore.begin(),
                   ExtraArgBefore.end());
  ExtraArgs.insert(ExtraArgs.end(), ExtraArg.begin(), ExtraArg.end());

  if (!PrintConfig.empty()) {
    ConfigResolver Resolver(Checks, !NoConfig, ReportUnusedDisable,
                            forcedAnalysis());
    Expected<FileConfig> C = Resolver.configFor(PrintConfig);
    if (!C) {
      errs() << toString(C.takeError()) << "\n";
      return 2;
    }
    rules::RuleFilter Promote(
        WarningsAsErrors.empty() ? "-*" : "-*," + WarningsAsErrors);
    printConfig(PrintConfig, *C, Promote, outs());
    return 0;
  }

  if (ListChecks) {
    if (enabledRules(Checks).empty()) {
      errs() << "tensorlint: error: no checks enabled by --checks='" << Checks
             << "'\n";
      return 2;
    }
    return listChecks();
  }
  if (Inputs.empty()) {
    errs() << "tensorlint: error: no input files (try 'tensorlint --help')\n";
    return 2;
  }
  if (!DumpIR && enabledRules(Checks).empty()) {
    errs() << "tensorlint: error: no checks enabled by --checks='" << Checks
           << "' (see --list-checks)\n";
    return 2;
  }

  std::optional<StdinInput> Stdin;
  if (int Bad = readStdin(Stdin))
    return Bad;

  auto Start = std::chrono::steady_clock::now();
  // The API models load on their own thread while the run lists and reads
  // the inputs (driver::ApiWait).
  std::future<Expected<apis::ApiDatabase>> Loading =
      std::async(std::launch::async, [] { return loadApiDatabase(ApiFiles); });
  std::optional<Expected<apis::ApiDatabase>> Apis;
  auto WaitApis = [&]() -> const apis::ApiDatabase * {
    if (!Apis)
      Apis.emplace(Loading.get());
    return *Apis ? &**Apis : nullptr;
  };

  DriverOptions Opts;
  Opts.Inputs.assign(Inputs.begin(), Inputs.end());
  Opts.Stdin = std::move(Stdin);
  Opts.Checks = Checks;
  Opts.Jobs = Jobs;
  Opts.MaxFileBytes = MaxFileBytes;
  Opts.MaxFileSeconds = MaxFileTime;
  Opts.BuildDir = BuildPath;
  Opts.ExtraArgs = ExtraArgs;
  Opts.UseGitignore = !NoGitignore;
  Opts.Analyze = !DumpIR;
  Opts.AllFiles = AllFiles;
  Opts.IgnoreBundles = !NoIgnoreBundles;
  Opts.ApiFiles.assign(ApiFiles.begin(), ApiFiles.end());
  Opts.UseConfig = !NoConfig;
  Opts.ReportUnusedDisable = ReportUnusedDisable;
  Opts.AllowCompileErrors = AllowCompileErrors;
  Opts.ForcedAnalysis = forcedAnalysis();
  if (UseCache)
    Opts.CacheFile = CacheLocation;
  // Fixes and suggestions are part of the JSON and SARIF output.
  Opts.ResolveFixes = Fix || FixDryRun || Format != OutputFormat::Text;
  Opts.DisableFree = true; // main returns right after the run
  if (TestingPauseAfterListing)
    Opts.AfterListing = [](size_t N) {
      errs() << "tensorlint: testing: " << N
             << " file(s) listed; waiting for a line on stdin\n";
      char Line[256];
      if (!std::fgets(Line, sizeof(Line), stdin))
        errs() << "tensorlint: testing: stdin closed; going on\n";
    };
  if ((Fix || FixDryRun) && DumpIR) {
    errs() << "tensorlint: error: --fix and --fix-dry-run cannot be combined "
              "with --dump-ir\n";
    return 2;
  }

  if (FixSuggestions && !Fix && !FixDryRun) {
    errs() << "tensorlint: error: --fix-suggestions goes with --fix or "
              "--fix-dry-run\n";
    return 2;
  }
  if (WriteBaseline && BaselineFile.empty()) {
    errs() << "tensorlint: error: --write-baseline needs --baseline=FILE, "
              "the file to write\n";
    return 2;
  }
  if (WriteBaseline && (Fix || FixDryRun)) {
    errs() << "tensorlint: error: --write-baseline records the findings as "
              "they are; it cannot be combined with --fix or --fix-dry-run\n";
    return 2;
  }
  if (Statistics && Format != OutputFormat::Text) {
    errs() << "tensorlint: error: --statistics prints text; it cannot be "
              "combined with --format="
           << (Format == OutputFormat::Json    ? "json"
               : Format == OutputFormat::Sarif ? "sarif"
                                               : "github")
           << "\n";
    return 2;
  }

  if (Fix && FixDryRun && !Quiet)
    errs() << "tensorlint: note: --fix-dry-run wins over --fix: nothing is "
              "written\n";

  RunResult R = run(Opts, WaitApis);
  if (!WaitApis()) {
    // API model errors come in clang's form ("file:line:col: error: ...")
    // with the offending line quoted; others get our prefix.
    std::string Msg = toString(Apis->takeError());
    StringRef M = Msg;
    if (M.starts_with("error: "))
      errs() << "tensorlint: " << M;
    else if (M.contains(": error: "))
      errs() << M;
    else
      errs() << "tensorlint: error: " << M;
    errs() << "\n";
    return 2;
  }
  promoteWarnings(R);
  if (int Code = adoptBaseline(R, /*Announce=*/true))
    return Code;
  bool FixFailed = false;
  if (Fix || FixDryRun) {
    FixRunResult FR = fixRun(R, /*DryRun=*/FixDryRun, outs(), FixSuggestions);
    for (const Diagnostic &D : FR.Diags) {
      print(D, errs());
      FixFailed |= D.isInputError();
    }
    if (FixDryRun) {
      printDiagnostics(R);
      outs().flush();
      if (Stats)
        printStats(R);
      if (!Quiet)
        errs() << "tensorlint: " << FR.FixesApplied << " fix(es) in "
               << FR.FilesChanged << " file(s) would be applied\n";
      return FixFailed ? 2 : exitCode(R);
    }
    if (!Quiet && FR.FilesChanged)
      errs() << "tensorlint: applied " << FR.FixesApplied << " fix(es) in "
             << FR.FilesChanged << " file(s)\n";
    // Report what remains: analyse the fixed files again.
    if (FR.FilesChanged) {
      R = run(Opts, **Apis);
      promoteWarnings(R);
      if (int Code = adoptBaseline(R, /*Announce=*/false))
        return Code;
    }
  }
  printDiagnostics(R);

  if (DumpIR) {
    for (const SourceFile &F : R.Files)
      if (F.Module)
        ir::print(*F.Module, outs());
    outs().flush();
    return R.hasInputErrors() ? 2 : 0;
  }

  bool OutputFailed = false;
  if (OutputFile.empty()) {
    printFindings(R, outs());
    outs().flush();
  } else if (Error E = writeToOutput(OutputFile, [&](raw_ostream &OS) {
               printFindings(R, OS);
               return Error::success();
             })) {
    errs() << "tensorlint: error: cannot write '" << OutputFile
           << "': " << toString(std::move(E)) << "\n";
    OutputFailed = true;
  }

  if (Stats)
    printStats(R);
  if (!Quiet) {
    if (unsigned N = R.filesNotUnits()) {
      auto It = llvm::find_if(R.Files,
                              [](const SourceFile &F) { return F.NotAUnit; });
      errs() << "tensorlint: note: skipped " << N
             << " C/C++ header(s) found in directories, such as '"
             << It->Input.Path
             << "': without a compile command a header is no translation "
                "unit (the files that include it analyse its code; name it, "
                "or give -p BUILD_DIR or '--' flags, to analyse it alone)\n";
    }
    if (unsigned N = R.filesWithDefaultFlags())
      errs() << "tensorlint: note: no compilation database or '--' flags for "
             << N << " C/C++ file(s); analysed with default flags\n";
    double Seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - Start)
            .count();
    errs() << summaryLine(R, Seconds) << "\n";
  }
  int Code = FixFailed || OutputFailed ? 2 : exitCode(R);
  // The process ends now: its memory goes back as a whole (DisableFree).
  llvm::BuryPointer(std::make_unique<RunResult>(std::move(R)));
  llvm::BuryPointer(std::make_unique<apis::ApiDatabase>(std::move(**Apis)));
  return Code;
}
