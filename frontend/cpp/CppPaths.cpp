//===- CppPaths.cpp - C/C++ file names, without Clang ---------------------===//
//
// What the language table and the lowering module both need about C/C++
// paths. No Clang here: the CLI links this file, and loads Clang only when
// it lowers a C/C++ file (ClangLoader.cpp).
//
//===----------------------------------------------------------------------===//

#include "frontend/cpp/CppFrontend.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

namespace tensorlint::frontend::cpp {

bool hasCppExtension(llvm::StringRef Path) {
  llvm::StringRef Ext = llvm::sys::path::extension(Path);
  return llvm::StringSwitch<bool>(Ext.lower())
      .Cases(".c", ".cc", ".cpp", ".cxx", ".c++", true)
      .Cases(".h", ".hh", ".hpp", ".hxx", true)
      .Default(false);
}

bool isHeaderPath(llvm::StringRef Path) {
  return llvm::StringSwitch<bool>(llvm::sys::path::extension(Path).lower())
      .Cases(".h", ".hh", ".hpp", ".hxx", true)
      .Default(false);
}

void setModulePath(ir::Module &M, llvm::StringRef Path) {
  // Parts in the main file's directory tree are named as the main file is
  // ("src/rwkv.cpp" includes "src/rwkv_eval.inc").
  llvm::SmallString<256> OldDir(llvm::sys::path::parent_path(M.Path));
  llvm::sys::fs::make_absolute(OldDir);
  llvm::sys::path::remove_dots(OldDir, /*remove_dot_dot=*/true);
  std::string Prefix = (OldDir + llvm::sys::path::get_separator()).str();
  for (std::string &Part : M.Parts) {
    llvm::SmallString<256> Clean(Part);
    llvm::sys::path::remove_dots(Clean, /*remove_dot_dot=*/true);
    Part = Clean.str().str();
    if (!llvm::StringRef(Part).starts_with(Prefix))
      continue;
    llvm::SmallString<256> Named(llvm::sys::path::parent_path(Path));
    llvm::sys::path::append(Named, llvm::StringRef(Part).substr(Prefix.size()));
    Part = Named.str().str();
  }
  M.Path = Path.str();
}

} // namespace tensorlint::frontend::cpp
