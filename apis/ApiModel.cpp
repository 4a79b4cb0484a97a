//===- ApiModel.cpp - The API model database ------------------------------===//
//
// Holds every loaded model in hash tables keyed the way frontends ask
// (library + dotted path, receiver resource + method, C symbol, record +
// field, type name), so each lookup is one or two StringMap probes. Files are
// parsed into staged form first (ApiModelParser) and added all-or-nothing.
//
//===----------------------------------------------------------------------===//

#include "apis/ApiModel.h"
#include "apis/ApiModelParser.h"
#include "apis/ModelLanguages.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/GlobPattern.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Parallel.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/xxhash.h"

#include <algorithm>
#include <map>
#include <mutex>
#include <optional>

using namespace llvm;

#ifndef TENSORLINT_SOURCE_API_DIR
#define TENSORLINT_SOURCE_API_DIR ""
#endif

namespace tensorlint::apis {

namespace {
struct ModuleGlob {
  GlobPattern Pattern;
  size_t LiteralPrefix; ///< Longer literal prefixes are more specific.
  const Library *Lib;
};
} // namespace

/// Whether L's modules are dotted names in a namespace of their own (a
/// Python module and a JS package may share a name).
static bool dottedModules(const Library &L) {
  const ModelLanguage *ML = modelLanguage(L.Language);
  return ML && ML->DottedModules;
}

struct ApiDatabase::Impl {
  std::vector<std::unique_ptr<Library>> Libs;
  StringMap<const Library *> LibByName;
  /// Every C library's failure-exit macros (Library::FailureExitMacros).
  StringSet<> FailureExitMacros;

  /// By key: the resource's name, or "library.Name" for a JS library's
  /// resource whose name an earlier JS library took (ort's Tensor after
  /// TF.js's); Resource::Name is the key.
  StringMap<Resource> Resources;
  StringMap<std::string> ResourceDefinedIn;
  StringMap<const Library *> ResourceLib;
  /// A type name's first resource over all libraries, and each library's own
  /// (`ort.Tensor` and `tf.Tensor` are different types).
  StringMap<const Resource *> ByType;
  DenseMap<const Library *, std::unique_ptr<StringMap<const Resource *>>>
      TypesByLib;

  // StringMap values live in separately allocated entries, so pointers to
  // them stay valid as the maps grow.
  DenseMap<const Library *, std::unique_ptr<StringMap<ApiEntry>>> JsFunctions;
  StringMap<StringMap<ApiEntry>> Methods; ///< receiver -> method -> entry
  StringMap<ApiEntry> CFunctions;
  StringMap<StringMap<ApiEntry>> Members; ///< record -> field -> entry

  StringMap<const Library *> ModuleExact;
  /// Python modules (a namespace of their own: `onnxruntime` may be a JS
  /// package and a Python module).
  StringMap<const Library *> PyModules;
  std::vector<const Library *> PyLibs;
  /// Python entries whose names are globs, in file order: per library
  /// (functions) and per receiver resource (methods).
  struct GlobEntry {
    std::optional<GlobPattern> Pattern;
    ApiEntry E;
  };
  DenseMap<const Library *, std::vector<std::unique_ptr<GlobEntry>>>
      FunctionGlobs;
  StringMap<std::vector<std::unique_ptr<GlobEntry>>> MethodGlobs;
  static const ApiEntry *
  matchGlob(const std::vector<std::unique_ptr<GlobEntry>> &Gs, StringRef Name) {
    for (const auto &G : Gs)
      if (G->Pattern->match(Name))
        return &G->E;
    return nullptr;
  }
  StringMap<std::string> ModulePaths; ///< Submodule -> its dotted path.
  std::vector<ModuleGlob> ModuleGlobs;
  StringMap<const Library *> GlobalNames;

  std::vector<uint64_t> FileHashes;

  /// JS libraries' `callback` repeaters by the last dotted part of the
  /// callees they match; those whose last part is a glob are in every list
  /// and in CallbacksAnyLast, for names no list has. Each in load order.
  StringMap<std::vector<const Repeater *>> JsCallbacksByLast;
  std::vector<const Repeater *> JsCallbacksAnyLast;
  std::vector<const Repeater *> JsOtherRepeaters;
  std::vector<OwnedGlob> JsOnceEvents, JsPerRegistrationEvents;
  std::vector<Library::Singleton> JsSingletons;
  ComponentConventions JsComponents;
  void addJsRepeaters(const Library &L);

  const ApiEntry *findEntry(const StagedFile &F, const StagedEntry &SE) const;
  /// The key of resource Name as file F names it: one of its own resources
  /// (qualified if an earlier JS library has the name), else an earlier
  /// file's.
  std::string keyFor(const StagedFile &F, StringRef Name) const;
  /// Whether F may declare resource or type Name although Owner's library
  /// already did: JS libraries have namespaces, C libraries share one.
  static bool mayShareName(const StagedFile &F, const Library *Owner) {
    auto Namespaced = [](StringRef L) {
      const ModelLanguage *ML = modelLanguage(L);
      return ML && ML->Namespaces;
    };
    return Namespaced(F.Lib.Language) && Owner && Namespaced(Owner->Language);
  }
  Error check(const StagedFile &F) const;
  void add(StagedFile &F);
};

std::string ApiDatabase::Impl::keyFor(const StagedFile &F,
                                      StringRef Name) const {
  bool Own = llvm::any_of(
      F.Resources, [&](const StagedResource &R) { return R.R.Name == Name; });
  if (Own && Resources.count(Name))
    return (F.Lib.Name + "." + Name).str();
  return Name.str();
}

const ApiEntry *ApiDatabase::Impl::findEntry(const StagedFile &F,
                                             const StagedEntry &SE) const {
  auto In = [](const StringMap<ApiEntry> &M,
               StringRef Name) -> const ApiEntry * {
    auto It = M.find(Name);
    return It == M.end() ? nullptr : &It->second;
  };
  const ApiEntry &E = SE.E;
  switch (SE.Table) {
  case EntryTable::JsFunction:
    return nullptr; // A new library has its own table.
  case EntryTable::Method: {
    auto It = Methods.find(keyFor(F, E.Receiver));
    return It == Methods.end() ? nullptr : In(It->second, E.Name);
  }
  case EntryTable::CFunction:
    return In(CFunctions, E.Name);
  case EntryTable::Member: {
    auto It = Members.find(E.Record);
    return It == Members.end() ? nullptr : In(It->second, E.Name);
  }
  }
  return nullptr;
}

/// Everything that can clash with what is already loaded, checked before
/// anything is added.
Error ApiDatabase::Impl::check(const StagedFile &F) const {
  if (auto It = LibByName.find(F.Lib.Name); It != LibByName.end())
    return F.error(F.LibLoc, "duplicate library '" + F.Lib.Name +
                                 "' (already loaded from " + It->second->Path +
                                 ")");
  for (const StagedResource &R : F.Resources) {
    if (auto It = ResourceDefinedIn.find(R.R.Name);
        It != ResourceDefinedIn.end() &&
        !mayShareName(F, ResourceLib.lookup(R.R.Name)))
      return F.error(R.Loc, "duplicate resource '" + R.R.Name +
                                "' (already declared in " + It->second + ")");
    if (Resources.count(keyFor(F, R.R.Name)) && R.R.Name != keyFor(F, R.R.Name))
      return F.error(R.Loc, "duplicate resource '" + keyFor(F, R.R.Name) + "'");
    for (size_t I = 0; I < R.R.Types.size(); ++I)
      if (auto It = ByType.find(R.R.Types[I]);
          It != ByType.end() &&
          !mayShareName(F, ResourceLib.lookup(It->second->Name)))
        return F.error(R.TypeLocs[I], "type '" + R.R.Types[I] +
                                          "' already denotes resource '" +
                                          It->second->Name + "'");
  }
  for (const ExternalRef &X : F.External)
    if (!Resources.count(X.Name))
      return F.error(X.Loc, "unknown resource '" + X.Name +
                                "'; declare it under 'resources' (here or "
                                "in a file loaded earlier)");
  for (const StagedEntry &SE : F.Entries)
    if (const ApiEntry *Old = findEntry(F, SE))
      return F.error(SE.Loc, "duplicate entry '" + SE.E.Name +
                                 "' (already defined at " + Old->DefinedIn +
                                 ")");
  const StringMap<const Library *> &Modules =
      dottedModules(F.Lib) ? PyModules : ModuleExact;
  for (size_t I = 0; I < F.Modules.size(); ++I)
    if (auto It = Modules.find(F.Modules[I].S); It != Modules.end())
      return F.error(F.Modules[I].Loc, "module '" + F.Modules[I].S +
                                           "' already belongs to library '" +
                                           It->second->Name + "'");
  for (const StagedString &M : F.Submodules)
    if (auto It = ModuleExact.find(M.S); It != ModuleExact.end())
      return F.error(M.Loc, "module '" + M.S +
                                "' already belongs to library '" +
                                It->second->Name + "'");
  for (const StagedString &G : F.Globals)
    if (auto It = GlobalNames.find(G.S); It != GlobalNames.end())
      return F.error(G.Loc, "global '" + G.S +
                                "' already belongs to library '" +
                                It->second->Name + "'");
  return Error::success();
}

void ApiDatabase::Impl::add(StagedFile &F) {
  // Names as this file spells them -> keys, before anything is added.
  StringMap<std::string> Keys;
  for (const StagedResource &SR : F.Resources)
    Keys[SR.R.Name] = keyFor(F, SR.R.Name);
  Libs.push_back(std::make_unique<Library>(std::move(F.Lib)));
  const Library *Lib = Libs.back().get();
  LibByName[Lib->Name] = Lib;
  FileHashes.push_back(F.ContentHash);

  auto Key = [&](std::string &Name) {
    if (auto It = Keys.find(Name); It != Keys.end())
      Name = It->second;
  };
  Library *MutLib = Libs.back().get();
  Key(MutLib->DefaultResource);
  for (std::string &R : MutLib->UntypedReceivers)
    Key(R);
  for (const std::string &M : Lib->FailureExitMacros)
    FailureExitMacros.insert(M);

  auto &OwnTypes = TypesByLib[Lib];
  OwnTypes = std::make_unique<StringMap<const Resource *>>();
  for (StagedResource &SR : F.Resources) {
    std::string Name = Keys[SR.R.Name];
    ResourceDefinedIn[Name] =
        (Lib->Path + ":" + Twine(F.SM->FindLineNumber(SR.Loc))).str();
    ResourceLib[Name] = Lib;
    SR.R.Name = Name;
    Resource &R = Resources[Name] = std::move(SR.R);
    for (const std::string &T : R.Types) {
      ByType.try_emplace(T, &R);
      (*OwnTypes)[T] = &R;
    }
  }

  auto &Functions = JsFunctions[Lib];
  Functions = std::make_unique<StringMap<ApiEntry>>();
  // Entry names may be globs (the parser allowed them for this language);
  // modules are dotted names of their own namespace.
  bool GlobNames = false, Dotted = dottedModules(*Lib);
  if (const ModelLanguage *ML = modelLanguage(Lib->Language))
    GlobNames = ML->Autograd;
  for (StagedEntry &SE : F.Entries) {
    std::string Name = SE.E.Name;
    Key(SE.E.Resource);
    Key(SE.E.Receiver);
    for (ResourceVariant &V : SE.E.Variants)
      Key(V.Resource);
    SE.E.Owner = Lib;
    if (GlobNames && isGlob(Name)) {
      // The pattern refers to its text (GlobPattern keeps a StringRef into
      // it): the entry's own name, which lives as long as the entry.
      auto GE = std::make_unique<GlobEntry>();
      GE->E = std::move(SE.E);
      Expected<GlobPattern> G = GlobPattern::create(GE->E.Name, 1024);
      if (!G) { // validated by the parser
        consumeError(G.takeError());
        continue;
      }
      GE->Pattern.emplace(std::move(*G));
      if (SE.Table == EntryTable::Method)
        MethodGlobs[GE->E.Receiver].push_back(std::move(GE));
      else
        FunctionGlobs[Lib].push_back(std::move(GE));
      continue;
    }
    switch (SE.Table) {
    case EntryTable::JsFunction:
      (*Functions)[Name] = std::move(SE.E);
      break;
    case EntryTable::Method: {
      std::string Receiver = SE.E.Receiver;
      Methods[Receiver][Name] = std::move(SE.E);
      break;
    }
    case EntryTable::CFunction:
      CFunctions[Name] = std::move(SE.E);
      break;
    case EntryTable::Member: {
      std::string Record = SE.E.Record;
      Members[Record][Name] = std::move(SE.E);
      break;
    }
    }
  }

  if (const ModelLanguage *ML = modelLanguage(Lib->Language);
      ML && ML->ScriptGlobals)
    addJsRepeaters(*Lib);
  if (Dotted) {
    PyLibs.push_back(Lib);
    for (const std::string &M : Lib->Modules)
      PyModules[M] = Lib;
  }
  // JS module globs refer to their text (GlobPattern keeps a StringRef):
  // the library's own strings, which live as long as the database.
  for (const std::string &M : Lib->Modules) {
    if (Dotted)
      break;
    size_t Wild = M.find_first_of("*?[{\\");
    if (Wild == std::string::npos) {
      ModuleExact[M] = Lib;
      continue;
    }
    // Validated by the parser, so create() does not fail here.
    Expected<GlobPattern> G = GlobPattern::create(M);
    if (!G) {
      consumeError(G.takeError());
      continue;
    }
    // Most specific (longest literal prefix) first, ties in load order, so
    // the match is deterministic.
    auto At =
        llvm::upper_bound(ModuleGlobs, Wild, [](size_t W, const ModuleGlob &X) {
          return W > X.LiteralPrefix;
        });
    ModuleGlobs.insert(At, ModuleGlob{std::move(*G), Wild, Lib});
  }
  for (const auto &[Spec, Path] : Lib->Submodules) {
    ModuleExact[Spec] = Lib;
    ModulePaths[Spec] = Path;
  }
  for (const std::string &G : Lib->Globals)
    GlobalNames[G] = Lib;
}

ApiDatabase::ApiDatabase() : P(std::make_unique<Impl>()) {}
ApiDatabase::~ApiDatabase() = default;
ApiDatabase::ApiDatabase(ApiDatabase &&) noexcept = default;
ApiDatabase &ApiDatabase::operator=(ApiDatabase &&) noexcept = default;

Error ApiDatabase::loadBuffer(StringRef Text, StringRef Path) {
  if (!P)
    P = std::make_unique<Impl>();
  Expected<StagedFile> F = parseApiModel(Text, Path);
  if (!F)
    return F.takeError();
  if (Error E = P->check(*F))
    return E;
  P->add(*F);
  return Error::success();
}

Error ApiDatabase::loadFile(StringRef Path) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> Buf =
      MemoryBuffer::getFile(Path, /*IsText=*/true);
  if (!Buf)
    return createStringError(Buf.getError(),
                             "%s: error: cannot read API "
                             "model: %s",
                             Path.str().c_str(),
                             Buf.getError().message().c_str());
  return loadBuffer((*Buf)->getBuffer(), Path);
}

namespace {
/// The shipped model files of Dir, parsed, in path order; or the error of
/// the first one (in path order) that failed.
Expected<std::vector<StagedFile>> parseShipped(const std::string &Dir) {
  std::vector<std::string> Paths;
  std::error_code EC;
  for (sys::fs::recursive_directory_iterator It(Dir, EC), End; It != End && !EC;
       It.increment(EC)) {
    StringRef P = It->path();
    if (sys::path::extension(P) == ".yaml" &&
        It->type() != sys::fs::file_type::directory_file)
      Paths.push_back(P.str());
  }
  if (EC)
    return createStringError(EC, "%s: error: cannot list API models: %s",
                             Dir.c_str(), EC.message().c_str());
  if (Paths.empty())
    return createStringError(inconvertibleErrorCode(),
                             "%s: error: no *.yaml API models found",
                             Dir.c_str());
  llvm::sort(Paths);

  // Parsed in parallel: YAML parsing is most of a small run's start-up
  // (checking one file), and the files are independent until added.
  std::vector<std::optional<Expected<StagedFile>>> Parsed(Paths.size());
  llvm::parallelFor(0, Paths.size(), [&](size_t I) {
    const std::string &Path = Paths[I];
    ErrorOr<std::unique_ptr<MemoryBuffer>> Buf =
        MemoryBuffer::getFile(Path, /*IsText=*/true);
    if (!Buf)
      Parsed[I].emplace(createStringError(
          Buf.getError(), "%s: error: cannot read API model: %s", Path.c_str(),
          Buf.getError().message().c_str()));
    else
      Parsed[I].emplace(parseApiModel((*Buf)->getBuffer(), Path));
  });
  // The first file's error, in path order, as when they were parsed in turn
  // (the later ones' are dropped).
  std::vector<StagedFile> Files;
  for (size_t I = 0; I != Parsed.size(); ++I) {
    if (*Parsed[I]) {
      Files.push_back(std::move(**Parsed[I]));
      continue;
    }
    for (size_t Later = I + 1; Later != Parsed.size(); ++Later)
      if (!*Parsed[Later])
        consumeError(Parsed[Later]->takeError());
    return Parsed[I]->takeError();
  }
  return Files;
}

/// The shipped files of a directory, or the message of the error reading
/// them.
struct ShippedFiles {
  std::vector<StagedFile> Files;
  std::optional<std::string> Error;
};

/// The shipped files of Dir, parsed on the first call and kept: a process
/// makes a database of them for each distinct list of extra model files
/// (configurations' `apis:`, in the CLI and the language server), and
/// parsing is most of making one. The files are read-only from then on.
const ShippedFiles &shippedFiles(const std::string &Dir) {
  static std::mutex Mutex;
  static std::map<std::string, std::unique_ptr<ShippedFiles>> ByDir;
  std::lock_guard<std::mutex> Lock(Mutex);
  std::unique_ptr<ShippedFiles> &Slot = ByDir[Dir];
  if (!Slot) {
    Slot = std::make_unique<ShippedFiles>();
    Expected<std::vector<StagedFile>> Files = parseShipped(Dir);
    if (Files)
      Slot->Files = std::move(*Files);
    else
      Slot->Error = toString(Files.takeError());
  }
  return *Slot;
}
} // namespace

Expected<ApiDatabase> ApiDatabase::loadShipped() {
  std::string Dir = findShippedApiDir();
  if (Dir.empty() || !sys::fs::is_directory(Dir))
    return createStringError(inconvertibleErrorCode(),
                             "error: API model directory '%s' not found "
                             "(set TENSORLINT_API_DIR)",
                             Dir.c_str());
  const ShippedFiles &Shipped = shippedFiles(Dir);
  if (Shipped.Error)
    return createStringError(inconvertibleErrorCode(), *Shipped.Error);
  // Copies: adding moves what a file declares into the database.
  std::vector<StagedFile> Pending = Shipped.Files;

  // Files may use resources declared by other files (tfjs-tflite's predict
  // creates tfjs Tensors). Add, in sorted order, the first file whose
  // references are all satisfied, until none is left; if none can be added,
  // report the first one's error.
  ApiDatabase DB;
  while (!Pending.empty()) {
    auto Ready = llvm::find_if(Pending, [&](const StagedFile &F) {
      return llvm::all_of(F.External, [&](const ExternalRef &X) {
        return DB.P->Resources.count(X.Name) != 0;
      });
    });
    if (Ready == Pending.end())
      Ready = Pending.begin();
    if (Error E = DB.P->check(*Ready))
      return E;
    DB.P->add(*Ready);
    Pending.erase(Ready);
  }
  return DB;
}

/// The names a glob matches whole, if they are finitely many and have no
/// wildcard ("{it,test}.{only,skip}": four), else nothing. Brace
/// expansions do not nest (llvm::GlobPattern's rule).
static std::optional<std::vector<std::string>>
literalAlternatives(StringRef Pattern) {
  std::vector<std::string> Out{""};
  while (!Pattern.empty()) {
    size_t Open = Pattern.find('{');
    StringRef Plain = Pattern.take_front(Open);
    if (Plain.find_first_of("*?[\\}") != StringRef::npos)
      return std::nullopt;
    for (std::string &S : Out)
      S += Plain;
    if (Open == StringRef::npos)
      break;
    size_t Close = Pattern.find('}', Open);
    if (Close == StringRef::npos)
      return std::nullopt;
    SmallVector<StringRef, 8> Alts;
    Pattern.slice(Open + 1, Close).split(Alts, ',');
    std::vector<std::string> Next;
    for (const std::string &S : Out)
      for (StringRef A : Alts) {
        if (A.find_first_of("*?[\\{") != StringRef::npos)
          return std::nullopt;
        Next.push_back(S + A.str());
      }
    if (Next.size() > 1024)
      return std::nullopt;
    Out = std::move(Next);
    Pattern = Pattern.drop_front(Close + 1);
  }
  return Out;
}

/// The last dotted parts of the callees a callback glob can match, if
/// each is a plain name ("*.{on,once}": on, once; "use*": none).
static std::optional<StringSet<>> lastParts(StringRef Pattern) {
  // Split at the last dot outside braces: what follows names the last part.
  int Depth = 0;
  size_t Dot = StringRef::npos;
  for (size_t I = 0; I < Pattern.size(); ++I) {
    Depth += Pattern[I] == '{' ? 1 : Pattern[I] == '}' ? -1 : 0;
    if (Pattern[I] == '.' && Depth == 0)
      Dot = I;
  }
  StringSet<> Out;
  if (Dot != StringRef::npos) {
    std::optional<std::vector<std::string>> Alts =
        literalAlternatives(Pattern.drop_front(Dot + 1));
    if (!Alts)
      return std::nullopt;
    for (const std::string &A : *Alts)
      Out.insert(A);
    return Out;
  }
  // No dot outside braces: each alternative's own last part.
  std::optional<std::vector<std::string>> Alts = literalAlternatives(Pattern);
  if (!Alts) {
    // "{useEffect,*.useEffect}": the part after each alternative's last dot.
    size_t Open = Pattern.find('{'), Close = Pattern.rfind('}');
    if (Open != 0 || Close != Pattern.size() - 1)
      return std::nullopt;
    SmallVector<StringRef, 8> Parts;
    Pattern.slice(1, Close).split(Parts, ',');
    for (StringRef A : Parts) {
      StringRef Last = A.rsplit('.').second.empty() ? A : A.rsplit('.').second;
      if (Last.empty() || Last.find_first_of("*?[\\{}") != StringRef::npos)
        return std::nullopt;
      Out.insert(Last);
    }
    return Out;
  }
  for (const std::string &A : *Alts)
    Out.insert(StringRef(A).rsplit('.').second.empty()
                   ? StringRef(A)
                   : StringRef(A).rsplit('.').second);
  return Out;
}

void ApiDatabase::Impl::addJsRepeaters(const Library &L) {
  llvm::append_range(JsOnceEvents, L.OnceEvents);
  llvm::append_range(JsPerRegistrationEvents, L.PerRegistrationEvents);
  llvm::append_range(JsSingletons, L.Singletons);
  JsComponents.append(L.Components);
  for (const Repeater &R : L.Repeats) {
    if (R.How != Repeater::Callback) {
      JsOtherRepeaters.push_back(&R);
      continue;
    }
    std::optional<StringSet<>> Lasts = lastParts(R.Pattern);
    if (!Lasts) {
      JsCallbacksAnyLast.push_back(&R);
      for (auto &E : JsCallbacksByLast)
        E.getValue().push_back(&R);
      continue;
    }
    for (const auto &Last : *Lasts) {
      auto [It, New] = JsCallbacksByLast.try_emplace(Last.getKey());
      if (New)
        It->second = JsCallbacksAnyLast;
      It->second.push_back(&R);
    }
  }
}

ArrayRef<const Repeater *>
ApiDatabase::jsCallbackRepeaters(StringRef Last) const {
  if (!P)
    return {};
  auto It = P->JsCallbacksByLast.find(Last);
  return It == P->JsCallbacksByLast.end() ? ArrayRef(P->JsCallbacksAnyLast)
                                          : ArrayRef(It->second);
}

ArrayRef<const Repeater *> ApiDatabase::jsRepeaters() const {
  return P ? ArrayRef(P->JsOtherRepeaters) : ArrayRef<const Repeater *>();
}

void ComponentConventions::append(const ComponentConventions &O) {
  llvm::append_range(HookFunctions, O.HookFunctions);
  llvm::append_range(CallbackMemos, O.CallbackMemos);
  llvm::append_range(StateHooks, O.StateHooks);
  llvm::append_range(LazyLoaders, O.LazyLoaders);
  llvm::append_range(Routes, O.Routes);
  llvm::append_range(TemplateMethods, O.TemplateMethods);
  llvm::append_range(LoadedByPlace, O.LoadedByPlace);
  llvm::append_range(WorkerScriptStatements, O.WorkerScriptStatements);
  llvm::append_range(PageGlobals, O.PageGlobals);
  llvm::append_range(ClientNavigation, O.ClientNavigation);
  llvm::append_range(UnmountHooks, O.UnmountHooks);
}

const ComponentConventions &ApiDatabase::jsComponents() const {
  static const ComponentConventions None;
  return P ? P->JsComponents : None;
}

static bool matchesEvent(ArrayRef<OwnedGlob> Events, StringRef Receiver,
                         StringRef Event) {
  if (Event.empty())
    return false;
  SmallString<64> Key(Receiver);
  Key += ':';
  Key += Event;
  return llvm::any_of(Events, [&](const OwnedGlob &G) { return G.match(Key); });
}

bool ApiDatabase::firesOnce(StringRef Receiver, StringRef Event) const {
  return P && matchesEvent(P->JsOnceEvents, Receiver, Event);
}

bool ApiDatabase::firesOncePerRegistration(StringRef Receiver,
                                           StringRef Event) const {
  return P && matchesEvent(P->JsPerRegistrationEvents, Receiver, Event);
}

ArrayRef<Library::Singleton> ApiDatabase::jsSingletons() const {
  return P ? ArrayRef(P->JsSingletons) : ArrayRef<Library::Singleton>();
}

bool Library::exportsScope(StringRef Specifier) const {
  if (ScopeWrap.empty())
    return false;
  if (ScopeModules.empty())
    return true;
  return llvm::any_of(ScopeModules, [&](const std::string &M) {
    if (M == Specifier)
      return true;
    Expected<GlobPattern> G = GlobPattern::create(M);
    if (!G) {
      consumeError(G.takeError());
      return false;
    }
    return G->match(Specifier);
  });
}

const Library *ApiDatabase::libraryForModule(StringRef Specifier) const {
  if (!P)
    return nullptr;
  if (auto It = P->ModuleExact.find(Specifier); It != P->ModuleExact.end())
    return It->second;
  for (const ModuleGlob &G : P->ModuleGlobs)
    if (G.Pattern.match(Specifier))
      return G.Lib;
  return nullptr;
}

StringRef ApiDatabase::modulePath(StringRef Specifier) const {
  if (!P)
    return {};
  auto It = P->ModulePaths.find(Specifier);
  return It == P->ModulePaths.end() ? StringRef() : StringRef(It->second);
}

std::pair<const Library *, std::string>
ApiDatabase::pythonReexport(const Library &From, StringRef Path) const {
  const Library *Lib = &From;
  std::string Rest = Path.str();
  // A bounded number of hops: files may re-export in a loop.
  for (int Hop = 0; P && Hop < 8; ++Hop) {
    const Library *Next = nullptr;
    for (const auto &[Prefix, Name] : Lib->Reexports) {
      StringRef R = Rest;
      if (!R.consume_front(Prefix) || (!R.empty() && R.front() != '.'))
        continue;
      auto L = P->LibByName.find(Name);
      if (L == P->LibByName.end())
        continue;
      Next = L->second;
      Rest = R.ltrim('.').str();
      break;
    }
    if (!Next)
      break;
    Lib = Next;
  }
  return {Lib, Rest};
}

std::pair<const Library *, std::string>
ApiDatabase::pythonModule(StringRef Dotted) const {
  if (!P)
    return {nullptr, ""};
  StringRef Prefix = Dotted;
  for (;;) {
    if (auto It = P->PyModules.find(Prefix); It != P->PyModules.end())
      return pythonReexport(*It->second,
                            Dotted.drop_front(Prefix.size()).ltrim('.'));
    size_t Dot = Prefix.rfind('.');
    if (Dot == StringRef::npos)
      return {nullptr, ""};
    Prefix = Prefix.take_front(Dot);
  }
}

std::vector<const Library *> ApiDatabase::pythonLibraries() const {
  return P ? P->PyLibs : std::vector<const Library *>();
}

const Library *ApiDatabase::libraryForGlobal(StringRef Name) const {
  if (!P)
    return nullptr;
  auto It = P->GlobalNames.find(Name);
  return It == P->GlobalNames.end() ? nullptr : It->second;
}

const ApiEntry *ApiDatabase::lookupFunction(const Library &Lib,
                                            StringRef Path) const {
  if (!P)
    return nullptr;
  auto It = P->JsFunctions.find(&Lib);
  if (It == P->JsFunctions.end())
    return nullptr;
  auto E = It->second->find(Path);
  if (E != It->second->end())
    return &E->second;
  auto G = P->FunctionGlobs.find(&Lib);
  return G == P->FunctionGlobs.end() ? nullptr
                                     : Impl::matchGlob(G->second, Path);
}

const ApiEntry *ApiDatabase::lookupMethod(StringRef ReceiverResource,
                                          StringRef Method) const {
  if (!P)
    return nullptr;
  auto It = P->Methods.find(ReceiverResource);
  if (It != P->Methods.end())
    if (auto E = It->second.find(Method); E != It->second.end())
      return &E->second;
  auto G = P->MethodGlobs.find(ReceiverResource);
  return G == P->MethodGlobs.end() ? nullptr
                                   : Impl::matchGlob(G->second, Method);
}

const Resource *ApiDatabase::resourceForType(StringRef TypeName,
                                             const Library &Lib) const {
  if (!P)
    return nullptr;
  auto It = P->TypesByLib.find(&Lib);
  if (It == P->TypesByLib.end())
    return nullptr;
  return It->second->lookup(TypeName);
}

const Resource *ApiDatabase::resourceForType(StringRef TypeName) const {
  if (!P)
    return nullptr;
  auto It = P->ByType.find(TypeName);
  return It == P->ByType.end() ? nullptr : It->second;
}

const Resource *ApiDatabase::resource(StringRef Name) const {
  if (!P)
    return nullptr;
  auto It = P->Resources.find(Name);
  return It == P->Resources.end() ? nullptr : &It->second;
}

static bool releasesSome(const ApiDatabase &Db, const auto &Methods,
                         StringRef Method, bool ModelsOnly) {
  for (const auto &Receiver : Methods) {
    auto It = Receiver.getValue().find(Method);
    if (It == Receiver.getValue().end() || It->second.Kind != ApiKind::Release)
      continue;
    if (!ModelsOnly)
      return true;
    if (const Resource *R = Db.resource(Receiver.getKey()); R && R->IsModel)
      return true;
  }
  return false;
}

bool ApiDatabase::releasesSomeModel(StringRef Method) const {
  return P && releasesSome(*this, P->Methods, Method, /*ModelsOnly=*/true);
}

bool ApiDatabase::releasesSomeResource(StringRef Method) const {
  return P && releasesSome(*this, P->Methods, Method, /*ModelsOnly=*/false);
}

const ApiEntry *ApiDatabase::lookupCFunction(StringRef Name) const {
  if (!P)
    return nullptr;
  auto It = P->CFunctions.find(Name);
  return It == P->CFunctions.end() ? nullptr : &It->second;
}

bool ApiDatabase::isFailureExitMacro(StringRef Name) const {
  return P && P->FailureExitMacros.contains(Name);
}

const ApiEntry *ApiDatabase::lookupMember(StringRef Record,
                                          StringRef Field) const {
  if (!P)
    return nullptr;
  auto It = P->Members.find(Record);
  if (It == P->Members.end())
    return nullptr;
  auto E = It->second.find(Field);
  return E == It->second.end() ? nullptr : &E->second;
}

const std::vector<std::unique_ptr<Library>> &ApiDatabase::libraries() const {
  static const std::vector<std::unique_ptr<Library>> Empty;
  return P ? P->Libs : Empty;
}

bool ApiDatabase::tracksResources(const Library &L) const {
  return !L.Repeats.empty() || !L.Caches.empty() || !L.ScriptReruns.empty() ||
         (P && llvm::any_of(P->ResourceLib,
                            [&](const auto &E) { return E.getValue() == &L; }));
}

std::vector<std::string> ApiDatabase::namesToMention(StringRef Language) const {
  std::vector<std::string> Out;
  if (!P)
    return Out;
  for (const auto &L : P->Libs) {
    if (L->Language != Language || !tracksResources(*L))
      continue;
    llvm::append_range(Out, L->Modules);
    for (const auto &[Spec, Path] : L->Submodules)
      Out.push_back(Spec);
    llvm::append_range(Out, L->Globals);
    llvm::append_range(Out, L->UntypedReceivers);
  }
  for (const auto &E : P->Resources)
    if (const Library *L = P->ResourceLib.lookup(E.getKey());
        L && L->Language == Language)
      llvm::append_range(Out, E.getValue().Types);
  return Out;
}

uint64_t ApiDatabase::fingerprint() const {
  if (!P || P->FileHashes.empty())
    return xxh3_64bits(ArrayRef<uint8_t>());
  return xxh3_64bits(
      ArrayRef(reinterpret_cast<const uint8_t *>(P->FileHashes.data()),
               P->FileHashes.size() * sizeof(uint64_t)));
}

// An object in the binary: its address lets getMainExecutable() find the
// binary on platforms without /proc/self/exe.
static int MainExecutableAnchor;

std::string findShippedApiDir() {
  if (std::optional<std::string> Env =
          sys::Process::GetEnv("TENSORLINT_API_DIR");
      Env && !Env->empty())
    return *Env;
  std::string Exe = sys::fs::getMainExecutable(nullptr, &MainExecutableAnchor);
  if (!Exe.empty()) {
    SmallString<256> Dir(sys::path::parent_path(sys::path::parent_path(Exe)));
    sys::path::append(Dir, "share", "tensorlint", "apis");
    if (sys::fs::is_directory(Dir))
      return std::string(Dir);
  }
  return TENSORLINT_SOURCE_API_DIR;
}

} // namespace tensorlint::apis
