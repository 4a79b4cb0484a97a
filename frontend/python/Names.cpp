//===- Names.cpp - What the names of a Python file stand for --------------===//

#include "frontend/python/Names.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

namespace tensorlint::frontend::python {

bool Names::imports(const apis::Library *L) const {
  return llvm::is_contained(Libs, L);
}

void Names::addImport(llvm::StringRef Local, llvm::StringRef Dotted,
                      const apis::ApiDatabase &Apis) {
  auto [Lib, Rest] = Apis.pythonModule(Dotted);
  if (!Lib)
    return;
  Bound[Local] = {Lib, Rest};
  if (!imports(Lib))
    Libs.push_back(Lib);
}

QualName Names::member(const QualName &Q, llvm::StringRef Name) const {
  QualName M = Q.member(Name);
  if (M.valid() && Apis && !M.ThroughInstance) {
    auto [Lib, Rest] = Apis->pythonReexport(*M.Lib, M.Path);
    M.Lib = Lib;
    M.Path = std::move(Rest);
  }
  return M;
}

QualName Names::resolve(llvm::ArrayRef<llvm::StringRef> Parts) const {
  if (Parts.empty())
    return {};
  auto It = Bound.find(Parts.front());
  if (It == Bound.end())
    return {};
  QualName Q = It->second;
  for (llvm::StringRef P : Parts.drop_front())
    Q = member(Q, P);
  return Q;
}

QualName Names::resolveExpr(TSNode N, const SyntaxTree &T) const {
  N = stripParens(N);
  // An instance is named by its class: `Flask(__name__)` is "Flask".
  if (is(N, "call")) {
    QualName Q = resolveExpr(field(N, "function"), T);
    if (Q.valid() && !Q.Instance)
      Q.Instance = true;
    return Q;
  }
  if (is(N, "attribute")) {
    // A member of an instance made inline: `gr.Button("Run").click`.
    TSNode Obj = stripParens(field(N, "object"));
    if (is(Obj, "call")) {
      QualName Q = resolveExpr(Obj, T);
      return Q.valid() ? member(Q, T.text(field(N, "attribute"))) : Q;
    }
  }
  llvm::SmallVector<llvm::StringRef, 4> Parts;
  if (!dottedParts(N, T, Parts))
    return {};
  return resolve(Parts);
}

std::string resolveModuleFile(llvm::StringRef Path, llvm::StringRef Dotted,
                              unsigned Level) {
  llvm::SmallString<256> Dir(llvm::sys::path::parent_path(Path));
  for (unsigned I = 1; I < Level; ++I)
    Dir = llvm::sys::path::parent_path(Dir);
  llvm::SmallString<128> Rel;
  llvm::SmallVector<llvm::StringRef, 4> Parts;
  Dotted.split(Parts, '.', -1, false);
  for (llvm::StringRef P : Parts)
    llvm::sys::path::append(Rel, P);
  // `pkg.mod` is pkg/mod.py, or the package pkg/mod/__init__.py.
  auto Candidate = [&](llvm::StringRef Base) {
    llvm::SmallString<256> F(Base);
    llvm::sys::path::append(F, Rel);
    llvm::SmallString<256> Package(F);
    F += ".py";
    llvm::sys::path::remove_dots(F, /*remove_dot_dot=*/true);
    llvm::sys::path::append(Package, "__init__.py");
    llvm::sys::path::remove_dots(Package, /*remove_dot_dot=*/true);
    if (!llvm::sys::fs::exists(F) && llvm::sys::fs::exists(Package))
      return std::string(Package);
    return std::string(F);
  };
  if (Level > 0)
    return Candidate(Dir);
  // Absolute: a package of the project, looked up from the file's
  // directory upwards (the project root is on the import path).
  for (unsigned Up = 0; Up < 16; ++Up) {
    std::string F = Candidate(Dir);
    if (llvm::sys::fs::exists(F))
      return F;
    if (Dir.empty() || Dir == "/" || Dir == ".")
      break;
    Dir = llvm::sys::path::parent_path(Dir);
  }
  return "";
}

void Names::collectImport(TSNode N, const SyntaxTree &T,
                          const apis::ApiDatabase &Apis) {
  for (TSNode C : namedChildren(N)) {
    llvm::StringRef Local, Dotted;
    if (is(C, "dotted_name")) {
      // `import torch.nn` binds `torch`.
      Dotted = T.text(C);
      Local = Dotted.split('.').first;
      addImport(Local, Local, Apis);
    } else if (is(C, "aliased_import")) {
      Local = T.text(field(C, "alias"));
      Dotted = T.text(field(C, "name"));
      addImport(Local, Dotted, Apis);
    } else {
      continue;
    }
    Imported.insert(Local);
    // `import models`, `import app.models as m`: a module of the project,
    // whose functions `models.load()` calls. (`import app.models` binds the
    // package `app`, not the module.)
    if (Dotted != Local && !is(C, "aliased_import"))
      continue;
    if (Apis.pythonModule(Dotted).first)
      continue;
    std::string File = resolveModuleFile(Path, Dotted, 0);
    if (File.empty() || !llvm::sys::fs::exists(File))
      continue;
    ModuleAliases[Local] = File;
    if (!llvm::is_contained(Modules, File))
      Modules.push_back(File);
  }
}

void Names::collectImportFrom(TSNode N, const SyntaxTree &T,
                              const apis::ApiDatabase &Apis) {
  TSNode Mod = field(N, "module_name");
  unsigned Level = 0;
  llvm::StringRef Dotted;
  if (is(Mod, "relative_import")) {
    for (TSNode C : allChildren(Mod)) {
      if (is(C, "import_prefix"))
        Level = static_cast<unsigned>(T.text(C).size());
      else if (is(C, "dotted_name"))
        Dotted = T.text(C);
    }
  } else {
    Dotted = T.text(Mod);
  }
  std::string File;
  bool Library = Level == 0 && Apis.pythonModule(Dotted).first;
  if (!Library && !Dotted.empty()) {
    File = resolveModuleFile(Path, Dotted, Level);
    if (!File.empty() && !llvm::is_contained(Modules, File))
      Modules.push_back(File);
  }
  uint32_t ModEnd = ts_node_end_byte(Mod);
  for (TSNode C : namedChildren(N)) {
    if (ts_node_start_byte(C) < ModEnd)
      continue; // the module name itself
    llvm::StringRef Name, Local;
    if (is(C, "dotted_name")) {
      Name = Local = T.text(C);
    } else if (is(C, "aliased_import")) {
      Name = T.text(field(C, "name"));
      Local = T.text(field(C, "alias"));
    } else {
      continue;
    }
    Imported.insert(Local);
    if (Library) {
      addImport(Local, (Dotted + "." + Name).str(), Apis);
      continue;
    }
    // `from . import views`: a module of the project, not a function.
    std::string Sub = resolveModuleFile(
        Path, Dotted.empty() ? Name.str() : (Dotted + "." + Name).str(), Level);
    if (!Sub.empty() && llvm::sys::fs::exists(Sub)) {
      ModuleAliases[Local] = Sub;
      if (!llvm::is_contained(Modules, Sub))
        Modules.push_back(Sub);
    } else if (!File.empty()) {
      Functions[Local] = {File, Name.str()};
    }
  }
}

/// Statements that run at top level: the module's, and those nested in its
/// compound statements (not in functions or classes).
template <typename Fn> static void forEachTopLevel(TSNode Root, Fn Visit) {
  llvm::SmallVector<TSNode, 32> Work{Root};
  while (!Work.empty()) {
    TSNode N = Work.pop_back_val();
    for (TSNode C : namedChildren(N)) {
      llvm::StringRef Ty = type(C);
      if (Ty == "function_definition" || Ty == "class_definition" ||
          Ty == "decorated_definition")
        continue;
      Visit(C);
      if (Ty == "if_statement" || Ty == "elif_clause" || Ty == "else_clause" ||
          Ty == "try_statement" || Ty == "except_clause" ||
          Ty == "finally_clause" || Ty == "with_statement" ||
          Ty == "for_statement" || Ty == "while_statement" || Ty == "block")
        Work.push_back(C);
    }
  }
}

void Names::collectModuleVariables(const SyntaxTree &T) {
  forEachTopLevel(T.root(), [&](TSNode S) {
    if (is(S, "expression_statement")) {
      TSNode A = ts_node_named_child(S, 0);
      if (!is(A, "assignment") || !is(field(A, "left"), "identifier"))
        return;
      ModuleVariables.insert(T.text(field(A, "left")));
      QualName Q = resolveExpr(field(A, "right"), T);
      if (Q.valid())
        Bound[T.text(field(A, "left"))] = Q;
      return;
    }
    if (!is(S, "with_statement"))
      return;
    // `with gr.Blocks() as demo:`
    for (TSNode Clause : namedChildren(S)) {
      if (!is(Clause, "with_clause"))
        continue;
      for (TSNode Item : namedChildren(Clause)) {
        TSNode V = field(Item, "value");
        if (!is(V, "as_pattern"))
          continue;
        TSNode Target = field(V, "alias");
        TSNode Name = ts_node_named_child(Target, 0);
        QualName Q = resolveExpr(ts_node_named_child(V, 0), T);
        if (Q.valid() && is(Name, "identifier"))
          Bound[T.text(Name)] = Q;
      }
    }
  });
}

void Names::collectClasses(const SyntaxTree &T) {
  llvm::SmallVector<TSNode, 32> Work{T.root()};
  llvm::StringMap<std::string> LocalBase; // class -> a class of this file
  while (!Work.empty()) {
    TSNode N = Work.pop_back_val();
    for (TSNode C : namedChildren(N)) {
      if (is(C, "decorated_definition"))
        C = field(C, "definition");
      if (is(C, "class_definition")) {
        llvm::StringRef Name = T.text(field(C, "name"));
        ClassInfo &CI = Classes[Name];
        CI.Node = C;
        for (TSNode B : namedChildren(field(C, "superclasses"))) {
          QualName Q = resolveExpr(B, T);
          if (Q.valid()) {
            CI.Base = Q;
            break;
          }
          if (is(B, "identifier") && LocalBase.find(Name) == LocalBase.end())
            LocalBase[Name] = T.text(B).str();
        }
        Work.push_back(field(C, "body"));
      } else if (!is(C, "function_definition") &&
                 ts_node_named_child_count(C)) {
        Work.push_back(C);
      }
    }
  }
  // Bases through classes of this file (a few levels).
  for (int Round = 0; Round < 4; ++Round)
    for (auto &[Name, Base] : LocalBase) {
      auto Own = Classes.find(Name);
      auto Of = Classes.find(Base);
      if (Own != Classes.end() && Of != Classes.end() &&
          !Own->second.Base.valid())
        Own->second.Base = Of->second.Base;
    }
}

void Names::collect(const SyntaxTree &T, const apis::ApiDatabase &Apis,
                    llvm::StringRef P) {
  Path = P.str();
  this->Apis = &Apis;
  llvm::SmallVector<TSNode, 64> Work{T.root()};
  while (!Work.empty()) {
    TSNode N = Work.pop_back_val();
    for (TSNode C : namedChildren(N)) {
      llvm::StringRef Ty = type(C);
      if (Ty == "import_statement")
        collectImport(C, T, Apis);
      else if (Ty == "import_from_statement")
        collectImportFrom(C, T, Apis);
      else if (Ty != "expression_statement" && Ty != "comment" &&
               ts_node_named_child_count(C))
        Work.push_back(C); // statements that may hold imports
    }
  }
  collectModuleVariables(T);
  collectClasses(T);
}

} // namespace tensorlint::frontend::python
