//===- ClangModule.h - The Clang lowering, loaded on first use --*- C++ -*-===//
//
// Linking libclang-cpp and libLLVM into the CLI cost every run about 32 ms
// of start-up and 65 MB of memory (their relocations, and static
// constructors registering thousands of command-line options), though most
// runs lower no C/C++ file. The lowering that needs Clang (CppFrontend.cpp
// and the AST lowering) is therefore a module of its own,
// lib/TensorLintClang.so beside bin/tensorlint, which the CLI and the LSP
// server load the first time they lower a C/C++ file. The language table's
// C/C++ row (extensions, comments, fixes) needs no Clang and stays linked.
//
// The binary links LLVM Support statically and the module gets it from
// libLLVM: two copies, which do not see each other (the binary exports none
// of its symbols). Data whose layout both copies share (strings, vectors,
// StringMap, the IR, the API models) crosses the boundary; llvm::Error does
// not, as its class identity is an address in one copy: the module hands
// back an error as text.
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
  /// lowerCppFile: true and Out set, or false and Error set.
  bool (*LowerFile)(llvm::StringRef Path, const CppOptions &Opts,
                    const apis::ApiDatabase &Apis, CppResult &Out,
                    std::string &Error);
};

/// Changes whenever ClangLowering or the types it passes change.
inline constexpr unsigned ClangLoweringAbi = 3;

/// The name of the module's entry point, which returns the ClangLowering:
/// extern "C" const ClangLowering *tensorlint_clang_lowering().
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
