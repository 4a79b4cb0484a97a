//===- Bindings.cpp - Imports and requires of tensor libraries ------------===//

#include "frontend/js/Bindings.h"

#include "frontend/FileProbe.h"
#include "frontend/TextSearch.h"
#include "frontend/js/NameUses.h"
#include "frontend/treesitter/VisibleWalk.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Path.h"

#include <algorithm>
#include <memory>
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
  if (path::has_extension(Base) && FileProbe::isRegularFile(Base))
    return std::string(Base);
  for (const char *E : Exts) {
    llvm::SmallString<256> C(Base);
    C += E;
    if (FileProbe::isRegularFile(C))
      return std::string(C);
  }
  for (const char *E : Exts) {
    llvm::SmallString<256> C(Base);
    path::append(C, llvm::Twine("index") + E);
    if (FileProbe::isRegularFile(C))
      return std::string(C);
  }
  // Not on disk (yet): name it as the importer's language would.
  if (!path::has_extension(Base))
    Base += path::extension(Importer);
  return std::string(Base);
}

bool wholeTextIsScript(llvm::StringRef Path) {
  return llvm::is_contained(
      {".js", ".mjs", ".cjs", ".ts", ".mts", ".cts", ".jsx", ".tsx"},
      llvm::sys::path::extension(Path));
}

bool Bindings::sameAs(const Bindings &O) const {
  if (Modules != O.Modules || Libs != O.Libs ||
      ImportsModules != O.ImportsModules || Names.size() != O.Names.size() ||
      Unused.size() != O.Unused.size() ||
      llvm::any_of(Unused, [&](const auto &U) {
        return !O.Unused.contains(U.getKey());
      }))
    return false;
  for (const auto &E : Names) {
    auto It = O.Names.find(E.getKey());
    if (It == O.Names.end() || !(It->second == E.second))
      return false;
  }
  return true;
}

std::vector<std::string> Bindings::importedSymbols() const {
  std::vector<std::string> Out;
  for (const auto &KV : Names) {
    if (KV.second.K != Binding::UserSymbol || Unused.contains(KV.first()))
      continue;
    auto Members = NamespaceMembers.find(KV.first());
    if (Members == NamespaceMembers.end()) {
      Out.push_back(KV.second.Symbol);
      continue;
    }
    llvm::StringRef Path = llvm::StringRef(KV.second.Symbol).drop_back(2);
    for (const std::string &Member : Members->second)
      Out.push_back((Path + "#" + Member).str());
  }
  Out.insert(Out.end(), ReExported.begin(), ReExported.end());
  llvm::sort(Out);
  Out.erase(std::unique(Out.begin(), Out.end()), Out.end());
  return Out;
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

/// Whether Text has `require` as a word, not a member, followed by `(`
/// (the word alone is common in comments: "is required").
static bool mayCallRequire(llvm::StringRef Text) {
  constexpr llvm::StringLiteral Word = "require";
  bool Found = false;
  forEachWord(Text, Word, Text.size(), [&](size_t At) {
    Found = (!At || Text[At - 1] != '.') &&
            Text.drop_front(At + Word.size()).ltrim().starts_with("(");
    return !Found;
  });
  return Found;
}

/// The byte where bindings can stop being looked for, or nullopt when none
/// can be there: imports are top-level statements, normally at the head of
/// the file, and a `require` call (which may appear anywhere) cannot exist
/// without the word in the text.
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

namespace {
/// One statement that can bind a module: an import, or a variable declared
/// from a call of an identifier with a string first argument (`const tf =
/// require('...')`, `const {a: b} = require('...')`).
struct BindingSite {
  /// The import_statement, or the variable_declarator of a require.
  TSNode Stmt{};
  bool IsImport = false;
  TSNode Pattern{}; ///< A require's: what the result is bound to.
  TSNode Source{};  ///< The module specifier's string_fragment.
};

/// The string_fragment children of a string node.
llvm::SmallVector<TSNode, 1> fragments(TSNode String) {
  llvm::SmallVector<TSNode, 1> Out;
  if (is(String, "string"))
    for (TSNode C : namedChildren(String))
      if (is(C, "string_fragment"))
        Out.push_back(C);
  return Out;
}

/// The node of T that begins at byte At with the keyword or identifier
/// Word there, and its parent: null nodes when there is none.
std::pair<TSNode, TSNode> wordAt(const SyntaxTree &T, uint32_t At,
                                 llvm::StringRef Word) {
  TSNode N = ts_node_descendant_for_byte_range(T.root(), At,
                                               At + uint32_t(Word.size()));
  if (isNull(N) || ts_node_start_byte(N) != At ||
      ts_node_end_byte(N) != At + Word.size())
    return {};
  return {N, ts_node_parent(N)};
}

/// The statements of T before End that can bind a module, in source order.
/// They are found from the words that begin them in the text (`import`,
/// and the callee's name `require`, the only one collect() binds) instead
/// of with a tree-sitter query: compiling the query analyses the grammar's
/// whole parse table, which made up two thirds of checking one small file.
std::vector<BindingSite> bindingSites(const SyntaxTree &T, uint32_t End) {
  std::vector<BindingSite> Out;
  llvm::StringRef Text = T.source();
  // An import statement begins with its keyword.
  forEachWord(Text, "import", End, [&](size_t At) {
    auto [Keyword, Stmt] = wordAt(T, uint32_t(At), "import");
    if (is(Stmt, "import_statement") && ts_node_start_byte(Stmt) == At)
      for (TSNode Frag : fragments(field(Stmt, "source")))
        Out.push_back({Stmt, true, {}, Frag});
    return true;
  });
  // name = require('...'): the callee's name is in the text.
  forEachWord(Text, "require", End, [&](size_t At) {
    auto [Callee, Call] = wordAt(T, uint32_t(At), "require");
    if (!is(Callee, "identifier") || !is(Call, "call_expression") ||
        key(field(Call, "function")) != key(Callee))
      return true;
    TSNode Decl = ts_node_parent(Call);
    if (!is(Decl, "variable_declarator") ||
        key(field(Decl, "value")) != key(Call))
      return true;
    TSNode Pattern = field(Decl, "name");
    TSNode First = ts_node_named_child(field(Call, "arguments"), 0);
    if (isNull(Pattern) || !ts_node_is_named(Pattern))
      return true;
    for (TSNode Frag : fragments(First))
      Out.push_back({Decl, false, Pattern, Frag});
    return true;
  });
  llvm::stable_sort(Out, [](const BindingSite &A, const BindingSite &B) {
    return ts_node_start_byte(A.Stmt) < ts_node_start_byte(B.Stmt);
  });
  return Out;
}
} // namespace

void Bindings::collect(const SyntaxTree &T, llvm::StringRef ModulePath,
                       const apis::ApiDatabase &Apis) {
  noteReExports(T, ModulePath);
  std::optional<uint32_t> End = bindingsEnd(T);
  if (!End)
    return;
  // Where each binds its names: an import statement, or a require's
  // declarator (not its whole declaration, which may use them).
  llvm::SmallVector<TSNode, 8> Statements;
  for (const BindingSite &S : bindingSites(T, *End)) {
    Statements.push_back(S.Stmt);
    ImportsModules = true;
    llvm::StringRef Spec = T.text(S.Source);
    const apis::Library *Lib = Apis.libraryForModule(Spec);
    llvm::StringRef Base = Lib ? Apis.modulePath(Spec) : llvm::StringRef();
    std::string Resolved;
    if (!Lib) {
      if (!Spec.starts_with("."))
        continue; // a package we know nothing about
      Resolved = resolveModuleSpecifier(ModulePath, Spec);
    }
    size_t Before = Names.size();
    if (S.IsImport) {
      for (TSNode C : namedChildren(S.Stmt))
        if (is(C, "import_clause"))
          bindLibrary(C, T, Lib, Base, Resolved);
    } else {
      bindPattern(S.Pattern, T, Lib, Base, Resolved);
    }
    if (!Lib && Names.size() != Before &&
        std::find(Modules.begin(), Modules.end(), Resolved) == Modules.end())
      Modules.push_back(Resolved);
  }
  // `const done = finish;`: done names what the import finish names.
  forEachTopLevelAlias(T, [&](llvm::StringRef Alias, llvm::StringRef Target) {
    if (Names.count(Alias))
      return;
    if (const Binding *B = lookup(Target)) {
      Binding Copy = *B; // (inserting may move the map's entries)
      Names[Alias] = std::move(Copy);
    }
  });
  noteNamespaceMembers(T);
  noteUnusedImports(T, ModulePath, Statements);
}

void Bindings::noteUnusedImports(const SyntaxTree &T,
                                 llvm::StringRef ModulePath,
                                 llvm::ArrayRef<TSNode> Statements) {
  // Only where the whole text is the script: a component file's template
  // (`<Chart />`, `{{ format(x) }}`) uses its imports outside the script.
  if (!wholeTextIsScript(ModulePath))
    return;
  llvm::StringMap<NameUses> All, InImports;
  for (const auto &KV : Names)
    if (KV.second.K == Binding::UserSymbol)
      All[KV.first()] = InImports[KV.first()] = {};
  if (All.empty())
    return;
  countNameUses(T, T.source(), 0, All);
  for (TSNode Stmt : Statements)
    countNameUses(T, T.text(Stmt), ts_node_start_byte(Stmt), InImports);
  for (const auto &KV : All)
    if (KV.second.InCode <= InImports[KV.first()].InCode)
      Unused.insert(KV.first());
}

void Bindings::noteReExports(const SyntaxTree &T, llvm::StringRef ModulePath) {
  // `export {draw} from './ui'`, `export * from './ui'`: whoever imports
  // this module reaches those of the other.
  for (TSNode N : T.topLevel()) {
    if (!is(N, "export_statement"))
      continue;
    llvm::SmallVector<TSNode, 1> Source = fragments(field(N, "source"));
    if (Source.empty() || !T.text(Source[0]).starts_with("."))
      continue;
    std::string Resolved =
        resolveModuleSpecifier(ModulePath, T.text(Source[0]));
    llvm::SmallVector<std::string, 4> Handed;
    for (TSNode C : allChildren(N)) {
      if (is(C, "export_clause")) {
        for (TSNode S : namedChildren(C))
          if (TSNode Name = field(S, "name"); !isNull(Name))
            Handed.push_back(T.text(Name).str());
      } else if (is(C, "*") || is(C, "namespace_export")) {
        Handed.push_back("*");
      }
    }
    for (const std::string &Name : Handed)
      ReExported.push_back(Resolved + "#" + Name);
  }
}

namespace {
/// The walk of noteNamespaceMembers: each identifier that is one of the
/// names, and its parent (kept on a stack: ts_node_parent searches from
/// the root).
struct NamespaceUseWalk {
  const SyntaxTree &T;
  llvm::StringMap<std::optional<llvm::SmallVector<std::string, 4>>> Uses;
  std::vector<TSNode> Parents;

  void use(TSNode Id) {
    auto It = Uses.find(T.text(Id));
    if (It == Uses.end() || !It->second || Parents.empty())
      return;
    TSNode P = Parents.back();
    // `import * as ui`: the binding itself.
    if (is(P, "namespace_import"))
      return;
    // ui.draw(...), ui.draw, and TypeScript's ui.Type.
    TSNode Member{};
    if (is(P, "member_expression") && key(field(P, "object")) == key(Id))
      Member = field(P, "property");
    else if (is(P, "nested_type_identifier") &&
             key(field(P, "module")) == key(Id))
      Member = field(P, "name");
    if (!isNull(Member) &&
        (is(Member, "property_identifier") || is(Member, "type_identifier"))) {
      std::string Name = T.text(Member).str();
      if (!llvm::is_contained(*It->second, Name))
        It->second->push_back(std::move(Name));
      return;
    }
    It->second.reset(); // used whole
  }
};
} // namespace

void Bindings::noteNamespaceMembers(const SyntaxTree &T) {
  NamespaceUseWalk W{T, {}, {}};
  for (const auto &KV : Names)
    if (KV.second.K == Binding::UserSymbol &&
        llvm::StringRef(KV.second.Symbol).ends_with("#*"))
      W.Uses[KV.first()].emplace();
  if (W.Uses.empty())
    return;
  TLVisibleWalker Walker;
  Walker.payload = &W;
  Walker.visit = [](void *P, TSNode N) {
    auto &W = *static_cast<NamespaceUseWalk *>(P);
    if (is(N, "identifier"))
      W.use(N);
    return true;
  };
  Walker.down = [](void *P, TSNode N) {
    static_cast<NamespaceUseWalk *>(P)->Parents.push_back(N);
  };
  Walker.up = [](void *P, TSNode) {
    static_cast<NamespaceUseWalk *>(P)->Parents.pop_back();
  };
  tl_walk_visible(T.root(), &Walker);
  for (auto &KV : W.Uses)
    if (KV.second)
      NamespaceMembers[KV.first()] = std::move(*KV.second);
}

} // namespace tensorlint::frontend::js
