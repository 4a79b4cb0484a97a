//===- Names.h - What the names of a Python file stand for ------*- C++ -*-===//
//
// Python code names library objects through imports (`import tensorflow as
// tf`, `from torch import nn`, `from flask import Flask`) and through module
// variables made from them (`app = Flask(__name__)`). A QualName is such an
// object as the API models name it: a library and a dotted path below its
// namespace ("Flask" of flask; an instance is named by its class, so
// `app.route` is "Flask.route"). The file's classes are collected too, with
// the library class each one extends (`class Net(nn.Module)`).
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_FRONTEND_PYTHON_NAMES_H
#define TENSORLINT_FRONTEND_PYTHON_NAMES_H

#include "frontend/python/PySyntax.h"

#include "apis/ApiModel.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"

#include <string>
#include <vector>

namespace tensorlint::frontend::python {

struct QualName {
  const apis::Library *Lib = nullptr;
  std::string Path; ///< Below the namespace; "" is the namespace itself.
  /// An instance of the class Path (`Flask(__name__)`), not Path itself.
  bool Instance = false;
  /// Reached through an instance (`mnist.train.next_batch` with `mnist` an
  /// instance): no function of the namespace, whatever its path says.
  bool ThroughInstance = false;
  bool valid() const { return Lib != nullptr; }
  /// The name of member Name of this object (of its class, for an
  /// instance: `app.route` is "Flask.route").
  QualName member(llvm::StringRef Name) const {
    return {Lib, Path.empty() ? Name.str() : Path + "." + Name.str(), false,
            Instance || ThroughInstance};
  }
};

/// A class of this file.
struct ClassInfo {
  TSNode Node{};
  /// The library class it extends (directly, or through a class of this
  /// file), if any.
  QualName Base;
};

/// An imported function of another file of the run (`from .model import
/// load`): its module's path and name there.
struct ImportedFunction {
  std::string Module; ///< Canonical path of the file.
  std::string Name;
};

class Names {
public:
  /// Collects the file's imports (at any depth: imports inside functions
  /// count too) and classes, and the library objects its module variables
  /// are made from. Path: the file's canonical path (relative imports).
  void collect(const SyntaxTree &T, const apis::ApiDatabase &Apis,
               llvm::StringRef Path);

  /// Member Name of Q, in the library that really has it (re-exports).
  QualName member(const QualName &Q, llvm::StringRef Name) const;
  /// The library object Parts (a dotted name as written) stands for, if
  /// its first name is an import or a module variable made from one.
  QualName resolve(llvm::ArrayRef<llvm::StringRef> Parts) const;
  /// The library object expression N (a dotted name, or a call of one: an
  /// instance) stands for.
  QualName resolveExpr(TSNode N, const SyntaxTree &T) const;

  const ClassInfo *classNamed(llvm::StringRef Name) const {
    auto It = Classes.find(Name);
    return It == Classes.end() ? nullptr : &It->second;
  }
  /// Every name imported from another file of the run, by local name.
  const llvm::StringMap<ImportedFunction> &importedFunctions() const {
    return Functions;
  }
  const ImportedFunction *importedFunction(llvm::StringRef Name) const {
    auto It = Functions.find(Name);
    return It == Functions.end() ? nullptr : &It->second;
  }
  /// The file a name imported as a module of the project stands for
  /// (`from . import views`), or "".
  llvm::StringRef importedModuleFile(llvm::StringRef Name) const {
    auto It = ModuleAliases.find(Name);
    return It == ModuleAliases.end() ? llvm::StringRef()
                                     : llvm::StringRef(It->second);
  }
  /// The libraries the file imports, in import order.
  const std::vector<const apis::Library *> &libraries() const { return Libs; }
  /// The modules of other files of the run that the file imports from.
  const std::vector<std::string> &importedModules() const { return Modules; }
  bool imports(const apis::Library *L) const;
  /// Whether the file binds Name by an import (of any module).
  /// Whether the module's own code (not a function's or a class's) assigns
  /// Name: a variable every function of the file shares.
  bool isModuleVariable(llvm::StringRef Name) const {
    return ModuleVariables.count(Name) != 0;
  }
  bool isImported(llvm::StringRef Name) const {
    return Imported.count(Name) != 0;
  }

private:
  void addImport(llvm::StringRef Local, llvm::StringRef Dotted,
                 const apis::ApiDatabase &Apis);
  void collectImport(TSNode N, const SyntaxTree &T,
                     const apis::ApiDatabase &Apis);
  void collectImportFrom(TSNode N, const SyntaxTree &T,
                         const apis::ApiDatabase &Apis);
  void collectModuleVariables(const SyntaxTree &T);
  void collectClasses(const SyntaxTree &T);

  llvm::StringMap<QualName> Bound;
  llvm::StringSet<> Imported;
  llvm::StringSet<> ModuleVariables;
  llvm::StringMap<ClassInfo> Classes;
  llvm::StringMap<ImportedFunction> Functions;
  llvm::StringMap<std::string> ModuleAliases;
  std::vector<const apis::Library *> Libs;
  std::vector<std::string> Modules;
  std::string Path;
  const apis::ApiDatabase *Apis = nullptr;
};

/// The canonical path of the file a `from X import` names, seen from the
/// file at Path: relative (`.model`, `..utils.io`) from its directory;
/// absolute (`app.model`) from its directory or the nearest directory above
/// it where the file exists. "" when not found.
std::string resolveModuleFile(llvm::StringRef Path, llvm::StringRef Dotted,
                              unsigned Level);

} // namespace tensorlint::frontend::python

#endif // TENSORLINT_FRONTEND_PYTHON_NAMES_H
