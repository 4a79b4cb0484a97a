//===- ApiModelParser.cpp - YAML API model files to staged data -----------===//
//
// Walks the llvm::yaml node tree by hand (rather than yaml::IO) so that every
// error can point at the exact node, and so that unknown keys are rejected
// with the list of keys that are allowed there. The format is documented in
// docs/api-models.md.
//
// llvm::yaml streams can be walked only once, in document order, so
// everything that depends on other parts of the file (default resources,
// language-specific handle forms, resource references) is checked in a pass
// over the staged data after the walk.
//
//===----------------------------------------------------------------------===//

#include "apis/ApiModelParser.h"
#include "apis/ModelLanguages.h"

#include "apis/YamlPrecheck.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/ConvertUTF.h"
#include "llvm/Support/GlobPattern.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/YAMLParser.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/xxhash.h"

#include <iterator>
#include <vector>

using namespace llvm;

namespace tensorlint::apis {

static constexpr std::pair<StringRef, ApiKind> KindNames[] = {
    {"create", ApiKind::Create},
    {"load_model", ApiKind::LoadModel},
    {"release", ApiKind::Release},
    {"borrow", ApiKind::Borrow},
    {"sink", ApiKind::Sink},
    {"scope", ApiKind::Scope},
    {"scope_begin", ApiKind::ScopeBegin},
    {"scope_end", ApiKind::ScopeEnd},
    {"keep", ApiKind::Keep},
    {"none", ApiKind::None},
    {"derive", ApiKind::Derive},
    {"no_history", ApiKind::NoHistory},
    {"graph_add", ApiKind::GraphAdd},
    {"graph_run", ApiKind::GraphRun},
    {"graph_reset", ApiKind::GraphReset},
    {"trace", ApiKind::Trace},
};

/// Kinds only Python models use.
static bool pythonOnly(ApiKind K) {
  return K == ApiKind::Derive || K == ApiKind::NoHistory ||
         K == ApiKind::GraphAdd || K == ApiKind::GraphRun ||
         K == ApiKind::GraphReset || K == ApiKind::Trace;
}

static bool namesGraph(ApiKind K) {
  return K == ApiKind::GraphAdd || K == ApiKind::GraphRun ||
         K == ApiKind::GraphReset || K == ApiKind::Trace;
}

static constexpr std::pair<StringRef, History> HistoryNames[] = {
    {"inherit", History::Inherit},
    {"start", History::Start},
    {"drop", History::Drop},
    {"require", History::Require},
};

static constexpr std::pair<StringRef, RepeatFrequency> FrequencyNames[] = {
    {"iteration", RepeatFrequency::Iteration},
    {"render", RepeatFrequency::Render},
    {"event", RepeatFrequency::Event},
    {"request", RepeatFrequency::Request},
    {"once", RepeatFrequency::Once},
    {"deferred", RepeatFrequency::Deferred},
};

// The top-level keys of a JS framework's file, besides `repeats`.
static constexpr StringRef JsFrameworkKeys[] = {"once_events",
                                                "per_registration_events",
                                                "singletons",
                                                "hook_functions",
                                                "callback_memos",
                                                "state_hooks",
                                                "lazy_loaders",
                                                "routes",
                                                "template_methods",
                                                "loaded_by_place",
                                                "worker_script_statements",
                                                "page_globals",
                                                "client_navigation",
                                                "unmount_hooks"};

StringRef kindName(ApiKind K) {
  for (const auto &[Name, Kind] : KindNames)
    if (Kind == K)
      return Name;
  return "none";
}

static std::optional<ApiKind> parseKind(StringRef S) {
  for (const auto &[Name, Kind] : KindNames)
    if (Name == S)
      return Kind;
  return std::nullopt;
}

static std::string allKindNames() {
  std::string S;
  for (const auto &[Name, Kind] : KindNames) {
    if (!S.empty())
      S += ", ";
    S += Name;
  }
  return S;
}

Error StagedFile::error(SMLoc Loc, const Twine &Msg) const {
  std::string Text;
  raw_string_ostream OS(Text);
  SM->GetMessage(Loc, SourceMgr::DK_Error, Msg)
      .print(/*ProgName=*/nullptr, OS, /*ShowColors=*/false);
  OS.flush();
  while (!Text.empty() && Text.back() == '\n')
    Text.pop_back();
  return createStringError(inconvertibleErrorCode(), Text);
}

namespace {

/// Where a group of entries sits in the file; decides the lookup table and
/// the defaults of its entries.
struct GroupCtx {
  EntryTable Table = EntryTable::JsFunction;
  std::string Receiver;      ///< Methods: the receiver resource.
  SMLoc ReceiverLoc;         ///< Methods: where the receiver was named.
  std::string Record;        ///< Members: the function-table record.
  std::string OwnerResource; ///< Groups inside a resource: that resource.
  bool InFunctions = true;   ///< functions/members (not methods).
};

/// What the post-pass needs to know about a staged entry.
struct EntryInfo {
  SMLoc VariantsLoc;
  SMLoc TakesOptionsLoc, BuildsFromLoc, BuildsFromArgLoc;
  std::vector<SMLoc> VariantLocs; ///< Of each variant's resource.
  bool ExplicitResource = false;
  bool ExplicitHandle = false;
  SMLoc ResourceLoc;
  SMLoc HandleLoc;
  GroupCtx Ctx;
};

class Parser {
public:
  explicit Parser(StagedFile &F) : F(F) {}

  /// Walks the document; the first error is kept in Err.
  void parseRoot(yaml::Node *Root);
  /// Defaults and cross-checks after the walk.
  void finish();
  bool checkWhereKeysBelong();
  bool addNamespaceNames();
  bool settleLibraryDefaults(const std::string &DefaultPlain);
  bool finishEntry(size_t I, const std::string &DefaultPlain,
                   const std::string &DefaultModel);

  std::optional<Error> Err;

private:
  StagedFile &F;
  std::vector<EntryInfo> Infos; ///< Parallel to F.Entries.
  std::string DefaultResource;
  SMLoc DefaultResourceLoc;
  std::vector<StagedString> UntypedReceivers;
  SMLoc FailureExitMacrosLoc;
  SMLoc LanguageLoc, MethodsLoc, MembersLoc, StatusLoc;
  /// Where each Python-only top-level key was, to reject it elsewhere.
  SMLoc PythonKeyLoc;
  std::string PythonKey;
  /// Where the first JS-only part of a repeater was (`arg: 1+`,
  /// `frequency: once`, `class_decorator`), to reject it for Python; and
  /// the first JS-only top-level key.
  SMLoc JsRepeaterLoc, JsKeyLoc;
  std::string JsRepeaterKey, JsKey;
  StringMap<SMLoc> GraphNames;
  StatusConvention Status;
  bool SawLibrary = false, SawLanguage = false;
  /// The row of the file's `language:` (set before finish() runs).
  const ModelLanguage *Lang = nullptr;
  StringMap<SMLoc> EntryKeys; ///< table/owner/name -> first definition.
  StringMap<SMLoc> ResourceNames, TypeNames, ModuleNames, GlobalNames;

  bool fail(SMLoc Loc, const Twine &Msg) {
    if (!Err)
      Err = F.error(Loc, Msg);
    return false;
  }
  bool fail(const yaml::Node *N, const Twine &Msg) {
    return fail(N ? N->getSourceRange().Start : SMLoc(), Msg);
  }
  bool ok() const { return !Err; }

  static StringRef nodeKind(const yaml::Node *N);
  bool scalar(yaml::Node *N, const Twine &What, std::string &Out);
  bool integer(yaml::Node *N, const Twine &What, int &Out);
  bool boolean(yaml::Node *N, const Twine &What, bool &Out);
  bool stringList(yaml::Node *N, const Twine &What,
                  std::vector<StagedString> &Out);
  /// The same, when where each string was is not needed.
  bool stringList(yaml::Node *N, const Twine &What,
                  std::vector<std::string> &Out);

  /// Iterates a mapping, rejecting duplicate keys and keys not in Allowed.
  template <typename Fn>
  bool forEachKey(yaml::Node *N, StringRef What, ArrayRef<StringRef> Allowed,
                  Fn Body);

  bool parseResources(yaml::Node *N);
  bool parseStatus(yaml::Node *N);
  bool parseScope(yaml::Node *N);
  bool parseResource(yaml::Node *N);
  bool parseGroup(yaml::Node *N, const GroupCtx &Ctx);
  bool parseEntry(yaml::Node *N, const GroupCtx &Ctx,
                  std::optional<ApiKind> Implied);
  bool parseHandle(yaml::Node *N, Handle &H);
  bool parseBorrows(yaml::Node *V, std::vector<Handle> &Out);
  bool parseHistory(yaml::Node *V, History &Out);
  bool parseOwnerMap(yaml::Node *N, bool Methods);
  bool parseSubmodules(yaml::Node *N);
  bool parseScopedOverrides(yaml::Node *N);
  llvm::SMLoc ScopedOverridesLoc;
  bool addEntry(StagedEntry SE, EntryInfo Info);
  bool checkResourceRef(const std::string &Name, SMLoc Loc);
  bool parseVariants(yaml::Node *N, std::vector<ResourceVariant> &Out,
                     std::vector<SMLoc> &Locs);
  // Python.
  bool parseReexports(yaml::Node *N);
  bool parseRepeats(yaml::Node *N);
  bool parseRepeater(yaml::Node *N);
  bool parseArgRange(yaml::Node *N, Repeater &R);
  bool parseRepeaterKey(StringRef Key, yaml::Node *V, yaml::Node *K,
                        Repeater &R, int &Forms, bool &SawFrequency);
  bool checkRepeater(yaml::Node *N, const Repeater &R);
  /// Pattern compiled into Out, or an error at N.
  bool glob(yaml::Node *N, const std::string &Pattern, OwnedGlob &Out);
  bool parseOption(yaml::Node *N, StringRef What, std::string &Key,
                   std::string &Value);
  /// Remembers the first JS-only key of a repeater, to reject it elsewhere.
  void noteJsOnly(yaml::Node *N, const Twine &What);
  // JS.
  bool parseOnceEvents(yaml::Node *N, StringRef Key,
                       std::vector<OwnedGlob> &Out);
  bool parseJsFrameworkKey(StringRef Key, yaml::Node *V);
  /// A glob or a list of globs.
  bool globList(yaml::Node *N, StringRef What, std::vector<OwnedGlob> &Out);
  bool parseSingletons(yaml::Node *N);
  bool parseGraphs(yaml::Node *N);
  bool parseLoadedByPlace(yaml::Node *N);
  bool parseHistoryDecl(yaml::Node *N);
};

StringRef Parser::nodeKind(const yaml::Node *N) {
  if (!N || isa<yaml::NullNode>(N))
    return "nothing";
  if (isa<yaml::MappingNode>(N))
    return "a mapping";
  if (isa<yaml::SequenceNode>(N))
    return "a list";
  if (isa<yaml::AliasNode>(N))
    return "an alias";
  return "a scalar";
}

bool Parser::scalar(yaml::Node *N, const Twine &What, std::string &Out) {
  if (auto *B = dyn_cast_or_null<yaml::BlockScalarNode>(N)) {
    Out = B->getValue().trim().str();
  } else if (auto *S = dyn_cast_or_null<yaml::ScalarNode>(N)) {
    SmallString<64> Storage;
    Out = S->getValue(Storage).str();
  } else {
    return fail(N, What + " must be a string, not " + nodeKind(N));
  }
  if (Out.empty())
    return fail(N, What + " must not be empty");
  return true;
}

bool Parser::integer(yaml::Node *N, const Twine &What, int &Out) {
  std::string S;
  if (!scalar(N, What, S))
    return false;
  unsigned V;
  if (StringRef(S).getAsInteger(10, V) || V > 1000)
    return fail(N,
                What + " must be an argument index (0..1000), not '" + S + "'");
  Out = static_cast<int>(V);
  return true;
}

bool Parser::boolean(yaml::Node *N, const Twine &What, bool &Out) {
  std::string S;
  if (!scalar(N, What, S))
    return false;
  if (S == "true")
    Out = true;
  else if (S == "false")
    Out = false;
  else
    return fail(N, What + " must be true or false, not '" + S + "'");
  return true;
}

bool Parser::stringList(yaml::Node *N, const Twine &What,
                        std::vector<StagedString> &Out) {
  auto *Seq = dyn_cast_or_null<yaml::SequenceNode>(N);
  if (!Seq)
    return fail(N, What + " must be a list of strings, not " + nodeKind(N));
  for (yaml::Node &Item : *Seq) {
    StagedString S;
    S.Loc = Item.getSourceRange().Start;
    if (!scalar(&Item, What + " item", S.S))
      return false;
    Out.push_back(std::move(S));
  }
  return ok();
}

bool Parser::stringList(yaml::Node *N, const Twine &What,
                        std::vector<std::string> &Out) {
  std::vector<StagedString> Staged;
  if (!stringList(N, What, Staged))
    return false;
  for (StagedString &S : Staged)
    Out.push_back(std::move(S.S));
  return true;
}

template <typename Fn>
bool Parser::forEachKey(yaml::Node *N, StringRef What,
                        ArrayRef<StringRef> Allowed, Fn Body) {
  auto *Map = dyn_cast_or_null<yaml::MappingNode>(N);
  if (!Map)
    return fail(N, What + " must be a mapping, not " + nodeKind(N));
  StringSet<> Seen;
  for (yaml::KeyValueNode &KV : *Map) {
    std::string Key;
    if (!scalar(KV.getKey(), "a key in " + What, Key))
      return false;
    if (!llvm::is_contained(Allowed, Key))
      return fail(KV.getKey(), "unknown key '" + Key + "' in " + What +
                                   "; expected one of: " +
                                   join(Allowed.begin(), Allowed.end(), ", "));
    if (!Seen.insert(Key).second)
      return fail(KV.getKey(), "duplicate key '" + Key + "' in " + What);
    if (!Body(StringRef(Key), KV.getValue(), KV.getKey()))
      return false;
  }
  return ok();
}

void Parser::parseRoot(yaml::Node *Root) {
  // The file's own keys, then the JS frameworks' (JsFrameworkKeys), in the
  // order an unknown key's message lists them.
  static constexpr StringRef OwnKeys[] = {"library",
                                          "language",
                                          "modules",
                                          "submodules",
                                          "globals",
                                          "resources",
                                          "default_resource",
                                          "functions",
                                          "methods",
                                          "members",
                                          "status",
                                          "scope",
                                          "untyped_receivers",
                                          "reexports",
                                          "repeats",
                                          "caches",
                                          "script_reruns",
                                          "graphs",
                                          "history",
                                          "scoped_overrides",
                                          "failure_exit_macros"};
  static const std::vector<StringRef> Keys = [] {
    std::vector<StringRef> All(std::begin(OwnKeys), std::end(OwnKeys));
    All.insert(All.end(), std::begin(JsFrameworkKeys),
               std::end(JsFrameworkKeys));
    return All;
  }();
  forEachKey(
      Root, "the top level", Keys,
      [&](StringRef Key, yaml::Node *V, yaml::Node *K) {
        if (Key == "library") {
          SawLibrary = true;
          F.LibLoc = V ? V->getSourceRange().Start : K->getSourceRange().Start;
          return scalar(V, "'library'", F.Lib.Name);
        }
        if (Key == "language") {
          SawLanguage = true;
          LanguageLoc = K->getSourceRange().Start;
          if (!scalar(V, "'language'", F.Lib.Language))
            return false;
          Lang = modelLanguage(F.Lib.Language);
          if (!Lang)
            return fail(V, "unknown language '" + F.Lib.Language +
                               "'; expected " + languageChoices());
          return true;
        }
        if (Key == "repeats")
          return parseRepeats(V);
        if (llvm::is_contained(JsFrameworkKeys, Key)) {
          if (JsKey.empty()) {
            JsKey = Key.str();
            JsKeyLoc = K->getSourceRange().Start;
          }
          return parseJsFrameworkKey(Key, V);
        }
        if (Key == "reexports" || Key == "caches" || Key == "script_reruns" ||
            Key == "graphs" || Key == "history") {
          if (PythonKey.empty()) {
            PythonKey = Key.str();
            PythonKeyLoc = K->getSourceRange().Start;
          }
          if (Key == "reexports")
            return parseReexports(V);
          if (Key == "graphs")
            return parseGraphs(V);
          if (Key == "history")
            return parseHistoryDecl(V);
          if (Key == "script_reruns")
            return scalar(V, "'script_reruns'", F.Lib.ScriptReruns);
          std::vector<StagedString> Caches;
          if (!stringList(V, "'caches'", Caches))
            return false;
          for (StagedString &C : Caches)
            if (!glob(V, C.S, F.Lib.Caches.emplace_back()))
              return false;
          return true;
        }
        if (Key == "modules")
          return stringList(V, "'modules'", F.Modules);
        if (Key == "globals")
          return stringList(V, "'globals'", F.Globals);
        if (Key == "submodules")
          return parseSubmodules(V);
        if (Key == "scoped_overrides") {
          ScopedOverridesLoc = K->getSourceRange().Start;
          return parseScopedOverrides(V);
        }
        if (Key == "resources")
          return parseResources(V);
        if (Key == "default_resource") {
          DefaultResourceLoc =
              V ? V->getSourceRange().Start : K->getSourceRange().Start;
          return scalar(V, "'default_resource'", DefaultResource);
        }
        if (Key == "untyped_receivers")
          return stringList(V, "'untyped_receivers'", UntypedReceivers);
        if (Key == "failure_exit_macros") {
          FailureExitMacrosLoc = K->getSourceRange().Start;
          return stringList(V, "'failure_exit_macros'",
                            F.Lib.FailureExitMacros);
        }
        if (Key == "functions")
          return parseGroup(V, GroupCtx{});
        if (Key == "status") {
          StatusLoc = K->getSourceRange().Start;
          return parseStatus(V);
        }
        if (Key == "scope")
          return parseScope(V);
        if (Key == "methods") {
          MethodsLoc = K->getSourceRange().Start;
          return parseOwnerMap(V, /*Methods=*/true);
        }
        MembersLoc = K->getSourceRange().Start;
        return parseOwnerMap(V, /*Methods=*/false);
      });
  if (!ok())
    return;
  SMLoc Start = Root->getSourceRange().Start;
  if (!SawLibrary)
    fail(Start, "missing required key 'library'");
  else if (!SawLanguage)
    fail(Start, "missing required key 'language' (js, c or python)");
}

bool Parser::parseResources(yaml::Node *N) {
  auto *Seq = dyn_cast_or_null<yaml::SequenceNode>(N);
  if (!Seq)
    return fail(N,
                "'resources' must be a list of mappings, not " + nodeKind(N));
  for (yaml::Node &Item : *Seq)
    if (!parseResource(&Item))
      return false;
  return ok();
}

bool Parser::parseResource(yaml::Node *N) {
  static constexpr StringRef Keys[] = {"name",
                                       "model",
                                       "types",
                                       "release",
                                       "noun",
                                       "scoped",
                                       "program_lifetime",
                                       "readable_after_release",
                                       "collected",
                                       "functions"};
  StagedResource SR;
  SR.Loc = N->getSourceRange().Start;
  // The name may come after 'functions' in the mapping, so the group is
  // parsed with a placeholder owner and patched once the name is known.
  size_t FirstEntry = F.Entries.size();
  bool SawName = false;
  if (!forEachKey(N, "a resource", Keys,
                  [&](StringRef Key, yaml::Node *V, yaml::Node *) {
                    if (Key == "name") {
                      SawName = true;
                      SR.Loc = V ? V->getSourceRange().Start : SR.Loc;
                      return scalar(V, "resource 'name'", SR.R.Name);
                    }
                    if (Key == "model")
                      return boolean(V, "resource 'model'", SR.R.IsModel);
                    if (Key == "noun")
                      return scalar(V, "resource 'noun'", SR.R.Noun);
                    if (Key == "scoped") {
                      SR.ExplicitScoped = true;
                      return boolean(V, "resource 'scoped'", SR.R.Scoped);
                    }
                    if (Key == "readable_after_release") {
                      std::vector<StagedString> Props;
                      if (!stringList(V, "resource 'readable_after_release'",
                                      Props))
                        return false;
                      for (StagedString &P : Props)
                        SR.R.ReadableAfterRelease.push_back(P.S);
                      return true;
                    }
                    if (Key == "program_lifetime")
                      return boolean(V, "resource 'program_lifetime'",
                                     SR.R.ProgramLifetime);
                    if (Key == "collected")
                      return boolean(V, "resource 'collected'", SR.R.Collected);
                    if (Key == "types") {
                      std::vector<StagedString> Types;
                      if (!stringList(V, "resource 'types'", Types))
                        return false;
                      for (StagedString &T : Types) {
                        SR.R.Types.push_back(T.S);
                        SR.TypeLocs.push_back(T.Loc);
                      }
                      return true;
                    }
                    if (Key == "release") {
                      std::vector<StagedString> Hints;
                      if (!stringList(V, "resource 'release'", Hints))
                        return false;
                      for (StagedString &H : Hints)
                        SR.R.Release.push_back(H.S);
                      return true;
                    }
                    return parseGroup(V, GroupCtx{});
                  }))
    return false;
  if (!SawName)
    return fail(N, "a resource needs a 'name'");
  for (size_t I = FirstEntry; I < F.Entries.size(); ++I)
    Infos[I].Ctx.OwnerResource = SR.R.Name;

  auto [It, New] = ResourceNames.try_emplace(SR.R.Name, SR.Loc);
  if (!New)
    return fail(SR.Loc, "duplicate resource '" + SR.R.Name +
                            "' (first declared at line " +
                            Twine(F.SM->FindLineNumber(It->second)) + ")");
  // A resource's own name denotes it, so "TF_Tensor" needs no 'types'.
  if (!is_contained(SR.R.Types, SR.R.Name)) {
    SR.R.Types.insert(SR.R.Types.begin(), SR.R.Name);
    SR.TypeLocs.insert(SR.TypeLocs.begin(), SR.Loc);
  }
  for (size_t I = 0; I < SR.R.Types.size(); ++I) {
    auto [TIt, TNew] = TypeNames.try_emplace(SR.R.Types[I], SR.TypeLocs[I]);
    if (!TNew)
      return fail(SR.TypeLocs[I],
                  "type '" + SR.R.Types[I] +
                      "' already denotes another resource (line " +
                      Twine(F.SM->FindLineNumber(TIt->second)) + ")");
  }
  F.Resources.push_back(std::move(SR));
  return true;
}

// submodules: {'@tensorflow/tfjs-data': data}: exact specifiers only (a glob
// could not say which part of the namespace it exports).
bool Parser::parseScopedOverrides(yaml::Node *N) {
  auto *Map = dyn_cast_or_null<yaml::MappingNode>(N);
  if (!Map)
    return fail(N, "'scoped_overrides' must be a mapping from a class's "
                   "dotted path to the methods of its subclasses that run in "
                   "the scope, not " +
                       nodeKind(N));
  for (yaml::KeyValueNode &KV : *Map) {
    std::string Base;
    std::vector<StagedString> Methods;
    if (!scalar(KV.getKey(), "a class in 'scoped_overrides'", Base) ||
        !stringList(KV.getValue(), "the methods of '" + Base + "'", Methods))
      return false;
    std::vector<std::string> Names;
    for (StagedString &M : Methods)
      Names.push_back(std::move(M.S));
    F.Lib.ScopedOverrides.emplace_back(std::move(Base), std::move(Names));
  }
  return ok();
}

bool Parser::parseSubmodules(yaml::Node *N) {
  auto *Map = dyn_cast_or_null<yaml::MappingNode>(N);
  if (!Map)
    return fail(N, "'submodules' must be a mapping from a module specifier "
                   "to a dotted path, not " +
                       nodeKind(N));
  for (yaml::KeyValueNode &KV : *Map) {
    StagedString Spec;
    std::string Path;
    // A key LLVM's parser could not make (`? <control character>`) is null:
    // scalar() says so before anything reads it.
    if (!scalar(KV.getKey(), "a module in 'submodules'", Spec.S) ||
        !scalar(KV.getValue(), "the path of submodule '" + Spec.S + "'", Path))
      return false;
    Spec.Loc = KV.getKey()->getSourceRange().Start;
    if (isGlob(Spec.S))
      return fail(KV.getKey(), "submodule '" + Spec.S +
                                   "' must be an exact specifier, not a glob");
    bool Dotted = !Path.empty() && Path.front() != '.' && Path.back() != '.' &&
                  llvm::all_of(Path, [](char C) {
                    return isAlnum(C) || C == '_' || C == '$' || C == '.';
                  });
    if (!Dotted)
      return fail(KV.getValue(), "the path of submodule '" + Spec.S +
                                     "' must be a dotted name such as "
                                     "'data', not '" +
                                     Path + "'");
    F.Submodules.push_back(Spec);
    F.Lib.Submodules.emplace_back(Spec.S, Path);
  }
  return ok();
}

bool Parser::parseOwnerMap(yaml::Node *N, bool Methods) {
  auto *Map = dyn_cast_or_null<yaml::MappingNode>(N);
  StringRef What = Methods ? "'methods'" : "'members'";
  if (!Map)
    return fail(N, What + " must be a mapping from " +
                       (Methods ? "receiver resource" : "record name") +
                       " to entry groups, not " + nodeKind(N));
  StringSet<> Seen;
  for (yaml::KeyValueNode &KV : *Map) {
    std::string Owner;
    if (!scalar(KV.getKey(), Methods ? "a receiver resource" : "a record name",
                Owner))
      return false;
    if (!Seen.insert(Owner).second)
      return fail(KV.getKey(), "duplicate key '" + Owner + "' in " + What);
    GroupCtx Ctx;
    if (Methods) {
      Ctx.Table = EntryTable::Method;
      Ctx.Receiver = Owner;
      Ctx.ReceiverLoc = KV.getKey()->getSourceRange().Start;
      Ctx.InFunctions = false;
    } else {
      Ctx.Table = EntryTable::Member;
      Ctx.Record = Owner;
    }
    if (!parseGroup(KV.getValue(), Ctx))
      return false;
  }
  return ok();
}

bool Parser::parseGroup(yaml::Node *N, const GroupCtx &Ctx) {
  // A group is {entries: [full entries], <kind>: [names or entries]}.
  static const SmallVector<StringRef> Keys = [] {
    SmallVector<StringRef> K{"entries"};
    for (const auto &[Name, Kind] : KindNames)
      K.push_back(Name);
    return K;
  }();
  return forEachKey(N, "an entry group", Keys,
                    [&](StringRef Key, yaml::Node *V, yaml::Node *) {
                      std::optional<ApiKind> Implied = parseKind(Key);
                      auto *Seq = dyn_cast_or_null<yaml::SequenceNode>(V);
                      if (!Seq)
                        return fail(V, "'" + Key + "' must be a list, not " +
                                           nodeKind(V));
                      for (yaml::Node &Item : *Seq)
                        if (!parseEntry(&Item, Ctx, Implied))
                          return false;
                      return ok();
                    });
}

// borrows: [{arg: 1}, ...]: argument handles the call also reads.
bool Parser::parseBorrows(yaml::Node *V, std::vector<Handle> &Out) {
  auto *Seq = dyn_cast_or_null<yaml::SequenceNode>(V);
  if (!Seq)
    return fail(V, "'borrows' must be a list of handles, not " + nodeKind(V));
  for (yaml::Node &Item : *Seq) {
    Handle H;
    if (!parseHandle(&Item, H))
      return false;
    if (H.At == Handle::Ret)
      return fail(&Item, "'borrows' takes argument handles, not 'ret'");
    Out.push_back(H);
  }
  return ok();
}

// history: inherit | start | drop | require
bool Parser::parseHistory(yaml::Node *V, History &Out) {
  std::string H;
  if (!scalar(V, "entry 'history'", H))
    return false;
  for (const auto &[Name, Value] : HistoryNames)
    if (Name == H) {
      Out = Value;
      return true;
    }
  return fail(V, "unknown history '" + H +
                     "'; expected inherit, start, drop or require");
}

bool Parser::parseEntry(yaml::Node *N, const GroupCtx &Ctx,
                        std::optional<ApiKind> Implied) {
  StagedEntry SE;
  EntryInfo Info;
  Info.Ctx = Ctx;
  SE.Loc = N->getSourceRange().Start;
  SE.E.Receiver = Ctx.Receiver;
  SE.E.Record = Ctx.Record;

  // Compact form: a bare name in a list keyed by its kind.
  if (Implied && isa<yaml::ScalarNode>(N)) {
    if (!scalar(N, "an entry name", SE.E.Name))
      return false;
    SE.E.Kind = *Implied;
    return addEntry(std::move(SE), Info);
  }

  static constexpr StringRef Keys[] = {"name",
                                       "kind",
                                       "resource",
                                       "handle",
                                       "record",
                                       "borrows",
                                       "returns_promise",
                                       "returns_many",
                                       "constructor",
                                       "variants",
                                       "takes_options",
                                       "builds_from",
                                       "builds_from_arg",
                                       "history",
                                       "graph",
                                       "result_from_args",
                                       "keeps_args",
                                       "only_reads",
                                       "scoped_callbacks",
                                       "callbacks_during_call",
                                       "spans_awaits"};
  bool SawName = false, SawKind = false;
  if (!forEachKey(
          N, "an entry", Keys,
          [&](StringRef Key, yaml::Node *V, yaml::Node *K) {
            if (Key == "name") {
              SawName = true;
              return scalar(V, "entry 'name'", SE.E.Name);
            }
            if (Key == "kind") {
              std::string S;
              if (!scalar(V, "entry 'kind'", S))
                return false;
              std::optional<ApiKind> Kind = parseKind(S);
              if (!Kind)
                return fail(V, "unknown kind '" + S +
                                   "'; expected one of: " + allKindNames());
              if (Implied && *Kind != *Implied)
                return fail(V, "kind '" + S + "' contradicts the list '" +
                                   kindName(*Implied) + "' it is in");
              SawKind = true;
              SE.E.Kind = *Kind;
              return true;
            }
            if (Key == "resource") {
              Info.ExplicitResource = true;
              Info.ResourceLoc =
                  V ? V->getSourceRange().Start : K->getSourceRange().Start;
              return scalar(V, "entry 'resource'", SE.E.Resource);
            }
            if (Key == "handle") {
              Info.ExplicitHandle = true;
              Info.HandleLoc =
                  V ? V->getSourceRange().Start : K->getSourceRange().Start;
              return parseHandle(V, SE.E.H);
            }
            if (Key == "record") {
              if (Ctx.Table != EntryTable::JsFunction &&
                  Ctx.Table != EntryTable::CFunction)
                return fail(K, "'record' is only allowed in 'functions'");
              Info.Ctx.Table = EntryTable::Member;
              return scalar(V, "entry 'record'", SE.E.Record);
            }
            if (Key == "borrows")
              return parseBorrows(V, SE.E.AlsoBorrows);
            if (Key == "returns_many")
              return boolean(V, "'returns_many'", SE.E.ReturnsMany);
            if (Key == "scoped_callbacks")
              return boolean(V, "'scoped_callbacks'", SE.E.ScopedCallbacks);
            if (Key == "callbacks_during_call")
              return boolean(V, "'callbacks_during_call'",
                             SE.E.CallbacksDuringCall);
            if (Key == "spans_awaits")
              return boolean(V, "'spans_awaits'", SE.E.SpansAwaits);
            if (Key == "result_from_args")
              return boolean(V, "'result_from_args'", SE.E.ResultFromArgs);
            if (Key == "keeps_args")
              return boolean(V, "'keeps_args'", SE.E.KeepsArgs);
            if (Key == "only_reads")
              return boolean(V, "'only_reads'", SE.E.OnlyReads);
            if (Key == "graph")
              return scalar(V, "entry 'graph'", SE.E.Graph);
            if (Key == "history")
              return parseHistory(V, SE.E.Hist);
            if (Key == "variants") {
              Info.VariantsLoc = K->getSourceRange().Start;
              return parseVariants(V, SE.E.Variants, Info.VariantLocs);
            }
            if (Key == "takes_options" || Key == "builds_from") {
              bool Takes = Key == "takes_options";
              (Takes ? Info.TakesOptionsLoc : Info.BuildsFromLoc) =
                  K->getSourceRange().Start;
              std::vector<StagedString> Props;
              if (!stringList(V, Takes ? "'takes_options'" : "'builds_from'",
                              Props))
                return false;
              for (StagedString &P : Props)
                (Takes ? SE.E.TakesOptions : SE.E.BuildsFrom)
                    .push_back(std::move(P.S));
              return ok();
            }
            if (Key == "builds_from_arg") {
              Info.BuildsFromArgLoc = K->getSourceRange().Start;
              return integer(V, "'builds_from_arg'", SE.E.BuildsFromArg);
            }
            if (Key == "constructor") {
              if (Ctx.Table != EntryTable::JsFunction)
                return fail(K, "'constructor' is only allowed in 'functions' "
                               "of language js");
              return boolean(V, "'constructor'", SE.E.Constructor);
            }
            return boolean(V, "'returns_promise'", SE.E.ReturnsPromise);
          }))
    return false;
  if (!SawName)
    return fail(N, "an entry needs a 'name'");
  if (!SawKind) {
    if (!Implied)
      return fail(N, "entry '" + SE.E.Name +
                         "' needs a 'kind' (one of: " + allKindNames() + ")");
    SE.E.Kind = *Implied;
  }
  if (SE.E.ResultFromArgs && SE.E.Kind != ApiKind::Create)
    return fail(N, "'result_from_args' is only allowed on create entries");
  if (SE.E.KeepsArgs && SE.E.Kind != ApiKind::Create &&
      SE.E.Kind != ApiKind::LoadModel)
    return fail(N, "'keeps_args' is only allowed on create and load_model "
                   "entries");
  if (SE.E.OnlyReads && SE.E.Kind != ApiKind::None)
    return fail(N, "'only_reads' is only allowed on none entries");
  return addEntry(std::move(SE), Info);
}

bool Parser::parseHandle(yaml::Node *N, Handle &H) {
  static constexpr StringRef Expected =
      "a handle is ret, receiver, all_args, {arg: N}, {out: N} or "
      "{out_array: N, count_arg: M}";
  if (auto *S = dyn_cast_or_null<yaml::ScalarNode>(N)) {
    std::string V;
    if (!scalar(S, "'handle'", V))
      return false;
    if (V == "ret")
      H = Handle{Handle::Ret, -1, -1};
    else if (V == "receiver")
      H = Handle{Handle::Receiver, -1, -1};
    else if (V == "all_args")
      H = Handle{Handle::AllArgs, -1, -1};
    else
      return fail(N, "unknown handle '" + V + "'; " + Expected);
    return true;
  }
  if (!isa_and_nonnull<yaml::MappingNode>(N))
    return fail(N, Twine(Expected) + ", not " + nodeKind(N));
  static constexpr StringRef Keys[] = {"arg", "out", "out_array", "count_arg"};
  int Count = 0;
  bool SawCount = false;
  H = Handle{};
  if (!forEachKey(N, "a handle", Keys,
                  [&](StringRef Key, yaml::Node *V, yaml::Node *K) {
                    if (Key == "count_arg") {
                      SawCount = true;
                      return integer(V, "'count_arg'", H.CountArg);
                    }
                    if (++Count > 1)
                      return fail(K, "a handle names one place; " + Expected);
                    H.At = Key == "arg"   ? Handle::Arg
                           : Key == "out" ? Handle::Out
                                          : Handle::OutArray;
                    return integer(V, "'" + Key + "'", H.Index);
                  }))
    return false;
  if (Count == 0)
    return fail(N, Expected);
  if (H.At == Handle::OutArray && !SawCount)
    return fail(N, "'out_array' needs 'count_arg' (the argument holding the "
                   "number of elements)");
  if (H.At != Handle::OutArray && SawCount)
    return fail(N, "'count_arg' is only allowed with 'out_array'");
  return true;
}

bool Parser::addEntry(StagedEntry SE, EntryInfo Info) {
  // The table is settled in finish() once the language is known; the key
  // uses the group so that a function and a method may share a name.
  std::string Key = (Twine(static_cast<int>(Info.Ctx.Table)) + "/" +
                     SE.E.Receiver + "/" + SE.E.Record + "/" + SE.E.Name)
                        .str();
  auto [It, New] = EntryKeys.try_emplace(Key, SE.Loc);
  if (!New)
    return fail(SE.Loc, "duplicate entry '" + SE.E.Name +
                            "' (first defined at line " +
                            Twine(F.SM->FindLineNumber(It->second)) + ")");
  F.Entries.push_back(std::move(SE));
  Infos.push_back(std::move(Info));
  return true;
}

bool Parser::parseVariants(yaml::Node *N, std::vector<ResourceVariant> &Out,
                           std::vector<SMLoc> &Locs) {
  auto *Seq = dyn_cast_or_null<yaml::SequenceNode>(N);
  if (!Seq)
    return fail(N, "'variants' must be a list, not " + nodeKind(N));
  static constexpr StringRef Keys[] = {"option", "values", "resource", "field"};
  for (yaml::Node &Item : *Seq) {
    ResourceVariant RV;
    SMLoc ResLoc = Item.getSourceRange().Start;
    std::vector<StagedString> Values;
    if (!forEachKey(&Item, "a variant", Keys,
                    [&](StringRef Key, yaml::Node *V, yaml::Node *K) {
                      if (Key == "option")
                        return scalar(V, "variant 'option'", RV.Option);
                      if (Key == "values")
                        return stringList(V, "variant 'values'", Values);
                      if (Key == "field")
                        return scalar(V, "variant 'field'", RV.Field);
                      ResLoc = V ? V->getSourceRange().Start
                                 : K->getSourceRange().Start;
                      return scalar(V, "variant 'resource'", RV.Resource);
                    }))
      return false;
    if (RV.Option.empty() || Values.empty() || RV.Resource.empty())
      return fail(&Item, "a variant needs 'option', 'values' and 'resource'");
    for (StagedString &S : Values)
      RV.Values.push_back(std::move(S.S));
    Out.push_back(std::move(RV));
    Locs.push_back(ResLoc);
  }
  return ok();
}

// reexports: {keras: keras}: the namespace's `keras` is library keras's.
bool Parser::parseReexports(yaml::Node *N) {
  auto *Map = dyn_cast_or_null<yaml::MappingNode>(N);
  if (!Map)
    return fail(N, "'reexports' must be a mapping from a dotted path to a "
                   "library name, not " +
                       nodeKind(N));
  for (yaml::KeyValueNode &KV : *Map) {
    std::string Path, Lib;
    if (!scalar(KV.getKey(), "a path in 'reexports'", Path) ||
        !scalar(KV.getValue(), "the library of '" + Path + "'", Lib))
      return false;
    F.Lib.Reexports.emplace_back(Path, Lib);
  }
  return ok();
}

bool Parser::parseRepeats(yaml::Node *N) {
  auto *Seq = dyn_cast_or_null<yaml::SequenceNode>(N);
  if (!Seq)
    return fail(N, "'repeats' must be a list, not " + nodeKind(N));
  for (yaml::Node &Item : *Seq)
    if (!parseRepeater(&Item))
      return false;
  return ok();
}

// The forms of a repeater: the key that names one and what it is.
static constexpr std::pair<StringRef, Repeater::Form> RepeaterForms[] = {
    {"decorator", Repeater::Decorator},
    {"callback", Repeater::Callback},
    {"base_class", Repeater::BaseClass},
    {"class_decorator", Repeater::ClassDecorator},
    {"object_method", Repeater::ObjectMethod},
    {"function_component", Repeater::FunctionComponent},
    {"markup_attribute", Repeater::MarkupAttribute},
    {"event_property", Repeater::EventProperty},
    {"export", Repeater::Export},
    {"script_global", Repeater::ScriptGlobal},
    {"instance_property", Repeater::InstanceProperty},
    {"script_block", Repeater::ScriptBlock},
};

// `arg` of a callback: an index, "N+" (N and every later one), "N-M" or
// "*" (any); only an index for Python.
bool Parser::parseArgRange(yaml::Node *N, Repeater &R) {
  std::string S;
  if (!scalar(N, "'arg'", S))
    return false;
  StringRef Text(S);
  unsigned Lo = 0, Hi = 0;
  if (!Text.getAsInteger(10, Lo) && Lo <= 1000) {
    R.ArgMin = R.ArgMax = static_cast<int>(Lo);
    return true;
  }
  noteJsOnly(N, "'arg: " + S + "'");
  auto [Left, Right] = Text.split('-');
  if (Text == "*") {
    R.ArgMin = 0;
  } else if (Text.consume_back("+") && !Text.getAsInteger(10, Lo) &&
             Lo <= 1000) {
    R.ArgMin = static_cast<int>(Lo);
  } else if (!Right.empty() && !Left.getAsInteger(10, Lo) &&
             !Right.getAsInteger(10, Hi) && Lo <= Hi && Hi <= 1000) {
    R.ArgMin = static_cast<int>(Lo);
    R.ArgMax = static_cast<int>(Hi);
  } else {
    return fail(N, "'arg' must be an argument index, 'N+', 'N-M' or '*', "
                   "not '" +
                       S + "'");
  }
  return true;
}

// "key: value" (a decorator's option) into its two halves.
bool Parser::parseOption(yaml::Node *N, StringRef What, std::string &Key,
                         std::string &Value) {
  std::string S;
  if (!scalar(N, What, S))
    return false;
  auto [K, V] = StringRef(S).split(':');
  if (K.trim().empty() || V.trim().empty())
    return fail(N, What + " must be 'key: value', not '" + S + "'");
  Key = K.trim().str();
  Value = V.trim().str();
  return true;
}

void Parser::noteJsOnly(yaml::Node *N, const Twine &What) {
  if (JsRepeaterLoc.isValid())
    return;
  JsRepeaterLoc = N ? N->getSourceRange().Start : SMLoc();
  JsRepeaterKey = What.str();
}

bool Parser::glob(yaml::Node *N, const std::string &Pattern, OwnedGlob &Out) {
  Expected<OwnedGlob> G = OwnedGlob::create(Pattern);
  if (!G)
    return fail(N, "bad pattern '" + Pattern + "': " + toString(G.takeError()));
  Out = std::move(*G);
  return true;
}

// One key of a repeater into R (Forms counts the form keys).
bool Parser::parseRepeaterKey(StringRef Key, yaml::Node *V, yaml::Node *K,
                              Repeater &R, int &Forms, bool &SawFrequency) {
  static constexpr StringRef PythonKeys[] = {
      "decorator", "callback", "base_class", "arg",
      "keyword",   "methods",  "frequency",  "reason"};
  if (!llvm::is_contained(PythonKeys, Key))
    noteJsOnly(K, "'" + Key + "'");
  for (const auto &[Name, Form] : RepeaterForms) {
    if (Key != Name)
      continue;
    if (++Forms > 1)
      return fail(K, "a repeater has one form: one of 'decorator', "
                     "'callback', 'base_class', 'class_decorator', "
                     "'object_method', 'function_component', "
                     "'markup_attribute', 'event_property', 'export', "
                     "'script_global', 'instance_property' or "
                     "'script_block'");
    R.How = Form;
    return scalar(V, "'" + Key + "'", R.Pattern) && glob(V, R.Pattern, R.Glob);
  }
  auto Strings = [&](std::vector<std::string> &Out) {
    std::vector<StagedString> Ms;
    if (!stringList(V, "'" + Key + "'", Ms))
      return false;
    for (StagedString &M : Ms)
      Out.push_back(std::move(M.S));
    return true;
  };
  if (Key == "arg")
    return parseArgRange(V, R);
  if (Key == "methods")
    return Strings(R.Methods);
  if (Key == "except")
    return Strings(R.Except);
  if (Key == "with_globals")
    return Strings(R.WithGlobals);
  if (Key == "in_call") {
    std::string Callee;
    return scalar(V, "'in_call'", Callee) && glob(V, Callee, R.InCall);
  }
  if (Key == "files") {
    std::vector<std::string> Files;
    if (!Strings(Files))
      return false;
    for (const std::string &F : Files)
      if (!glob(V, F, R.Files.emplace_back()))
        return false;
    return true;
  }
  std::pair<StringRef, bool *> Flags[] = {
      {"in_tests", &R.InTests}, {"by_name", &R.ByName}, {"mount", &R.Mount}};
  for (auto [Name, Flag] : Flags)
    if (Key == Name)
      return boolean(V, "'" + Key + "'", *Flag);
  std::pair<StringRef, int *> Indexes[] = {{"dependencies", &R.DependenciesArg},
                                           {"event_arg", &R.EventArg},
                                           {"options_arg", &R.OptionsArg}};
  for (auto [Name, Index] : Indexes)
    if (Key == Name)
      return integer(V, "'" + Key + "'", *Index);
  if (Key.starts_with("disabling_"))
    noteJsOnly(V, "'" + Key + "'");
  std::pair<StringRef, std::string *> Texts[] = {
      {"keyword", &R.Keyword},
      {"reason", &R.Reason},
      {"dependencies_reason", &R.DependenciesReason},
      {"once_option", &R.OnceOption},
      {"once_reason", &R.OnceReason},
      {"disabling_property", &R.DisablingProperty},
      {"disabling_setter", &R.DisablingSetter},
      {"disabling_reason", &R.DisablingReason},
      {"root_class", &R.RootClass},
      {"instance_of", &R.InstanceOf},
      {"root_file", &R.RootFile}};
  for (auto [Name, Text] : Texts)
    if (Key == Name)
      return scalar(V, "'" + Key + "'", *Text);
  if (Key == "option")
    return parseOption(V, "'option'", R.OptionKey, R.OptionValue);
  if (Key == "root_option")
    return parseOption(V, "'root_option'", R.RootOptionKey, R.RootOptionValue);
  std::string Freq; // "frequency"
  if (!scalar(V, "'frequency'", Freq))
    return false;
  for (const auto &[Name, Value] : FrequencyNames)
    if (Name == Freq) {
      R.Freq = Value;
      SawFrequency = true;
      // Python schedules work (an executor's submit) but has no one-shot
      // registrations of its own.
      if (Value == RepeatFrequency::Once)
        noteJsOnly(V, "'frequency: " + Freq + "'");
      return true;
    }
  return fail(V, "unknown frequency '" + Freq +
                     "'; expected iteration, render, event, request, once or "
                     "deferred");
}

// Whether the options of repeater R go with its form and with each other.
bool Parser::checkRepeater(yaml::Node *N, const Repeater &R) {
  if (R.How == Repeater::Callback && R.ArgMin < 0 && R.Keyword.empty())
    return fail(N, "a 'callback' repeater needs 'arg' or 'keyword' (where "
                   "the function is passed)");
  if (R.How != Repeater::Callback &&
      (R.ArgMin >= 0 || !R.Keyword.empty() || R.DependenciesArg >= 0 ||
       R.EventArg >= 0 || R.OptionsArg >= 0 || R.InTests || R.ByName))
    return fail(N, "'arg', 'keyword', 'dependencies', 'event_arg', "
                   "'options_arg', 'in_tests' and 'by_name' are only allowed "
                   "with 'callback'");
  if (R.How != Repeater::BaseClass && R.How != Repeater::ClassDecorator &&
      !R.Methods.empty())
    return fail(N, "'methods' is only allowed with 'base_class' and "
                   "'class_decorator'");
  if (R.How != Repeater::ClassDecorator &&
      (!R.OptionKey.empty() || !R.RootClass.empty() ||
       !R.RootOptionKey.empty()))
    return fail(N, "'option', 'root_class' and 'root_option' are only "
                   "allowed with 'class_decorator'");
  if (R.How != Repeater::ObjectMethod && R.How != Repeater::ScriptBlock &&
      !R.RootFile.empty())
    return fail(N, "'root_file' is only allowed with 'object_method' and "
                   "'script_block'");
  if (R.How != Repeater::ObjectMethod && !R.InCall.pattern().empty())
    return fail(N, "'in_call' is only allowed with 'object_method'");
  if (R.How != Repeater::MarkupAttribute && !R.Except.empty())
    return fail(N, "'except' is only allowed with 'markup_attribute'");
  if (R.How != Repeater::Export && !R.Files.empty())
    return fail(N, "'files' is only allowed with 'export'");
  if (R.How != Repeater::ScriptGlobal && !R.WithGlobals.empty())
    return fail(N, "'with_globals' is only allowed with 'script_global'");
  if ((R.How == Repeater::InstanceProperty) != !R.InstanceOf.empty())
    return fail(N, "'instance_property' and 'instance_of' go together");
  if (R.Mount && R.Freq != RepeatFrequency::Render)
    return fail(N, "'mount' is only allowed with 'frequency: render'");
  if ((R.DependenciesArg >= 0) != !R.DependenciesReason.empty())
    return fail(N, "'dependencies' and 'dependencies_reason' go together");
  bool OnceTest = R.EventArg >= 0 || R.OptionsArg >= 0;
  if (OnceTest && R.OnceReason.empty())
    return fail(N, "'event_arg' and 'options_arg' need a 'once_reason' (why "
                   "the callback runs once)");
  if (!R.OnceReason.empty() && !OnceTest && R.How != Repeater::EventProperty)
    return fail(N, "'once_reason' is only allowed with 'event_property', or "
                   "'event_arg' or 'options_arg'");
  if ((R.OptionsArg >= 0) != !R.OnceOption.empty())
    return fail(N, "'options_arg' and 'once_option' go together");
  bool Disabling = !R.DisablingProperty.empty();
  if (Disabling != !R.DisablingSetter.empty() ||
      Disabling != !R.DisablingReason.empty())
    return fail(N, "'disabling_property', 'disabling_setter' and "
                   "'disabling_reason' go together");
  if (Disabling && R.How != Repeater::Callback)
    return fail(N, "'disabling_property' is only allowed with 'callback'");
  return true;
}

// One form key (RepeaterForms) and its options; docs/api-models.md.
bool Parser::parseRepeater(yaml::Node *N) {
  static constexpr StringRef Keys[] = {"decorator",
                                       "callback",
                                       "base_class",
                                       "class_decorator",
                                       "object_method",
                                       "function_component",
                                       "markup_attribute",
                                       "event_property",
                                       "export",
                                       "script_global",
                                       "with_globals",
                                       "instance_property",
                                       "instance_of",
                                       "script_block",
                                       "arg",
                                       "keyword",
                                       "methods",
                                       "frequency",
                                       "reason",
                                       "in_tests",
                                       "by_name",
                                       "mount",
                                       "dependencies",
                                       "dependencies_reason",
                                       "event_arg",
                                       "options_arg",
                                       "once_option",
                                       "once_reason",
                                       "disabling_property",
                                       "disabling_setter",
                                       "disabling_reason",
                                       "option",
                                       "root_class",
                                       "root_option",
                                       "root_file",
                                       "in_call",
                                       "except",
                                       "files"};
  Repeater R;
  int Forms = 0;
  bool SawFrequency = false;
  if (!forEachKey(N, "a repeater", Keys,
                  [&](StringRef Key, yaml::Node *V, yaml::Node *K) {
                    return parseRepeaterKey(Key, V, K, R, Forms, SawFrequency);
                  }))
    return false;
  if (Forms == 0)
    return fail(N, "a repeater needs a form: 'decorator', 'callback', "
                   "'base_class', 'class_decorator', 'object_method', "
                   "'function_component', 'markup_attribute', "
                   "'event_property', 'export', 'script_global', "
                   "'instance_property' or 'script_block'");
  if (!SawFrequency)
    return fail(N, "a repeater needs a 'frequency'");
  if (!checkRepeater(N, R))
    return false;
  F.Lib.Repeats.push_back(std::move(R));
  return true;
}

bool Parser::globList(yaml::Node *N, StringRef What,
                      std::vector<OwnedGlob> &Out) {
  std::vector<StagedString> Patterns;
  if (isa_and_nonnull<yaml::ScalarNode>(N)) {
    Patterns.emplace_back();
    if (!scalar(N, "'" + What + "'", Patterns.back().S))
      return false;
  } else if (!stringList(N, "'" + What + "'", Patterns)) {
    return false;
  }
  for (StagedString &P : Patterns)
    if (!glob(N, P.S, Out.emplace_back()))
      return false;
  return true;
}

bool Parser::parseJsFrameworkKey(StringRef Key, yaml::Node *V) {
  ComponentConventions &C = F.Lib.Components;
  if (Key == "once_events")
    return parseOnceEvents(V, "once_events", F.Lib.OnceEvents);
  if (Key == "per_registration_events")
    return parseOnceEvents(V, "per_registration_events",
                           F.Lib.PerRegistrationEvents);
  if (Key == "singletons")
    return parseSingletons(V);
  if (Key == "hook_functions")
    return globList(V, Key, C.HookFunctions);
  if (Key == "callback_memos")
    return globList(V, Key, C.CallbackMemos);
  if (Key == "state_hooks")
    return globList(V, Key, C.StateHooks);
  if (Key == "lazy_loaders")
    return globList(V, Key, C.LazyLoaders);
  if (Key == "loaded_by_place")
    return parseLoadedByPlace(V);
  if (Key == "worker_script_statements")
    return globList(V, Key, C.WorkerScriptStatements);
  if (Key == "page_globals")
    return stringList(V, "'page_globals'", C.PageGlobals);
  if (Key == "client_navigation")
    return globList(V, Key, C.ClientNavigation);
  if (Key == "unmount_hooks")
    return globList(V, Key, C.UnmountHooks);
  if (Key == "template_methods") {
    std::string M;
    if (!scalar(V, "'template_methods'", M))
      return false;
    C.TemplateMethods.push_back(std::move(M));
    return true;
  }
  // routes: {elements: '*Route', path: path, index: index, shows: [...]}
  static constexpr StringRef Keys[] = {"elements", "path", "index", "shows"};
  ComponentConventions::RouteForm R;
  std::string Elements;
  if (!forEachKey(V, "'routes'", Keys,
                  [&](StringRef K, yaml::Node *W, yaml::Node *) {
                    if (K == "elements")
                      return scalar(W, "'elements'", Elements);
                    if (K == "path")
                      return scalar(W, "'path'", R.PathKey);
                    if (K == "index")
                      return scalar(W, "'index'", R.IndexKey);
                    return stringList(W, "'shows'", R.ShowKeys);
                  }))
    return false;
  if (R.PathKey.empty() || R.ShowKeys.empty())
    return fail(V, "'routes' needs 'path' and 'shows'");
  if (!Elements.empty() && !glob(V, Elements, R.Elements))
    return false;
  C.Routes.push_back(std::move(R));
  return true;
}

// loaded_by_place: ['pages/*', {packages: [nuxt], places: ['utils/*']}]:
// a glob holds in any package, a mapping in packages that depend on one of
// its packages.
bool Parser::parseLoadedByPlace(yaml::Node *N) {
  auto &Out = F.Lib.Components.LoadedByPlace;
  auto *Seq = dyn_cast_or_null<yaml::SequenceNode>(N);
  if (!Seq)
    return globList(N, "loaded_by_place", Out.emplace_back().Places);
  static constexpr StringRef Keys[] = {"packages", "places"};
  for (yaml::Node &Item : *Seq) {
    ComponentConventions::PlaceLoading P;
    if (isa<yaml::ScalarNode>(&Item)) {
      if (!globList(&Item, "loaded_by_place", P.Places))
        return false;
    } else if (!forEachKey(&Item, "a 'loaded_by_place' entry", Keys,
                           [&](StringRef Key, yaml::Node *V, yaml::Node *) {
                             return globList(V, Key,
                                             Key == "packages" ? P.Packages
                                                               : P.Places);
                           })) {
      return false;
    }
    if (P.Places.empty())
      return fail(&Item, "a 'loaded_by_place' entry needs 'places'");
    Out.push_back(std::move(P));
  }
  return true;
}

// once_events: ['*:DOMContentLoaded', '{window,document}:load'], and
// per_registration_events of the same form.
bool Parser::parseOnceEvents(yaml::Node *N, StringRef Key,
                             std::vector<OwnedGlob> &Out) {
  std::vector<StagedString> Events;
  if (!stringList(N, ("'" + Key + "'").str(), Events))
    return false;
  for (StagedString &E : Events) {
    if (!StringRef(E.S).contains(':'))
      return fail(E.Loc, "an event of '" + Key +
                             "' is 'receiver:event' (a glob), not '" + E.S +
                             "'");
    if (!glob(N, E.S, Out.emplace_back()))
      return false;
  }
  return true;
}

// singletons: [{class_decorator: Injectable, option: 'providedIn: root'}]
bool Parser::parseSingletons(yaml::Node *N) {
  auto *Seq = dyn_cast_or_null<yaml::SequenceNode>(N);
  if (!Seq)
    return fail(N, "'singletons' must be a list, not " + nodeKind(N));
  static constexpr StringRef Keys[] = {"class_decorator", "option"};
  for (yaml::Node &Item : *Seq) {
    Library::Singleton S;
    if (!forEachKey(&Item, "a singleton", Keys,
                    [&](StringRef Key, yaml::Node *V, yaml::Node *) {
                      if (Key == "option")
                        return parseOption(V, "'option'", S.OptionKey,
                                           S.OptionValue);
                      return scalar(V, "'class_decorator'", S.Decorator);
                    }))
      return false;
    if (S.Decorator.empty())
      return fail(&Item, "a singleton needs a 'class_decorator'");
    F.Lib.Singletons.push_back(std::move(S));
  }
  return true;
}

bool Parser::parseGraphs(yaml::Node *N) {
  auto *Seq = dyn_cast_or_null<yaml::SequenceNode>(N);
  if (!Seq)
    return fail(N, "'graphs' must be a list, not " + nodeKind(N));
  static constexpr StringRef Keys[] = {"name", "noun", "needs_run", "advice"};
  for (yaml::Node &Item : *Seq) {
    GraphDecl G;
    if (!forEachKey(&Item, "a graph", Keys,
                    [&](StringRef Key, yaml::Node *V, yaml::Node *) {
                      if (Key == "name")
                        return scalar(V, "graph 'name'", G.Name);
                      if (Key == "noun")
                        return scalar(V, "graph 'noun'", G.Noun);
                      if (Key == "advice")
                        return scalar(V, "graph 'advice'", G.Advice);
                      return boolean(V, "graph 'needs_run'", G.NeedsRun);
                    }))
      return false;
    if (G.Name.empty() || G.Noun.empty())
      return fail(&Item, "a graph needs a 'name' and a 'noun'");
    if (!GraphNames.try_emplace(G.Name, Item.getSourceRange().Start).second)
      return fail(&Item, "duplicate graph '" + G.Name + "'");
    F.Lib.Graphs.push_back(std::move(G));
  }
  return ok();
}

// history: {detach: '{}.item()'}
bool Parser::parseHistoryDecl(yaml::Node *N) {
  static constexpr StringRef Keys[] = {"detach"};
  return forEachKey(N, "'history'", Keys,
                    [&](StringRef, yaml::Node *V, yaml::Node *) {
                      return scalar(V, "'detach'", F.Lib.DetachHint);
                    });
}

bool Parser::checkResourceRef(const std::string &Name, SMLoc Loc) {
  if (!ResourceNames.count(Name))
    F.External.push_back({Name, Loc});
  return true;
}

void Parser::finish() {
  if (!checkWhereKeysBelong() || !addNamespaceNames())
    return;
  // Defaults for entries that do not name their resource: the file's
  // default_resource, else its first non-model resource; load_model takes
  // the first model resource.
  std::string DefaultPlain = DefaultResource, DefaultModel;
  for (const StagedResource &R : F.Resources) {
    if (R.R.IsModel && DefaultModel.empty())
      DefaultModel = R.R.Name;
    if (!R.R.IsModel && DefaultPlain.empty())
      DefaultPlain = R.R.Name;
  }
  if (!settleLibraryDefaults(DefaultPlain))
    return;
  for (size_t I = 0; I < F.Entries.size(); ++I)
    if (!finishEntry(I, DefaultPlain, DefaultModel))
      return;
}

// The keys that belong to some languages only, in a file of another.
bool Parser::checkWhereKeysBelong() {
  const ModelLanguage &L = *Lang;
  auto Only = [](llvm::StringRef What, bool ModelLanguage::*Capability) {
    return (What + " is only allowed for " + languagesWith(Capability)).str();
  };
  // Libraries of some languages are namespaces (modules, methods); others
  // have global symbols and function tables.
  if (!L.Namespaces && MethodsLoc.isValid())
    return fail(MethodsLoc, Only("'methods'", &ModelLanguage::Namespaces) +
                                "; use 'functions' or 'members' for C");
  if (!L.FunctionTables && MembersLoc.isValid())
    return fail(MembersLoc, Only("'members'", &ModelLanguage::FunctionTables));
  if (!L.FunctionTables && StatusLoc.isValid())
    return fail(StatusLoc, Only("'status'", &ModelLanguage::FunctionTables));
  if (!L.Autograd && PythonKeyLoc.isValid())
    return fail(PythonKeyLoc,
                Only("'" + PythonKey + "'", &ModelLanguage::Autograd));
  if (!L.ScriptGlobals && JsKeyLoc.isValid())
    return fail(JsKeyLoc,
                Only("'" + JsKey + "'", &ModelLanguage::ScriptGlobals));
  if (!L.Namespaces && !F.Lib.Repeats.empty())
    return fail(LanguageLoc, Only("'repeats'", &ModelLanguage::Namespaces));
  if (!L.ScriptGlobals && JsRepeaterLoc.isValid())
    return fail(JsRepeaterLoc, Only("in a repeater, " + JsRepeaterKey,
                                    &ModelLanguage::ScriptGlobals));
  // Keyword arguments are Python's: elsewhere a callback is an argument.
  if (!L.Autograd)
    for (const Repeater &R : F.Lib.Repeats)
      if (!R.Keyword.empty() || (R.How == Repeater::Callback && R.ArgMin < 0))
        return fail(LanguageLoc,
                    "a " + L.Name.upper() +
                        " 'callback' repeater names its argument with "
                        "'arg' (" +
                        L.Name.upper() + " has no keyword arguments): '" +
                        R.Pattern + "'");
  if (!L.Namespaces && !F.Modules.empty())
    return fail(F.Modules.front().Loc,
                Only("'modules'", &ModelLanguage::Namespaces));
  for (const StagedString &M : F.Modules)
    if (L.DottedModules &&
        (isGlob(M.S) || M.S.front() == '.' || M.S.back() == '.'))
      return fail(M.Loc, "a Python module must be a dotted name such as "
                         "'tensorflow', not '" +
                             M.S + "'");
  if (!L.ScriptGlobals && !F.Submodules.empty())
    return fail(F.Submodules.front().Loc,
                Only("'submodules'", &ModelLanguage::ScriptGlobals));
  if (!L.ScriptGlobals && !F.Globals.empty())
    return fail(F.Globals.front().Loc,
                Only("'globals'", &ModelLanguage::ScriptGlobals));
  if (!L.ScriptGlobals && !F.Lib.ScopedOverrides.empty())
    return fail(ScopedOverridesLoc,
                Only("'scoped_overrides'", &ModelLanguage::ScriptGlobals));
  return true;
}

// The namespace's modules and globals, each once.
bool Parser::addNamespaceNames() {
  for (StagedString &M : F.Modules) {
    if (!ModuleNames.try_emplace(M.S, M.Loc).second)
      return fail(M.Loc, "duplicate module '" + M.S + "'");
    if (Expected<GlobPattern> G = GlobPattern::create(M.S); !G)
      return fail(M.Loc, "bad module pattern '" + M.S +
                             "': " + toString(G.takeError()));
    F.Lib.Modules.push_back(M.S);
  }
  for (StagedString &M : F.Submodules)
    if (!ModuleNames.try_emplace(M.S, M.Loc).second)
      return fail(M.Loc, "duplicate module '" + M.S + "'");
  for (StagedString &G : F.Globals) {
    if (!GlobalNames.try_emplace(G.S, G.Loc).second)
      return fail(G.Loc, "duplicate global '" + G.S + "'");
    F.Lib.Globals.push_back(G.S);
  }

  return true;
}

// The library's default resource, scope and untyped receivers.
bool Parser::settleLibraryDefaults(const std::string &DefaultPlain) {
  const ModelLanguage &L = *Lang;
  if (!DefaultResource.empty())
    checkResourceRef(DefaultResource, DefaultResourceLoc);
  F.Lib.DefaultResource = DefaultPlain;
  // No freeing scope frees what a JS library without one makes (findings
  // about it give no scope advice), unless the file says otherwise.
  if (L.ScriptGlobals && F.Lib.ScopeAdvice.empty())
    for (StagedResource &R : F.Resources)
      if (!R.ExplicitScoped)
        R.R.Scoped = false;
  if (!UntypedReceivers.empty() && !L.Namespaces)
    return fail(UntypedReceivers.front().Loc,
                "'untyped_receivers' is only allowed for " +
                    languagesWith(&ModelLanguage::Namespaces));
  if (!F.Lib.FailureExitMacros.empty() && !L.FunctionTables)
    return fail(FailureExitMacrosLoc,
                "'failure_exit_macros' is only allowed for " +
                    languagesWith(&ModelLanguage::FunctionTables));
  for (const StagedString &R : UntypedReceivers) {
    checkResourceRef(R.S, R.Loc);
    F.Lib.UntypedReceivers.push_back(R.S);
  }

  return true;
}

// Entry I's table, handle and resource defaults, checked for its language.
bool Parser::finishEntry(size_t I, const std::string &DefaultPlain,
                         const std::string &DefaultModel) {
  const ModelLanguage &L = *Lang;
  auto Only = [](bool ModelLanguage::*Capability) {
    return " only allowed for " + languagesWith(Capability);
  };
  ApiEntry &E = F.Entries[I].E;
  EntryInfo &Info = Infos[I];
  SMLoc Loc = F.Entries[I].Loc;
  F.Entries[I].Table = Info.Ctx.Table == EntryTable::JsFunction && !L.Namespaces
                           ? EntryTable::CFunction
                           : Info.Ctx.Table;
  if (!L.Autograd && (pythonOnly(E.Kind) || E.Hist != History::None))
    return fail(Loc, "kind '" + kindName(E.Kind) + "' and 'history' are" +
                         Only(&ModelLanguage::Autograd));
  if (!L.Autograd && isGlob(E.Name))
    return fail(Loc, "entry names may be globs only for " +
                         languagesWith(&ModelLanguage::Autograd));
  if (isGlob(E.Name)) {
    if (Expected<GlobPattern> G = GlobPattern::create(E.Name, 1024); !G)
      return fail(Loc,
                  "bad pattern '" + E.Name + "': " + toString(G.takeError()));
  }
  if (namesGraph(E.Kind) != !E.Graph.empty())
    return fail(Loc, namesGraph(E.Kind)
                         ? "kind '" + kindName(E.Kind) + "' needs a 'graph'"
                         : "only graph_add, graph_run, graph_reset and trace "
                           "entries take a 'graph'");
  if (!E.Graph.empty() && !GraphNames.count(E.Graph)) {
    return fail(Loc,
                "unknown graph '" + E.Graph + "'; declare it under 'graphs'");
  }
  if (Info.Ctx.Table == EntryTable::Member && !L.FunctionTables)
    return fail(Loc, "'record' is" + Only(&ModelLanguage::FunctionTables));
  if (E.Constructor && !L.ScriptGlobals)
    return fail(Loc, "'constructor' is" + Only(&ModelLanguage::ScriptGlobals));
  bool IsMethod = Info.Ctx.Table == EntryTable::Method;
  bool Reads = E.Kind == ApiKind::Release || E.Kind == ApiKind::Borrow ||
               E.Kind == ApiKind::Sink || E.Kind == ApiKind::Keep;
  bool NoResource = E.Kind == ApiKind::None || E.Kind == ApiKind::ScopeBegin ||
                    E.Kind == ApiKind::ScopeEnd ||
                    E.Kind == ApiKind::NoHistory || namesGraph(E.Kind);
  // A derived value may name its type (a layer is a Module) or not.
  bool OptionalResource = E.Kind == ApiKind::Derive;

  // Handle.
  if (!Info.ExplicitHandle) {
    if (E.Kind == ApiKind::Create || E.Kind == ApiKind::LoadModel)
      E.H = Handle{Handle::Ret, -1, -1};
    else if (Reads && IsMethod)
      E.H = Handle{Handle::Receiver, -1, -1};
    else if (Reads || E.Kind == ApiKind::Scope)
      E.H = Handle{Handle::Arg, 0, -1};
  } else {
    SMLoc HL = Info.HandleLoc;
    if (NoResource)
      return fail(HL, "kind '" + kindName(E.Kind) + "' takes no 'handle'");
    if (E.H.At == Handle::Receiver && !IsMethod)
      return fail(HL, "handle 'receiver' is only allowed in 'methods'");
    if ((E.H.At == Handle::Out || E.H.At == Handle::OutArray) &&
        !L.FunctionTables)
      return fail(HL, "out-parameter handles are" +
                          Only(&ModelLanguage::FunctionTables));
    if (E.Kind == ApiKind::Scope && E.H.At != Handle::Arg)
      return fail(HL, "kind 'scope' needs the callback argument: {arg: N}");
  }
  for (const Handle &B : E.AlsoBorrows)
    if ((B.At == Handle::Out || B.At == Handle::OutArray) && !L.FunctionTables)
      return fail(Loc, "out-parameter handles are" +
                           Only(&ModelLanguage::FunctionTables));

  // Receiver and resource.
  if (IsMethod)
    checkResourceRef(E.Receiver, Info.Ctx.ReceiverLoc);
  if (!E.Variants.empty() &&
      (!L.ScriptGlobals ||
       (E.Kind != ApiKind::Create && E.Kind != ApiKind::LoadModel &&
        E.Kind != ApiKind::None)))
    return fail(Info.VariantsLoc,
                "'variants' are only allowed on create, load_model and none "
                "entries of " +
                    languagesWith(&ModelLanguage::ScriptGlobals));
  for (size_t V = 0; V < E.Variants.size(); ++V)
    checkResourceRef(E.Variants[V].Resource, Info.VariantLocs[V]);
  if (!E.TakesOptions.empty() && !L.ScriptGlobals)
    return fail(Info.TakesOptionsLoc,
                "'takes_options' is" + Only(&ModelLanguage::ScriptGlobals));
  if (!E.BuildsFrom.empty() && (!L.ScriptGlobals || E.Kind != ApiKind::Create))
    return fail(Info.BuildsFromLoc,
                "'builds_from' is only allowed on create entries of " +
                    languagesWith(&ModelLanguage::ScriptGlobals));
  if (E.BuildsFromArg >= 0 && (!L.ScriptGlobals || E.Kind != ApiKind::None ||
                               Info.Ctx.Table != EntryTable::Method))
    return fail(Info.BuildsFromArgLoc,
                "'builds_from_arg' is only allowed on none entries of "
                "'methods' of " +
                    languagesWith(&ModelLanguage::ScriptGlobals));
  if (Info.ExplicitResource) {
    if (NoResource)
      return fail(Info.ResourceLoc,
                  "kind '" + kindName(E.Kind) + "' takes no 'resource'");
    checkResourceRef(E.Resource, Info.ResourceLoc);
  } else if (!NoResource && !OptionalResource) {
    if (!Info.Ctx.OwnerResource.empty())
      E.Resource = Info.Ctx.OwnerResource;
    else if (Reads && IsMethod)
      E.Resource = E.Receiver;
    else if (E.Kind == ApiKind::LoadModel)
      E.Resource = DefaultModel;
    else if (DefaultPlain.empty() && IsMethod)
      E.Resource = E.Receiver; // Tensor.myOp() in a file extending tfjs.
    else
      E.Resource = DefaultPlain;
    if (E.Resource.empty())
      return fail(Loc, "entry '" + E.Name +
                           "' needs a 'resource': the file "
                           "declares no " +
                           (E.Kind == ApiKind::LoadModel ? "model resource"
                                                         : "default resource") +
                           " to use");
  }
  E.Status = Status;
  E.DefinedIn = (F.Lib.Path + ":" + Twine(F.SM->FindLineNumber(Loc))).str();
  return true;
}

// status: {returned: true} | {argument: T, code: F, ok: K}
bool Parser::parseStatus(yaml::Node *N) {
  static constexpr StringRef Keys[] = {"returned", "argument", "code", "ok"};
  if (!forEachKey(N, "'status'", Keys,
                  [&](StringRef Key, yaml::Node *V, yaml::Node *) {
                    if (Key == "returned")
                      return boolean(V, "'returned'", Status.Returned);
                    if (Key == "argument")
                      return scalar(V, "'argument'", Status.ArgumentType);
                    if (Key == "code")
                      return scalar(V, "'code'", Status.CodeFunction);
                    return scalar(V, "'ok'", Status.OkConstant);
                  }))
    return false;
  bool Argument = !Status.ArgumentType.empty() ||
                  !Status.CodeFunction.empty() || !Status.OkConstant.empty();
  if (Status.Returned == Argument)
    return fail(N, "'status' needs either 'returned: true' or all of "
                   "'argument', 'code' and 'ok'");
  if (Argument && (Status.ArgumentType.empty() || Status.CodeFunction.empty() ||
                   Status.OkConstant.empty()))
    return fail(N, "'status' with 'argument' needs 'code' and 'ok' too");
  return true;
}

bool Parser::parseScope(yaml::Node *N) {
  static constexpr StringRef Keys[] = {"advice", "wrap", "modules"};
  yaml::Node *WrapNode = nullptr;
  if (!forEachKey(N, "'scope'", Keys,
                  [&](StringRef Key, yaml::Node *V, yaml::Node *) {
                    if (Key == "advice")
                      return scalar(V, "'advice'", F.Lib.ScopeAdvice);
                    if (Key == "modules")
                      return stringList(V, "'modules'", F.Lib.ScopeModules);
                    WrapNode = V;
                    return scalar(V, "'wrap'", F.Lib.ScopeWrap);
                  }))
    return false;
  if (F.Lib.ScopeAdvice.empty() || F.Lib.ScopeWrap.empty())
    return fail(N, "'scope' needs both 'advice' and 'wrap'");
  StringRef Wrap = F.Lib.ScopeWrap;
  size_t Body = Wrap.find("{body}");
  if (Body == StringRef::npos ||
      Wrap.find("{body}", Body + 1) != StringRef::npos)
    return fail(WrapNode, "'wrap' must contain {body} exactly once (where "
                          "the wrapped code goes)");
  return true;
}

} // namespace

Expected<StagedFile> parseApiModel(StringRef Text, StringRef Path) {
  StagedFile F;
  F.SM = std::make_shared<SourceMgr>();
  F.Lib.Path = Path.str();
  F.ContentHash = xxh3_64bits(arrayRefFromStringRef(Text));
  unsigned Buf = F.SM->AddNewSourceBuffer(
      MemoryBuffer::getMemBufferCopy(Text, Path), SMLoc());
  StringRef Owned = F.SM->getMemoryBuffer(Buf)->getBuffer();
  SMLoc Begin = SMLoc::getFromPointer(Owned.begin());

  if (Owned.size() > MaxYamlBytes)
    return F.error(Begin, Twine("API model ") + YamlTooLargeMessage);
  // The YAML scanner expects text; reject binaries and other encodings up
  // front with a message that says so.
  if (size_t Nul = Owned.find('\0'); Nul != StringRef::npos)
    return F.error(SMLoc::getFromPointer(Owned.begin() + Nul),
                   "not a text file (NUL byte); expected a YAML API model");
  const UTF8 *P = reinterpret_cast<const UTF8 *>(Owned.begin());
  const UTF8 *End = reinterpret_cast<const UTF8 *>(Owned.end());
  if (!isLegalUTF8String(&P, End))
    return F.error(SMLoc::getFromPointer(reinterpret_cast<const char *>(P)),
                   "not valid UTF-8; expected a YAML API model");
  if (Owned.trim().empty())
    return F.error(Begin, "empty API model; expected a mapping with "
                          "'library', 'language' and 'functions'");
  if (size_t At = findEmptyFlowEntry(Owned); At != StringRef::npos)
    return F.error(SMLoc::getFromPointer(Owned.begin() + At),
                   EmptyFlowEntryMessage);

  // The YAML parser reports syntax errors through the SourceMgr; keep the
  // first one as our error.
  std::optional<std::string> SyntaxError;
  F.SM->setDiagHandler(
      [](const SMDiagnostic &D, void *Ctx) {
        auto *Out = static_cast<std::optional<std::string> *>(Ctx);
        if (Out->has_value())
          return;
        std::string Text;
        raw_string_ostream OS(Text);
        D.print(nullptr, OS, /*ShowColors=*/false);
        OS.flush();
        while (!Text.empty() && Text.back() == '\n')
          Text.pop_back();
        *Out = Text;
      },
      &SyntaxError);

  Parser Pr(F);
  // Everything that steps LLVM's YAML parser runs on its own stack
  // (YamlPrecheck.h).
  std::optional<Error> Empty;
  runWithYamlParserStack([&] {
    yaml::Stream S(F.SM->getMemoryBuffer(Buf)->getMemBufferRef(), *F.SM,
                   /*ShowColors=*/false);
    yaml::document_iterator Doc = S.begin();
    if (Doc == S.end() || !Doc->getRoot()) {
      Empty = F.error(Begin, "empty API model; expected a mapping");
      return;
    }
    yaml::Node *Root = Doc->getRoot();
    if (isa<yaml::NullNode>(Root) && !SyntaxError) {
      Empty = F.error(Begin, "empty API model; expected a mapping with "
                             "'library', 'language' and 'functions'");
      return;
    }
    Pr.parseRoot(Root);
    if (!SyntaxError && !Pr.Err) {
      ++Doc;
      if (Doc != S.end() && Doc->getRoot() &&
          !isa<yaml::NullNode>(Doc->getRoot()))
        Pr.Err = F.error(Doc->getRoot()->getSourceRange().Start,
                         "one library per file: unexpected second document");
    }
  });
  if (Empty)
    return std::move(*Empty);
  if (SyntaxError) {
    if (Pr.Err)
      consumeError(std::move(*Pr.Err));
    return createStringError(inconvertibleErrorCode(), *SyntaxError);
  }
  if (!Pr.Err)
    Pr.finish();
  if (Pr.Err)
    return std::move(*Pr.Err);
  F.SM->setDiagHandler(nullptr, nullptr);
  return F;
}

} // namespace tensorlint::apis
