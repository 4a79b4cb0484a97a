//===- ClangModule.h - The Clang lowering, loaded on first use --*- C++ -*-===//
//
// Linking libclang-cpp into the CLI cost every run about 14 ms of start-up
// and 16 MB of memory (its relocations and static constructors), though
// most runs lower no C/C++ file. The lowering that needs Clang
// (CppFrontend.cpp and the AST lowering) is therefore a module of its own,
// lib/TensorLintClang.so beside bin/tensorlint, which the CLI and the LSP
// server load the first time they lower a C/C++ file. The language table's
// C/C++ row (extensions, comments, fixes) needs no Clang and stays linked.
//
// The module and the CLI share libLLVM and libstdc++, so llvm::Error and the
// IR cross the boundary as they are.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_FRONTEND_CPP_CLANGMODULE_H
#define TENSORLINT_FRONTEND_CPP_CLANGMODULE_H

#include "frontend/cpp/CppFrontend.h"

namespace tensorlint::frontend::cpp {

/// What the module exports, through one C symbol.
struct ClangLowering {
  /// ClangLoweringAbi of the build that made the module: a module from
  /// another build is refused rather than called with other types.
  unsigned Abi;
  llvm::Expected<CppResult> (*LowerFile)(llvm::StringRef Path,
                                         const CppOptions &Opts,
                                         const apis::ApiDatabase &Apis);
};

/// Changes whenever ClangLowering or the types it passes change.
inline constexpr unsigned ClangLoweringAbi = 1;

/// The module's entry point: `const ClangLowering
/// *tensorlint_clang_lowering()`.
inline constexpr char ClangLoweringSymbol[] = "tensorlint_clang_lowering";

/// The module's file name, in the lib/ directory beside the binary's bin/.
inline constexpr char ClangModuleName[] = "TensorLintClang.so";

/// lowerCppFile through the module, which is loaded once per process. When
/// it cannot be loaded, every call returns an error that says why.
llvm::Expected<CppResult> lowerWithClang(llvm::StringRef Path,
                                         const CppOptions &Opts,
                                         const apis::ApiDatabase &Apis);

} // namespace tensorlint::frontend::cpp

#endif // TENSORLINT_FRONTEND_CPP_CLANGMODULE_H
