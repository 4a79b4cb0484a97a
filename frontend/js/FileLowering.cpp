//===- FileLowering.cpp - Lowering every function of one file -------------===//

#include "frontend/js/FileLowering.h"

#include "frontend/TextSearch.h"
#include "frontend/js/ClassBases.h"
#include "frontend/js/FixSafety.h"
#include "frontend/js/Frequency.h"
#include "frontend/js/GlobalInstances.h"
#include "frontend/js/ModuleLoading.h"
#include "frontend/js/PackageManifest.h"
#include "frontend/js/TestFiles.h"
#include "ir/TextTemplate.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <cstring>

namespace tensorlint::frontend::js {

PassPlan::~PassPlan() = default;
bool PassPlan::startPass(int) { return true; }
FunctionFacts *PassPlan::replay(ir::FunctionId, int) { return nullptr; }
bool PassPlan::endPass(int, llvm::ArrayRef<std::vector<bool>>) { return true; }
bool PassPlan::lowered(ir::FunctionId, int, const FunctionFacts &) {
  return true;
}

bool handsCallbackToScope(const ir::Function &F) {
  for (const ir::Block &B : F.Blocks)
    for (const ir::Op &O : B.Ops)
      if (O.Kind == ir::OpKind::ScopedCall && O.Callee != ir::NoFunction)
        return true;
  return false;
}

std::vector<bool> paramHints(const std::vector<std::vector<bool>> &Sites) {
  std::vector<bool> Out;
  if (Sites.empty())
    return Out;
  size_t N = 0;
  for (const auto &S : Sites)
    N = std::max(N, S.size());
  Out.assign(N, true);
  for (const auto &S : Sites)
    for (size_t I = 0; I < N; ++I)
      if (I >= S.size() || !S[I])
        Out[I] = false;
  return Out;
}

/// The freeing scope to advise and to spell fixes with (apis/*.yaml
/// `scope`): that of the library whose namespace the file imports (`import *
/// as tf from '@tensorflow/tfjs'`), under the file's name for it. A file that
/// imports none (its tensors come from its own helpers or another file) is
/// advised with the first JS library that has a scope, under its global
/// name, and gets no wrapping fix: it has no name to spell the scope with.
static void setScope(ir::Module &M, const SyntaxTree &T,
                     const apis::ApiDatabase &Apis) {
  auto Spell = [](llvm::StringRef Template, llvm::StringRef Ns) {
    return ir::fillPlaceholder(Template, "{ns}", Ns);
  };
  for (const ModuleBinding &B : moduleBindings(T))
    if (const apis::Library *L = Apis.libraryForModule(B.Specifier);
        B.Namespace && L && L->exportsScope(B.Specifier)) {
      M.ScopeAdvice = Spell(L->ScopeAdvice, B.Name);
      M.ScopeWrap = Spell(L->ScopeWrap, B.Name);
      M.HasFreeingScope = true;
      return;
    }
  for (const auto &L : Apis.libraries())
    if (L->Language == "js" && !L->ScopeAdvice.empty()) {
      M.ScopeAdvice = Spell(L->ScopeAdvice,
                            L->Globals.empty() ? L->Name : L->Globals.front());
      M.HasFreeingScope = true;
      return;
    }
}

/// Whether Text names Global as an object (`ml5.`), not as part of a longer
/// name.
static bool namesGlobal(llvm::StringRef Text, llvm::StringRef Global) {
  std::string Member = (Global + ".").str();
  for (size_t At = findText(Text, Member); At != llvm::StringRef::npos;
       At = findText(Text, Member, At + 1)) {
    char Before = At ? Text[At - 1] : ' ';
    if (!llvm::isAlnum(Before) && Before != '_' && Before != '$' &&
        Before != '.')
      return true;
  }
  return false;
}

/// The libraries the file uses: those it imports; in a file that imports
/// none (a page's script), those whose globals it names (`tf.`).
static std::vector<const apis::Library *>
usedLibraries(const Bindings &B, const apis::ApiDatabase &Apis,
              llvm::StringRef Text) {
  std::vector<const apis::Library *> Used(B.libraries().begin(),
                                          B.libraries().end());
  if (Used.empty())
    for (const auto &L : Apis.libraries())
      if (L->Language == "js" &&
          llvm::any_of(L->Globals, [&](const std::string &G) {
            return namesGlobal(Text, G);
          }))
        Used.push_back(L.get());
  return Used;
}

/// ModuleContext::UntypedReceivers: the used libraries' first (Used).
static std::vector<std::string>
untypedReceivers(std::vector<const apis::Library *> Order,
                 const apis::ApiDatabase &Apis) {
  // Then the others: those whose values include tensors before those of
  // models alone (a helper that imports nothing handles TF.js's tensors
  // rather than an ml5 model, and the first receiver is its default).
  auto TensorLibrary = [&](const apis::Library &L) {
    return llvm::any_of(L.UntypedReceivers, [&](const std::string &R) {
      const apis::Resource *Res = Apis.resource(R);
      return Res && !Res->IsModel;
    });
  };
  for (bool Tensors : {true, false})
    for (const auto &L : Apis.libraries())
      if (L->Language == "js" && TensorLibrary(*L) == Tensors &&
          !llvm::is_contained(Order, L.get()))
        Order.push_back(L.get());
  std::vector<std::string> Out;
  for (const apis::Library *L : Order)
    for (const std::string &R : L->UntypedReceivers)
      if (!llvm::is_contained(Out, R))
        Out.push_back(R);
  return Out;
}

/// Whether the first pass learned anything the second would read: the
/// second pass differs from the first only through these facts (see
/// ModuleContext; a new cross-function fact must be checked here too). About
/// half of real files learn none, and their second pass was pure cost.
static bool learnedFacts(const ModuleContext &Ctx,
                         llvm::ArrayRef<char> HandsCallback) {
  if (!Ctx.ModuleVars.empty() || !Ctx.Fields.empty() || !Ctx.UseHints.empty() ||
      !Ctx.AssignedHints.empty())
    return true;
  for (const Known &R : Ctx.Returns)
    if (R.Ty != ir::ValueType::Other || !R.Res.empty())
      return true;
  for (const std::vector<bool> &H : Ctx.ParamHints)
    if (llvm::is_contained(H, true))
      return true;
  // A tidy callback's result depends on the pass (FinalPass).
  return llvm::is_contained(HandsCallback, 1);
}

/// The facts a pass hands to the next, in one comparable string (sorted
/// where the containers are unordered).
static std::string factsFingerprint(const ModuleContext &Ctx) {
  // Compared, never shown: kinds and flags are written as single bytes, not
  // formatted as numbers (the editor makes two of these per keystroke).
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  OS.SetBufferSize(4096); // written a character at a time
  for (const Known &R : Ctx.Returns)
    OS << char(R.Ty) << R.Res << ';';
  for (const std::vector<bool> &H : Ctx.ParamHints) {
    for (bool B : H)
      OS << (B ? '1' : '0');
    OS << ';';
  }
  for (const llvm::StringMap<Known> *Map : {&Ctx.ModuleVars, &Ctx.Fields}) {
    std::vector<std::string> Entries;
    for (const auto &E : *Map)
      Entries.push_back((E.getKey() + "=" + llvm::Twine(int(E.second.Ty)) +
                         E.second.Res + (E.second.ByUse ? "?" : ""))
                            .str());
    llvm::sort(Entries);
    for (const std::string &E : Entries)
      OS << E << ';';
    OS << '|';
  }
  std::vector<std::pair<uint32_t, std::string>> Assigned;
  for (const auto &[Decl, K] : Ctx.AssignedHints)
    Assigned.emplace_back(Decl, K.Res);
  llvm::sort(Assigned);
  for (const auto &[Decl, Res] : Assigned)
    OS << Decl << '=' << Res << ';';
  OS.flush();
  return Out;
}

FileLowering::FileLowering(const SyntaxTree &T, llvm::StringRef Path,
                           ir::Language Lang, const apis::ApiDatabase &Apis,
                           const JsOptions &Opts)
    : T(T), Apis(Apis), Opts(Opts) {
  M.Path = Path.str();
  M.Lang = Lang;
  // Frequency.cpp classifies listeners, routes, frames, renders and loop
  // callbacks; the summaries carry them to what they call.
  M.EntryPointsModelled = true;
}

FileLowering::~FileLowering() = default;

void FileLowering::noteLoading() {
  M.NamedFiles = Index.NamedFiles;
  for (const auto *Scripts : {&M.PageScripts, &M.PageModules})
    for (const std::string &Script : *Scripts)
      addNamedFiles(llvm::sys::path::filename(Script), M.NamedFiles);
  llvm::sort(M.NamedFiles);
  M.NamedFiles.erase(llvm::unique(M.NamedFiles), M.NamedFiles.end());
  // A page, a component file (loaded by a framework's conventions), a file
  // a framework loads by its place, or a classic script is not a module
  // that only code naming it loads.
  bool Script = wholeTextIsScript(M.Path);
  M.LoadedByPlace = loadedByPlace();
  M.RunsOnlyWhenLoaded =
      Script && !M.LoadedByPlace && runsOnlyWhenLoaded(T, Apis.jsComponents());
  // A classic script (it imports and exports nothing) is no package's
  // export even in a repository without a manifest: only pages run it.
  M.NeedsPage = Script && !M.RunsOnlyWhenLoaded &&
                (M.ExportsStayInRun || isClassicScript(Index, T, B, M.Path)) &&
                needsPage(T, B.importsModules(), Apis);
  // `<Link>`, `navigate(...)` in the code; `<router-link>` in a template.
  M.NavigatesInPlace =
      Index.NavigatesInPlace ||
      llvm::any_of(T.templateElements(), [&](const std::string &E) {
        return apis::ComponentConventions::any(
            Apis.jsComponents().ClientNavigation, E);
      });
}

bool FileLowering::loadedByPlace() const {
  auto Any = [](llvm::ArrayRef<apis::OwnedGlob> Globs, llvm::StringRef S) {
    return llvm::any_of(Globs,
                        [&](const apis::OwnedGlob &G) { return G.match(S); });
  };
  auto DependsOn = [&](llvm::ArrayRef<apis::OwnedGlob> Packages) {
    return Packages.empty() ||
           (Dependencies && llvm::any_of(*Dependencies, [&](llvm::StringRef D) {
              return Any(Packages, D);
            }));
  };
  return llvm::any_of(Apis.jsComponents().LoadedByPlace,
                      [&](const apis::ComponentConventions::PlaceLoading &P) {
                        return Any(P.Places, InPackage) &&
                               DependsOn(P.Packages);
                      });
}

bool FileLowering::prepare(const IndexReuse *Reuse, bool KeepFragments,
                           const EarlierClasses *Earlier,
                           treesitter::ChildTable *Children) {
  if (!treesitter::startModule(T, M, Opts.MaxDepth))
    return false;
  // Symbols and imports use one spelling of each path (see Bindings.h);
  // M.Path stays as the user gave it, for messages.
  ModPath = canonicalModulePath(M.Path);
  M.SymbolPath = ModPath;
  setScope(M, T, Apis);
  B.collect(T, ModPath, Apis);
  M.Imports = B.importedModules();
  M.ImportedSymbols = B.importedSymbols();
  for (const std::string &Script : T.pageScripts())
    M.PageScripts.push_back(resolveModuleSpecifier(ModPath, "./" + Script));
  for (const std::string &Script : T.pageModules())
    M.PageModules.push_back(resolveModuleSpecifier(ModPath, "./" + Script));
  // Module scripts put functions on the global object too (`window.predict
  // = ...`), for the page's handlers.
  if (!M.PageScripts.empty() || !M.PageModules.empty())
    M.PageGlobalPrefix = ModPath + "#";
  PackageFacts Package = packageFacts(M.Path);
  M.ExportsStayInRun = Package.Application;
  M.PublishedLibrary = Package.Library;
  M.IsTest = isTestPath(Package.InPackage);
  InPackage = std::move(Package.InPackage);
  Dependencies = std::move(Package.Dependencies);
  Index.Conventions = &Apis.jsComponents();
  Index.build(T, Opts.MaxDepth, Reuse, KeepFragments, Children);
  noteLoading();
  llvm::StringRef Text = T.text(T.root());
  // One scan for '_' (memchr is vectorised; StringRef::find is not) finds
  // both helpers; the text is the whole file, on every keystroke.
  MentionsTslibHelpers = false;
  for (const char *P = Text.begin(), *E = Text.end(); P < E; ++P) {
    P = static_cast<const char *>(std::memchr(P, '_', E - P));
    if (!P)
      break;
    llvm::StringRef Rest(P, E - P);
    if (Rest.starts_with("__awaiter") || Rest.starts_with("__generator")) {
      MentionsTslibHelpers = true;
      break;
    }
  }
  size_t N = Index.Functions.size();
  // Classification is syntactic: done once, each pass starts from a copy.
  Classified.assign(N, {});
  llvm::ArrayRef<OwnClass> Previous;
  if (Earlier && B.sameAs(Earlier->Imports))
    Previous = Earlier->Own;
  // A classic script's calls of names it does not declare are calls of
  // the globals of the other scripts its pages load, as a page's are.
  bool Classic =
      classifyFunctions(Index, Classified, T, B, Apis, ModPath, M.IsTest,
                        M.Registrations, M.PropCallbacks, Own, Previous);
  if (Classic && M.PageGlobalPrefix.empty())
    M.PageGlobalPrefix = ir::ClassicScriptGlobals.str();
  M.GlobalInstances.clear();
  M.ImportedNames.clear();
  if (Classic)
    M.GlobalInstances = globalInstances(Index, T);
  else
    M.ImportedNames = moduleInstances(Index, T, B, ModPath);
  M.ClassBases = classBases(Index, T, B, ModPath);
  DiagsBeforePasses = M.Diags.size();
  return true;
}

void FileLowering::freshContext() {
  M.Diags.resize(DiagsBeforePasses);
  Ctx = std::make_unique<ModuleContext>(T, Apis, B, Index, Opts, M.Path, M);
  Ctx->SymbolPath = ModPath;
  std::vector<const apis::Library *> Used =
      usedLibraries(B, Apis, T.text(T.root()));
  Ctx->UntypedReceivers = untypedReceivers(Used, Apis);
  for (const apis::Library *L : Used)
    llvm::append_range(Ctx->FieldReceivers, L->UntypedReceivers);
  Ctx->NamesLibrary = !Used.empty();
  if (Used.empty())
    Ctx->FieldReceivers = Ctx->UntypedReceivers;
  if (!Ctx->UntypedReceivers.empty())
    Ctx->DefaultResource = Ctx->UntypedReceivers.front();
  Ctx->MentionsTslibHelpers = MentionsTslibHelpers;
  if (Index.DepthExceeded)
    Ctx->reportDepth(*Index.DepthExceeded);
  size_t N = Index.Functions.size();
  Ctx->ParamHints.assign(N, {});
  Ctx->Returns.assign(N, {});
}

FileLowering::Outcome FileLowering::runPasses(PassPlan &Plan, FactLog *Log) {
  freshContext();
  if (Log)
    Log->clear();
  M.TimedOut = false;
  ModuleContext &C = *Ctx;
  C.StackBase = reinterpret_cast<uintptr_t>(__builtin_frame_address(0));
  size_t N = Index.Functions.size();
  // Pass 0 learns facts (what functions return, what fields and module
  // variables hold, which parameters are tensors); each later pass lowers
  // with the previous one's facts complete. A pass can still learn more (a
  // tidy callback whose captured model became known), so passes repeat
  // until the facts stop changing, within MaxPasses.
  constexpr int MaxPasses = 4;
  std::string FactsBefore;
  std::vector<char> HandsCallback(N);
  FunctionFacts Scratch;
  // Without a log (the CLI), each function's lowering is traced, and a
  // later pass takes a function's last IR and changes when nothing it read
  // changed (FunctionTrace.h). The editor's log replays what it must itself.
  std::vector<FunctionTrace> Traces(Log ? 0 : N);
  for (int Pass = 0; Pass < MaxPasses; ++Pass) {
    if (!Plan.startPass(Pass))
      return Outcome::Abandoned;
    C.FinalPass = Pass >= 1;
    // Each pass lowers from the classification. A function the plan
    // replays is not lowered: its slot keeps its classification's
    // attributes (what a parent reads of its closures), and the plan's
    // caller fills it in. The editor replays nearly every function, so the
    // rest of the classification is not copied for those.
    bool Fresh = M.Functions.size() != N;
    if (Fresh)
      M.Functions.resize(N);
    for (ir::FunctionId Id = 0; Id < N; ++Id) {
      if (!Plan.replay(Id, Pass)) {
        if (!Traces.empty() && Pass > 0)
          Traces[Id].Lowered = std::move(M.Functions[Id]);
        M.Functions[Id] = Classified[Id];
      } else if (Fresh) {
        M.Functions[Id].Attrs = Classified[Id].Attrs;
      }
    }
    C.Captures.assign(N, {});
    C.CaptureDecls.assign(N, {});
    C.CallSites.assign(N, {});
    if (Log)
      Log->emplace_back(N);
    for (ir::FunctionId Id = 0; Id < N; ++Id) {
      FunctionFacts *Old = Plan.replay(Id, Pass);
      // The clock is read before each function lowered, and every so many
      // replayed (a replay is cheap; the clock is not free).
      if ((!Old || Id % 64 == 0) &&
          std::chrono::steady_clock::now() > Opts.Deadline) {
        M.Functions.clear();
        M.TimedOut = true;
        return Outcome::TimedOut;
      }
      FunctionFacts &Out = Log ? (*Log)[Pass][Id] : Scratch;
      if (Old) {
        for (const FactWrite &W : Old->Writes)
          C.apply(W);
        HandsCallback[Id] = Old->HandsCallbackToScope;
        if (Log)
          Out = std::move(*Old);
        continue;
      }
      if (!Traces.empty()) {
        FunctionTrace &Tr = Traces[Id];
        if (Pass > 0 && C.stillHolds(Tr, Id)) {
          M.Functions[Id] = Tr.Lowered;
          M.Functions[Id].Attrs.IsScopeCallback = Tr.ScopeCallbackAfter;
          C.replay(Tr, Traces);
          HandsCallback[Id] = handsCallbackToScope(M.Functions[Id]);
          ++Replayed;
          continue;
        }
        Tr.start(M.Functions[Id].Attrs, C.Captures[Id], C.CaptureDecls[Id],
                 C.ParamHints[Id]);
        C.Trace = &Tr;
      }
      Scratch.Writes.clear();
      C.Log = Log ? &Out : nullptr;
      lowerFunction(C, Id);
      M.Functions[Id].Rev = ir::Revision::next();
      C.Log = nullptr;
      if (C.Trace) {
        C.Trace->ScopeCallbackAfter = M.Functions[Id].Attrs.IsScopeCallback;
        C.Trace->Complete = true;
        C.Trace = nullptr;
      }
      HandsCallback[Id] = handsCallbackToScope(M.Functions[Id]);
      Out.HandsCallbackToScope = HandsCallback[Id];
      if (!Plan.lowered(Id, Pass, Out))
        return Outcome::Abandoned;
    }
    for (size_t I = 0; I < N; ++I)
      C.ParamHints[I] = paramHints(C.CallSites[I]);
    if (!Plan.endPass(Pass, C.ParamHints))
      return Outcome::Abandoned;
    if (!C.FinalPass && !learnedFacts(C, HandsCallback))
      break; // the second pass would lower every function the same way
    std::string FactsAfter = factsFingerprint(C);
    if (C.FinalPass && FactsAfter == FactsBefore)
      break; // another pass would lower every function the same way
    FactsBefore = std::move(FactsAfter);
  }
  return Outcome::Done;
}

} // namespace tensorlint::frontend::js
