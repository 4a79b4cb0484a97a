//===- Config.cpp - .tensorlint.yaml configuration files ------------------===//

#include "tools/driver/Config.h"

#include "apis/YamlPrecheck.h"

#include "tools/driver/Checks.h"
#include "tools/driver/PathGlob.h"

#include "rules/Rules.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/YAMLParser.h"

#include <tuple>

namespace tensorlint::driver {

char ConfigError::ID;

void ConfigError::log(llvm::raw_ostream &OS) const {
  OS << Path;
  if (Line)
    OS << ':' << Line << ':' << Col;
  OS << ": error: " << Message;
}

std::error_code ConfigError::convertToErrorCode() const {
  return llvm::inconvertibleErrorCode();
}

std::string FileConfig::signature() const {
  std::string S = "checks=" + Checks + "\n";
  std::vector<std::string> Sevs;
  for (const auto &E : Severities)
    Sevs.push_back(E.getKey().str() + (E.getValue() == rules::Severity::Error
                                           ? "=error"
                                           : "=warning"));
  llvm::sort(Sevs);
  for (const std::string &X : Sevs)
    S += "sev " + X + "\n";
  for (const std::string &A : ApiFiles)
    S += "api " + A + "\n";
  if (Analysis.ReportExceptionPaths)
    S += "report-exception-paths\n";
  if (Analysis.ReportUnprovenRepetition)
    S += "report-unproven-repetition\n";
  return S;
}

namespace {

using llvm::yaml::MappingNode;
using llvm::yaml::Node;
using llvm::yaml::ScalarNode;
using llvm::yaml::SequenceNode;

/// Walks one YAML document into a ConfigFile; the first problem wins.
class Parser {
public:
  Parser(llvm::SourceMgr &SM, const std::string &Path, ConfigFile &Out)
      : SM(SM), Path(Path), Out(Out) {}

  llvm::Error error(const Node *N, const llvm::Twine &Msg) {
    // After a syntax error the YAML parser can hand out nodes whose range
    // points outside the text, and SourceMgr indexes past its buffer list
    // for those (found by fuzz_config: "rules:\n  tensor-undisposed: [`error").
    // The syntax error is what parse() reports then, so such a node gets no
    // position.
    unsigned Line = 0, Col = 0;
    llvm::SMLoc Loc = N ? N->getSourceRange().Start : llvm::SMLoc();
    if (Loc.isValid() && SM.FindBufferContainingLoc(Loc))
      std::tie(Line, Col) = SM.getLineAndColumn(Loc);
    return llvm::make_error<ConfigError>(Path, Line, Col, Msg.str());
  }

  llvm::Error top(Node *Root) {
    if (!Root || llvm::isa<llvm::yaml::NullNode>(Root))
      return llvm::Error::success();
    auto *M = llvm::dyn_cast<MappingNode>(Root);
    if (!M)
      return error(Root, "expected a mapping of settings (checks, rules, "
                         "apis, ignore, overrides)");
    for (llvm::yaml::KeyValueNode &KV : *M) {
      std::string Key;
      if (llvm::Error E = scalar(KV.getKey(), Key))
        return E;
      Node *V = KV.getValue();
      if (Key == "ignore") {
        if (llvm::Error E = strings(V, Out.Ignore))
          return E;
      } else if (Key == "overrides") {
        if (llvm::Error E = overrides(V))
          return E;
      } else {
        llvm::Expected<bool> Known = section(Key, V, Out.Top);
        if (!Known)
          return Known.takeError();
        if (!*Known)
          return error(KV.getKey(), "unknown key '" + Key +
                                        "' (expected checks, rules, apis, "
                                        "report-exception-paths, "
                                        "report-unproven-repetition, ignore "
                                        "or overrides)");
      }
    }
    return llvm::Error::success();
  }

private:
  /// A key of the top level or of an override; false if Key is not one.
  llvm::Expected<bool> section(llvm::StringRef Key, Node *V,
                               ConfigFile::Section &S) {
    if (Key == "checks") {
      if (llvm::Error E = scalar(V, S.Checks))
        return E;
      // The same check as for --checks: a typo is an error, not a silent
      // change of the rule set.
      if (std::string Why = checksError(S.Checks); !Why.empty())
        return error(V, Why);
    } else if (Key == "rules") {
      if (llvm::Error E = ruleMap(V, S.Rules))
        return E;
    } else if (Key == "report-exception-paths") {
      if (llvm::Error E = boolean(V, S.ReportExceptionPaths))
        return E;
    } else if (Key == "report-unproven-repetition") {
      if (llvm::Error E = boolean(V, S.ReportUnprovenRepetition))
        return E;
    } else if (Key == "apis") {
      std::vector<std::string> Files;
      if (llvm::Error E = strings(V, Files))
        return E;
      for (const std::string &F : Files) {
        llvm::SmallString<256> P(F);
        if (!llvm::sys::path::is_absolute(P))
          P = (llvm::Twine(Out.Dir) + "/" + F).str();
        llvm::sys::path::remove_dots(P, /*remove_dot_dot=*/true);
        S.Apis.push_back(std::string(P));
      }
    } else {
      return false;
    }
    return true;
  }

  llvm::Error scalar(Node *N, std::string &Out) {
    auto *S = llvm::dyn_cast_or_null<ScalarNode>(N);
    if (!S)
      return error(N, "expected a string");
    llvm::SmallString<64> Storage;
    Out = S->getValue(Storage).str();
    return llvm::Error::success();
  }

  llvm::Error boolean(Node *N, std::optional<bool> &Out) {
    std::string B;
    if (llvm::Error E = scalar(N, B))
      return E;
    if (B != "true" && B != "false")
      return error(N, "expected true or false");
    Out = B == "true";
    return llvm::Error::success();
  }

  /// A list of strings, or one string.
  llvm::Error strings(Node *N, std::vector<std::string> &Out) {
    if (llvm::isa_and_nonnull<ScalarNode>(N)) {
      Out.emplace_back();
      return scalar(N, Out.back());
    }
    auto *Seq = llvm::dyn_cast_or_null<SequenceNode>(N);
    if (!Seq)
      return error(N, "expected a list of strings");
    for (Node &Item : *Seq) {
      Out.emplace_back();
      if (llvm::Error E = scalar(&Item, Out.back()))
        return E;
    }
    return llvm::Error::success();
  }

  llvm::Error ruleMap(Node *N, std::vector<ConfigFile::RuleSetting> &Out) {
    auto *M = llvm::dyn_cast_or_null<MappingNode>(N);
    if (!M)
      return error(N, "expected a mapping of rule ids to off, warning or "
                      "error");
    for (llvm::yaml::KeyValueNode &KV : *M) {
      ConfigFile::RuleSetting R;
      if (llvm::Error E = scalar(KV.getKey(), R.Rule))
        return E;
      if (!llvm::any_of(rules::allRules(), [&](const rules::RuleInfo &I) {
            return R.Rule == I.Id;
          }))
        return error(KV.getKey(), "unknown rule '" + R.Rule +
                                      "' (see 'tensorlint --list-checks')");
      std::string Level;
      if (llvm::Error E = scalar(KV.getValue(), Level))
        return E;
      if (Level == "error")
        R.Sev = rules::Severity::Error;
      else if (Level == "warning" || Level == "warn")
        R.Sev = rules::Severity::Warning;
      else if (Level != "off")
        return error(KV.getValue(), "invalid severity '" + Level +
                                        "' for rule '" + R.Rule +
                                        "' (expected off, warning or error)");
      Out.push_back(std::move(R));
    }
    return llvm::Error::success();
  }

  llvm::Error overrides(Node *N) {
    auto *Seq = llvm::dyn_cast_or_null<SequenceNode>(N);
    if (!Seq)
      return error(N, "expected a list of overrides ({files: [...], "
                      "rules: {...}})");
    for (Node &Item : *Seq) {
      auto *M = llvm::dyn_cast<MappingNode>(&Item);
      if (!M)
        return error(&Item, "expected an override ({files: [...], rules: "
                            "{...}})");
      ConfigFile::Override O;
      for (llvm::yaml::KeyValueNode &KV : *M) {
        std::string Key;
        if (llvm::Error E = scalar(KV.getKey(), Key))
          return E;
        if (Key == "files") {
          if (llvm::Error E = strings(KV.getValue(), O.Files))
            return E;
          continue;
        }
        llvm::Expected<bool> Known = section(Key, KV.getValue(), O.S);
        if (!Known)
          return Known.takeError();
        if (!*Known)
          return error(KV.getKey(), "unknown key '" + Key +
                                        "' in an override (expected files, "
                                        "checks, rules, apis, "
                                        "report-exception-paths or "
                                        "report-unproven-repetition)");
      }
      if (O.Files.empty())
        return error(&Item, "an override needs 'files'");
      Out.Overrides.push_back(std::move(O));
    }
    return llvm::Error::success();
  }

  llvm::SourceMgr &SM;
  const std::string &Path;
  ConfigFile &Out;
};

void applySection(const ConfigFile::Section &S, std::string &Checks,
                  FileConfig &Cfg) {
  auto Add = [&](llvm::StringRef G) {
    if (G.trim().empty())
      return;
    if (!Checks.empty())
      Checks += ',';
    Checks += G.trim().str();
  };
  Add(S.Checks);
  for (const ConfigFile::RuleSetting &R : S.Rules) {
    Add(R.Sev ? R.Rule : "-" + R.Rule);
    if (R.Sev)
      Cfg.Severities[R.Rule] = *R.Sev;
    else
      Cfg.Severities.erase(R.Rule);
  }
  llvm::append_range(Cfg.ApiFiles, S.Apis);
  if (S.ReportExceptionPaths)
    Cfg.Analysis.ReportExceptionPaths = *S.ReportExceptionPaths;
  if (S.ReportUnprovenRepetition)
    Cfg.Analysis.ReportUnprovenRepetition = *S.ReportUnprovenRepetition;
}

/// P made absolute against Paths' directory (as given if that fails),
/// without "." and ".." parts.
std::string absolute(llvm::StringRef P, const AbsolutePaths &Paths) {
  llvm::SmallString<256> A(Paths.absolute(P).value_or(P.str()));
  llvm::sys::path::remove_dots(A, /*remove_dot_dot=*/true);
  return std::string(A);
}

} // namespace

llvm::Expected<ConfigFile> ConfigFile::parse(llvm::StringRef Text,
                                             llvm::StringRef Path) {
  ConfigFile Out;
  Out.Path = Path.str();
  Out.Dir = llvm::sys::path::parent_path(absolute(Path, AbsolutePaths())).str();
  // Text LLVM's YAML parser would overflow its stack on (YamlPrecheck.h).
  if (Text.size() > apis::MaxYamlBytes)
    return llvm::make_error<ConfigError>(Out.Path, 1, 1,
                                         apis::YamlTooLargeMessage);
  if (size_t At = apis::findEmptyFlowEntry(Text); At != llvm::StringRef::npos) {
    llvm::StringRef Before = Text.take_front(At);
    size_t LineStart = Before.rfind('\n');
    unsigned Col = LineStart == llvm::StringRef::npos ? At + 1 : At - LineStart;
    return llvm::make_error<ConfigError>(Out.Path, Before.count('\n') + 1, Col,
                                         apis::EmptyFlowEntryMessage);
  }
  llvm::SourceMgr SM;
  std::optional<llvm::SMDiagnostic> SyntaxError;
  SM.setDiagHandler(
      [](const llvm::SMDiagnostic &D, void *Ctx) {
        auto &E = *static_cast<std::optional<llvm::SMDiagnostic> *>(Ctx);
        if (!E)
          E = D;
      },
      &SyntaxError);
  Parser P(SM, Out.Path, Out);
  llvm::Error Err = llvm::Error::success();
  apis::runWithYamlParserStack([&] {
    llvm::yaml::Stream YS(Text, SM);
    unsigned Docs = 0;
    for (llvm::yaml::Document &D : YS) {
      Node *Root = D.getRoot();
      if (SyntaxError)
        break;
      if (++Docs > 1) {
        Err = P.error(Root, "expected one YAML document");
        break;
      }
      if ((Err = P.top(Root)))
        break;
      D.skip();
    }
  });
  if (SyntaxError) {
    llvm::consumeError(std::move(Err));
    return llvm::make_error<ConfigError>(Out.Path, SyntaxError->getLineNo(),
                                         SyntaxError->getColumnNo() + 1,
                                         SyntaxError->getMessage().str());
  }
  if (Err)
    return Err;
  return Out;
}

FileConfig ConfigFile::resolve(llvm::StringRef AbsPath,
                               llvm::StringRef CommandLineChecks) const {
  FileConfig Cfg;
  Cfg.Source = Path;
  llvm::StringRef Rel = AbsPath;
  if (!Rel.consume_front(Dir) || !(Rel.consume_front("/") || Dir == "/"))
    Rel = AbsPath; // not below Dir: match the whole path
  std::string Checks;
  applySection(Top, Checks, Cfg);
  for (const std::string &G : Ignore)
    if (matchPathGlob(G, Rel))
      Cfg.Ignored = true;
  for (const Override &O : Overrides)
    if (llvm::any_of(O.Files, [&](const std::string &G) {
          return matchPathGlob(G, Rel);
        }))
      applySection(O.S, Checks, Cfg);
  if (!CommandLineChecks.empty()) {
    if (!Checks.empty())
      Checks.push_back(',');
    Checks.append(CommandLineChecks.data(), CommandLineChecks.size());
  }
  Cfg.Checks = std::move(Checks);
  return Cfg;
}

ConfigResolver::ConfigResolver(std::string CommandLineChecks,
                               bool UseConfigFiles, bool ReportUnusedDisable,
                               rules::AnalysisOptions Forced)
    : CommandLineChecks(std::move(CommandLineChecks)),
      UseConfigFiles(UseConfigFiles), ReportUnusedDisable(ReportUnusedDisable),
      Forced(Forced) {}

const ConfigResolver::Entry &ConfigResolver::lookupDir(llvm::StringRef Dir) {
  auto It = ByDir.find(Dir);
  if (It != ByDir.end())
    return It->second;
  Entry E;
  llvm::SmallString<256> Candidate(Dir);
  llvm::sys::path::append(Candidate, ConfigFileName);
  if (llvm::sys::fs::exists(Candidate)) {
    std::string Path(Candidate);
    llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> Buf =
        llvm::MemoryBuffer::getFile(Path, /*IsText=*/true);
    if (!Buf) {
      E.Failed = true;
      E.ErrPath = Path;
      E.ErrMsg = "cannot read config file: " + Buf.getError().message();
    } else if (llvm::Expected<ConfigFile> C =
                   ConfigFile::parse((*Buf)->getBuffer(), Path)) {
      E.Config = std::make_shared<const ConfigFile>(std::move(*C));
    } else {
      E.Failed = true;
      llvm::handleAllErrors(C.takeError(), [&](const ConfigError &CE) {
        E.ErrPath = CE.Path;
        E.ErrLine = CE.Line;
        E.ErrCol = CE.Col;
        E.ErrMsg = CE.Message;
      });
    }
  } else {
    llvm::StringRef Parent = llvm::sys::path::parent_path(Dir);
    if (!Parent.empty() && Parent != Dir)
      E = lookupDir(Parent); // copy: the map may rehash
  }
  return ByDir[Dir] = std::move(E);
}

llvm::Expected<FileConfig> ConfigResolver::configFor(llvm::StringRef FilePath) {
  FileConfig Cfg;
  std::string Abs = absolute(FilePath, Paths);
  if (UseConfigFiles) {
    std::lock_guard<std::mutex> Lock(Mu);
    const Entry &E = lookupDir(llvm::sys::path::parent_path(Abs));
    if (E.Failed)
      return llvm::make_error<ConfigError>(E.ErrPath, E.ErrLine, E.ErrCol,
                                           E.ErrMsg);
    if (E.Config)
      Cfg = E.Config->resolve(Abs, CommandLineChecks);
    else
      Cfg.Checks = CommandLineChecks;
  } else {
    Cfg.Checks = CommandLineChecks;
  }
  Cfg.ReportUnusedDisable = ReportUnusedDisable;
  Cfg.Analysis.ReportExceptionPaths |= Forced.ReportExceptionPaths;
  Cfg.Analysis.ReportUnprovenRepetition |= Forced.ReportUnprovenRepetition;
  return Cfg;
}

void ConfigResolver::invalidate() {
  std::lock_guard<std::mutex> Lock(Mu);
  ByDir.clear();
}

} // namespace tensorlint::driver
