//===- CppFrontend.h - C/C++ to IR via Clang --------------------*- C++ -*-===//
//
// Only this header is included by code outside frontend/cpp and checks/: it
// keeps the Clang headers (slow to compile) out of the rest of the project.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_FRONTEND_CPP_CPPFRONTEND_H
#define TENSORLINT_FRONTEND_CPP_CPPFRONTEND_H

#include "apis/ApiModel.h"
#include "ir/IR.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <optional>
#include <string>
#include <vector>

namespace tensorlint::frontend::cpp {

/// True for .c .cc .cpp .cxx .c++ .h .hh .hpp .hxx.
bool hasCppExtension(llvm::StringRef Path);

struct CppOptions {
  /// -p: a directory holding compile_commands.json. Empty: search the file's
  /// parent directories for one.
  std::string BuildDir;
  /// Flags given after `--` on the command line; used when non-empty (and
  /// appended to the database's flags when there is a database entry).
  std::vector<std::string> ExtraArgs;
  /// The file's text when it is not what is on disk (an editor's unsaved
  /// buffer); headers are still read from disk.
  std::optional<std::string> Contents;
  /// Found by walking a directory: a header with no compile command and no
  /// `--` flags is then no translation unit (CppResult::NotAUnit).
  bool Walked = false;
};

struct CppResult {
  ir::Module Module;
  /// No compilation database entry and no `--` flags: analysed with default
  /// flags (the CLI says so once per run).
  bool UsedDefaultFlags = false;
  /// A walked header without a compile command: not parsed (Module is
  /// empty). Its code is analysed through the files that include it.
  bool NotAUnit = false;
};

/// A C/C++ header by its extension (.h .hh .hpp .hxx).
bool isHeaderPath(llvm::StringRef Path);

/// Names M as Path names its file, and the source files it includes from its
/// own directory tree (Module::Parts) the same way.
void setModulePath(ir::Module &M, llvm::StringRef Path);

/// Parses Path with Clang (flags from Opts, a compile_commands.json, or
/// defaults) and lowers every function with a body in the main file or in a
/// source file it includes textually.
/// Compiler errors become Module::Diags; a file that cannot be parsed at all
/// is an llvm::Error naming it.
llvm::Expected<CppResult> lowerCppFile(llvm::StringRef Path,
                                       const CppOptions &Opts,
                                       const apis::ApiDatabase &Apis);

} // namespace tensorlint::frontend::cpp

#endif // TENSORLINT_FRONTEND_CPP_CPPFRONTEND_H
