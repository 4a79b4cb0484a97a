//===- Config.h - .tensorlint.yaml configuration files ----------*- C++ -*-===//
//
// Each file is checked with the nearest `.tensorlint.yaml` found in its
// directory or above (like clang-tidy and ESLint); the nearest file wins
// alone, there is no merging with files further up. See
// docs/configuration.md for the format:
//
//   checks: '-*,tensor-undisposed'          # RuleFilter globs
//   rules: {tensor-model-reload: off, tensor-undisposed: error}
//   apis: [tools/my-lib.yaml]               # relative to this file
//   ignore: ['dist/**', '*.min.js']         # see PathGlob.h
//   overrides:
//     - files: ['test/**']
//       rules: {tensor-undisposed: off}
//
// The --checks of the command line is appended to the config's globs, so it
// wins (the last matching glob decides).
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_TOOLS_DRIVER_CONFIG_H
#define TENSORLINT_TOOLS_DRIVER_CONFIG_H

#include "rules/Finding.h"
#include "rules/Rules.h"
#include "tools/driver/AbsolutePath.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace tensorlint::driver {

inline constexpr const char *ConfigFileName = ".tensorlint.yaml";

/// What applies to one file.
struct FileConfig {
  /// Effective RuleFilter globs: the config's `checks`, its `rules`, the
  /// matching overrides, then the command line's --checks. Empty: all rules.
  std::string Checks;
  /// Rules set to `error` or `warning` (rules set to `off` are in Checks).
  llvm::StringMap<rules::Severity> Severities;
  /// Extra API model files (absolute paths), in order.
  std::vector<std::string> ApiFiles;
  /// Matched by an `ignore` glob: not checked at all.
  bool Ignored = false;
  /// The config file used (empty: none), for messages.
  std::string Source;
  /// Report suppressions that suppress nothing (--report-unused-disable).
  bool ReportUnusedDisable = false;
  /// What the rules report (`report-exception-paths`, or the command line's
  /// --report-exception-paths, which wins).
  rules::AnalysisOptions Analysis;

  /// A stable text of everything above that changes findings (cache keys).
  std::string signature() const;
};

/// A problem in a config file, at a position. Prints (via toString / log)
/// as `path:line:col: error: message`.
class ConfigError : public llvm::ErrorInfo<ConfigError> {
public:
  static char ID;
  ConfigError(std::string Path, unsigned Line, unsigned Col,
              std::string Message)
      : Path(std::move(Path)), Line(Line), Col(Col),
        Message(std::move(Message)) {}
  void log(llvm::raw_ostream &OS) const override;
  std::error_code convertToErrorCode() const override;

  std::string Path;
  /// 1-based; 0 when there is no position (the file could not be read).
  unsigned Line, Col;
  std::string Message;
};

/// One parsed `.tensorlint.yaml`.
struct ConfigFile {
  struct RuleSetting {
    std::string Rule;
    std::optional<rules::Severity> Sev; ///< nullopt: off.
  };
  struct Section {
    std::string Checks;
    std::vector<RuleSetting> Rules;
    std::vector<std::string> Apis; ///< Absolute.
    /// `report-exception-paths`, `report-unproven-repetition`: true/false,
    /// or unset.
    std::optional<bool> ReportExceptionPaths, ReportUnprovenRepetition;
  };
  struct Override {
    std::vector<std::string> Files;
    Section S;
  };
  std::string Path; ///< The file.
  std::string Dir;  ///< Its directory (globs are relative to it).
  Section Top;
  std::vector<std::string> Ignore;
  std::vector<Override> Overrides;

  /// Parses Text (read from Path). Errors are ConfigErrors.
  static llvm::Expected<ConfigFile> parse(llvm::StringRef Text,
                                          llvm::StringRef Path);
  /// The configuration of a file below Dir (AbsPath is absolute).
  FileConfig resolve(llvm::StringRef AbsPath,
                     llvm::StringRef CommandLineChecks) const;
};

/// Finds and caches configs per directory. Thread-safe.
class ConfigResolver {
public:
  /// CommandLineChecks is appended to every config's globs (it wins).
  /// UseConfigFiles false: no file is searched (--no-config).
  /// The options Forced turns on are on for every file, whatever the
  /// configs say (--report-exception-paths, --report-unproven-repetition).
  explicit ConfigResolver(std::string CommandLineChecks = "",
                          bool UseConfigFiles = true,
                          bool ReportUnusedDisable = false,
                          rules::AnalysisOptions Forced = {});

  /// The configuration of FilePath (relative paths are made absolute against
  /// the current directory). Fails with a ConfigError when the nearest
  /// config file cannot be read or is malformed.
  llvm::Expected<FileConfig> configFor(llvm::StringRef FilePath);
  /// Forgets every cached directory and config (after an edit).
  void invalidate();

private:
  struct Entry {
    std::shared_ptr<const ConfigFile> Config; ///< Null: none found.
    /// A ConfigError's fields, when reading or parsing failed.
    std::string ErrPath, ErrMsg;
    unsigned ErrLine = 0, ErrCol = 0;
    bool Failed = false;
  };
  const Entry &lookupDir(llvm::StringRef Dir); // Mu held

  const AbsolutePaths Paths;
  std::string CommandLineChecks;
  bool UseConfigFiles;
  bool ReportUnusedDisable;
  rules::AnalysisOptions Forced;
  std::mutex Mu;
  llvm::StringMap<Entry> ByDir;
};

} // namespace tensorlint::driver

#endif // TENSORLINT_TOOLS_DRIVER_CONFIG_H
