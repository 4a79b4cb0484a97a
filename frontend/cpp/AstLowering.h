//===- AstLowering.h - A Clang AST to the common IR -------------*- C++ -*-===//
//
// Used by lowerCppFile (CLI, LibTooling) and by the clang-tidy plugin, which
// already holds an ASTContext. Compiled without linking Clang or LLVM: the
// plugin gets those symbols from the clang-tidy executable.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_FRONTEND_CPP_ASTLOWERING_H
#define TENSORLINT_FRONTEND_CPP_ASTLOWERING_H

#include "apis/ApiModel.h"
#include "ir/IR.h"

namespace clang {
class ASTContext;
} // namespace clang

namespace tensorlint::frontend::cpp {

/// Lowers every function, method, constructor, destructor and lambda with a
/// body in the main file of Ctx into one Module (Path = the main file, Lang
/// = C or CXX from the language options). Compiler diagnostics are not
/// collected here (the caller owns the DiagnosticConsumer).
ir::Module lowerASTContext(clang::ASTContext &Ctx,
                           const apis::ApiDatabase &Apis);

} // namespace tensorlint::frontend::cpp

#endif // TENSORLINT_FRONTEND_CPP_ASTLOWERING_H
