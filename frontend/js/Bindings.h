//===- Bindings.h - Imports and requires of tensor libraries ----*- C++ -*-===//
//
// Which local names denote a tensor library namespace ("tf"), one function of
// it (import {tensor2d as t2}) or a function of another source file
// (import {f} from './helpers'). Resolved once per module from its import
// statements and `name = require('...')` declarations.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_FRONTEND_JS_BINDINGS_H
#define TENSORLINT_FRONTEND_JS_BINDINGS_H

#include "apis/ApiModel.h"
#include "frontend/js/Syntax.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"

#include <string>
#include <vector>

namespace tensorlint::frontend::js {

struct Binding {
  enum Kind : uint8_t {
    Namespace, ///< The library namespace: calls are Lib functions by path.
    Member,    ///< One library function or sub-namespace (Path).
    UserSymbol ///< A function exported by another source file (Symbol).
  } K = Namespace;
  const apis::Library *Lib = nullptr;
  std::string Path;   ///< Member: dotted path inside the library.
  std::string Symbol; ///< UserSymbol: "<resolved path>#<name>".
  friend bool operator==(const Binding &, const Binding &) = default;
};

class Bindings {
public:
  /// Collects imports/requires of Tree. ModulePath is the importing file,
  /// used to resolve relative specifiers.
  void collect(const SyntaxTree &Tree, llvm::StringRef ModulePath,
               const apis::ApiDatabase &Apis);

  const Binding *lookup(llvm::StringRef Name) const;
  /// Resolved module paths of user imports, in order of appearance.
  const std::vector<std::string> &importedModules() const { return Modules; }
  /// The symbols of user modules the names stand for ("<path>#name",
  /// "<path>#*", "<path>#default"), sorted, each once; not those of
  /// imports the file never uses.
  std::vector<std::string> importedSymbols() const;
  /// The API-model libraries the file imports, in order of appearance.
  llvm::ArrayRef<const apis::Library *> libraries() const { return Libs; }
  /// Whether the file imports or requires anything: it is a module, not a
  /// classic script sharing a page's global scope.
  bool importsModules() const { return ImportsModules; }
  /// The same names bound the same way, the same imports.
  bool sameAs(const Bindings &O) const;

private:
  void noteLibrary(const apis::Library *Lib);
  void addUserImport(llvm::StringRef Local, llvm::StringRef Imported,
                     llvm::StringRef Resolved);
  /// Base: the part of the namespace the module exports ("" for all of
  /// it, "data" for a submodule); Resolved: the path of a user module.
  void bindLibrary(TSNode Clause, const SyntaxTree &T, const apis::Library *Lib,
                   llvm::StringRef Base, llvm::StringRef Resolved);
  void bindPattern(TSNode Pattern, const SyntaxTree &T,
                   const apis::Library *Lib, llvm::StringRef Base,
                   llvm::StringRef Resolved);

  /// For each name bound to a whole module of the application (`import *
  /// as ui`): the members the file reads from it (`ui.draw`), so that
  /// importedSymbols() names them instead of the whole module. Left out of
  /// this map when the name is used otherwise (passed, aliased, indexed):
  /// then any member may be reached.
  void noteNamespaceMembers(const SyntaxTree &T);
  /// The imported names the file spells nowhere but in their imports
  /// (comments aside: `// train();` calls nothing): Unused. Statements:
  /// the import statements, and the declarators of requires.
  void noteUnusedImports(const SyntaxTree &T, llvm::StringRef ModulePath,
                         llvm::ArrayRef<TSNode> Statements);
  /// The symbols `export ... from './m'` hands on (ReExported).
  void noteReExports(const SyntaxTree &T, llvm::StringRef ModulePath);

  llvm::StringMap<Binding> Names;
  llvm::StringMap<llvm::SmallVector<std::string, 4>> NamespaceMembers;
  std::vector<std::string> ReExported; ///< "<path>#name", "<path>#*"
  /// Names of user imports used nowhere (noteUnusedImports): importing
  /// them reaches nothing, so importedSymbols() leaves them out.
  llvm::StringSet<> Unused;
  std::vector<std::string> Modules;
  std::vector<const apis::Library *> Libs;
  bool ImportsModules = false;
};

/// Whether the file's whole text is script (JS or TS), not a page or a
/// component file whose script is one part among markup.
bool wholeTextIsScript(llvm::StringRef Path);

/// Resolves a relative import specifier against the importing file's
/// directory, trying the usual extensions and index files. Returns the
/// specifier unchanged when it is not relative. The result is canonical
/// (canonicalModulePath) when the importer's path is.
std::string resolveModuleSpecifier(llvm::StringRef Importer,
                                   llvm::StringRef Spec);

} // namespace tensorlint::frontend::js

#endif
