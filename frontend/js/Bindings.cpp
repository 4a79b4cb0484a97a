//===- Bindings.cpp - Imports and requires of tensor libraries ------------===//

#include "frontend/js/Bindings.h"

#include "frontend/js/JsQueries.inc"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <memory>
#include <mutex>
#include <optional>

namespace tensorlint::frontend::js {

namespace path = llvm::sys::path;

std::string resolveModuleSpecifier(llvm::StringRef Importer,
                                   llvm::StringRef Spec) {
  if (!Spec.starts_with("./") && !Spec.starts_with("../") && Spec != "." &&
      Spec != "..")
    return Spec.str();
  llvm::SmallString<256> Base(path::parent_path(Importer));
  path::append(Base, Spec);
  path::remove_dots(Base, /*remove_dot_dot=*/true);
  static const char *const Exts[] = {".js",  ".ts",  ".tsx",
                                     ".mjs", ".cjs", ".jsx"};
  // An explicit extension that exists wins; then file + ext; then index.*.
  if (path::has_extension(Base) && llvm::sys::fs::is_regular_file(Base))
    return std::string(Base);
  for (const char *E : Exts) {
    llvm::SmallString<256> C(Base);
    C += E;
    if (llvm::sys::fs::is_regular_file(C))
      return std::string(C);
  }
  for (const char *E : Exts) {
    llvm::SmallString<256> C(Base);
    path::append(C, llvm::Twine("index") + E);
    if (llvm::sys::fs::is_regular_file(C))
      return std::string(C);
  }
  // Not on disk (yet): name it as the importer's language would.
  if (!path::has_extension(Base))
    Base += path::extension(Importer);
  return std::string(Base);
}

bool Bindings::sameAs(const Bindings &O) const {
  if (Modules != O.Modules || Libs != O.Libs || Names.size() != O.Names.size())
    return false;
  for (const auto &E : Names) {
    auto It = O.Names.find(E.getKey());
    if (It == O.Names.end() || !(It->second == E.second))
      return false;
  }
  return true;
}

const Binding *Bindings::lookup(llvm::StringRef Name) const {
  auto It = Names.find(Name);
  return It == Names.end() ? nullptr : &It->second;
}

void Bindings::addUserImport(llvm::StringRef Local, llvm::StringRef Imported,
                             llvm::StringRef Resolved) {
  Binding B;
  B.K = Binding::UserSymbol;
  B.Symbol = (Resolved + "#" + Imported).str();
  Names[Local] = B;
}

// import_clause: `x` (default), `* as ns`, `{a, b as c}`.
/// What a name bound to the whole import of a library module stands for:
/// the namespace, or for a submodule (`import * as tfd from
/// '@tensorflow/tfjs-data'`) the part of it the submodule exports.
static Binding wholeModule(const apis::Library *Lib, llvm::StringRef Base) {
  if (Base.empty())
    return Binding{Binding::Namespace, Lib, "", ""};
  return Binding{Binding::Member, Lib, Base.str(), ""};
}

/// A name imported from a library module: Imported below the module's part.
static Binding importedMember(const apis::Library *Lib, llvm::StringRef Base,
                              llvm::StringRef Imported) {
  return Binding{Binding::Member, Lib,
                 Base.empty() ? Imported.str() : (Base + "." + Imported).str(),
                 ""};
}

void Bindings::noteLibrary(const apis::Library *Lib) {
  if (Lib && !llvm::is_contained(Libs, Lib))
    Libs.push_back(Lib);
}

void Bindings::bindLibrary(TSNode Clause, const SyntaxTree &T,
                           const apis::Library *Lib, llvm::StringRef Base,
                           llvm::StringRef Resolved) {
  noteLibrary(Lib);
  for (TSNode C : namedChildren(Clause)) {
    llvm::StringRef Ty = type(C);
    if (Ty == "identifier") { // default import: the namespace for libraries
      if (Lib)
        Names[T.text(C)] = wholeModule(Lib, Base);
      else
        addUserImport(T.text(C), "default", Resolved);
    } else if (Ty == "namespace_import") {
      TSNode Id = ts_node_named_child(C, 0);
      if (Lib && !isNull(Id))
        Names[T.text(Id)] = wholeModule(Lib, Base);
      else if (!isNull(Id)) // a module of the application: its types
        addUserImport(T.text(Id), "*", Resolved);
    } else if (Ty == "named_imports") {
      for (TSNode S : namedChildren(C)) {
        if (!is(S, "import_specifier"))
          continue;
        TSNode Name = field(S, "name"), Alias = field(S, "alias");
        llvm::StringRef Imported = T.text(Name);
        llvm::StringRef Local = isNull(Alias) ? Imported : T.text(Alias);
        if (Lib)
          Names[Local] = importedMember(Lib, Base, Imported);
        else
          addUserImport(Local, Imported, Resolved);
      }
    }
  }
}

// The left side of `= require(...)`: an identifier or an object pattern.
void Bindings::bindPattern(TSNode Pattern, const SyntaxTree &T,
                           const apis::Library *Lib, llvm::StringRef Base,
                           llvm::StringRef Resolved) {
  noteLibrary(Lib);
  if (is(Pattern, "identifier")) {
    if (Lib)
      Names[T.text(Pattern)] = wholeModule(Lib, Base);
    else
      addUserImport(T.text(Pattern), "default", Resolved);
    return;
  }
  if (!is(Pattern, "object_pattern"))
    return;
  for (TSNode P : namedChildren(Pattern)) {
    llvm::StringRef Imported, Local;
    if (is(P, "shorthand_property_identifier_pattern")) {
      Imported = Local = T.text(P);
    } else if (is(P, "pair_pattern")) {
      TSNode K = field(P, "key"), V = field(P, "value");
      if (!is(V, "identifier"))
        continue;
      Imported = T.text(K);
      Local = T.text(V);
    } else {
      continue;
    }
    if (Lib)
      Names[Local] = importedMember(Lib, Base, Imported);
    else
      addUserImport(Local, Imported, Resolved);
  }
}

namespace {
struct QueryDeleter {
  void operator()(TSQuery *Q) const { ts_query_delete(Q); }
};
struct CursorDeleter {
  void operator()(TSQueryCursor *C) const { ts_query_cursor_delete(C); }
};
} // namespace

/// Compiling a query costs far more than running it (ts_query_new analyses
/// the grammar's whole state table: it was ~70% of the run time when done per
/// file), so each grammar's query is compiled once per process and shared. A
/// TSQuery is immutable after creation and may be used from several threads;
/// only cursors are per call.
static const TSQuery *bindingsQuery(const TSLanguage *Lang) {
  static std::mutex Lock;
  static llvm::SmallVector<
      std::pair<const TSLanguage *, std::unique_ptr<TSQuery, QueryDeleter>>, 3>
      Compiled;
  std::lock_guard<std::mutex> Guard(Lock);
  for (const auto &[L, Q] : Compiled)
    if (L == Lang)
      return Q.get();
  uint32_t ErrOffset = 0;
  TSQueryError Err = TSQueryErrorNone;
  llvm::StringRef Src = queries::Bindings;
  Compiled.emplace_back(
      Lang, std::unique_ptr<TSQuery, QueryDeleter>(
                ts_query_new(Lang, Src.data(), Src.size(), &ErrOffset, &Err)));
  return Compiled.back().second.get();
}

/// Whether Text has `require` as a word followed by `(` (the word alone is
/// common in comments: "is required").
static bool mayCallRequire(llvm::StringRef Text) {
  constexpr llvm::StringLiteral Word = "require";
  for (size_t At = Text.find(Word); At != llvm::StringRef::npos;
       At = Text.find(Word, At + Word.size())) {
    char Before = At ? Text[At - 1] : ' ';
    if (llvm::isAlnum(Before) || Before == '_' || Before == '$' ||
        Before == '.')
      continue;
    if (Text.drop_front(At + Word.size()).ltrim().starts_with("("))
      return true;
  }
  return false;
}

/// The byte where the bindings query can stop, or nullopt when nothing can
/// match. Walking the whole tree with a query cursor cost a tenth of the
/// frontend's time, and most of it is wasted: imports are top-level
/// statements, normally at the head of the file, and a `require` call (which
/// may appear anywhere) cannot exist without the word in the text.
static std::optional<uint32_t> bindingsEnd(const SyntaxTree &T) {
  TSNode Root = T.root();
  if (mayCallRequire(T.text(Root)))
    return ts_node_end_byte(Root);
  std::optional<uint32_t> End;
  for (TSNode N : T.topLevel())
    if (is(N, "import_statement"))
      End = ts_node_end_byte(N);
  return End;
}

void Bindings::collect(const SyntaxTree &T, llvm::StringRef ModulePath,
                       const apis::ApiDatabase &Apis) {
  const TSQuery *Q = bindingsQuery(T.language());
  if (!Q) // A grammar/query mismatch is a build problem; fail soft.
    return;
  std::optional<uint32_t> End = bindingsEnd(T);
  if (!End)
    return;
  std::unique_ptr<TSQueryCursor, CursorDeleter> Cur(ts_query_cursor_new());
  ts_query_cursor_set_byte_range(Cur.get(), 0, *End);
  ts_query_cursor_exec(Cur.get(), Q, T.root());
  TSQueryMatch M;
  while (ts_query_cursor_next_match(Cur.get(), &M)) {
    TSNode Import{}, Require{}, Source{}, Pattern{}, Callee{};
    bool HaveImport = false, HaveRequire = false;
    for (uint16_t I = 0; I < M.capture_count; ++I) {
      uint32_t Len = 0;
      // Two statements: Len is written by the call.
      const char *Ptr =
          ts_query_capture_name_for_id(Q, M.captures[I].index, &Len);
      llvm::StringRef Name(Ptr, Len);
      TSNode N = M.captures[I].node;
      if (Name == "import") {
        Import = N;
        HaveImport = true;
      } else if (Name == "require") {
        Require = N;
        HaveRequire = true;
      } else if (Name == "source") {
        Source = N;
      } else if (Name == "pattern") {
        Pattern = N;
      } else if (Name == "callee") {
        Callee = N;
      }
    }
    llvm::StringRef Spec = T.text(Source);
    const apis::Library *Lib = Apis.libraryForModule(Spec);
    llvm::StringRef Base = Lib ? Apis.modulePath(Spec) : llvm::StringRef();
    std::string Resolved;
    if (!Lib) {
      if (!Spec.starts_with("."))
        continue; // a package we know nothing about
      Resolved = resolveModuleSpecifier(ModulePath, Spec);
    }
    size_t Before = Names.size();
    if (HaveImport) {
      for (TSNode C : namedChildren(Import))
        if (is(C, "import_clause"))
          bindLibrary(C, T, Lib, Base, Resolved);
    } else if (HaveRequire && T.text(Callee) == "require") {
      (void)Require;
      bindPattern(Pattern, T, Lib, Base, Resolved);
    }
    if (!Lib && Names.size() != Before &&
        std::find(Modules.begin(), Modules.end(), Resolved) == Modules.end())
      Modules.push_back(Resolved);
  }
}

} // namespace tensorlint::frontend::js
