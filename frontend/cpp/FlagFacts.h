//===- FlagFacts.h - Handles made only where a flag is set -------*- C++ -*-=//
//
// Internal to frontend/cpp. C code often records that it made something in
// a local flag and frees it under a test of the flag:
//
//   int own = 0;
//   if (!opts) { own = 1; status = api->CreateSessionOptions(&opts); ... }
//   ...
//   if (own) api->ReleaseSessionOptions(opts);
//
// On the side of `if (own)` where the flag is zero, the handle was never
// written here, so nothing of this function's making can leak there. This
// file finds such flags: a local integer or bool that starts at zero and is
// only ever set to non-zero constants, and the handles written only in CFG
// blocks that also set the flag.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_FRONTEND_CPP_FLAGFACTS_H
#define TENSORLINT_FRONTEND_CPP_FLAGFACTS_H

#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/Analysis/CFG.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallVector.h"

namespace tensorlint::frontend::cpp {

class FlagFacts {
public:
  /// Reads every block of the function's CFG once.
  FlagFacts(const clang::CFG &G, clang::ASTContext &Ctx);

  /// If Cond tests such a flag (`own`, `!own`, `own != 0`, `own == 0`), the
  /// handles written only where it is set, and on which side of Cond the
  /// flag is zero (ZeroWhenTrue). Empty otherwise.
  llvm::SmallVector<const clang::VarDecl *, 2>
  unmadeWhenZero(const clang::Expr *Cond, bool &ZeroWhenTrue) const;

private:
  /// The blocks that set each candidate flag to a non-zero constant.
  llvm::DenseMap<const clang::VarDecl *, llvm::DenseSet<unsigned>> SetIn;
  /// Flags written any other way (or whose address escapes).
  llvm::DenseSet<const clang::VarDecl *> NotFlags;
  /// The blocks that write each pointer variable (assignment, initializer
  /// other than null, or its address passed on).
  llvm::DenseMap<const clang::VarDecl *, llvm::DenseSet<unsigned>> WrittenIn;
};

} // namespace tensorlint::frontend::cpp

#endif // TENSORLINT_FRONTEND_CPP_FLAGFACTS_H
