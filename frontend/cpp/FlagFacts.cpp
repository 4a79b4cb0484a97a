//===- FlagFacts.cpp - Handles made only where a flag is set --------------===//

#include "frontend/cpp/FlagFacts.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "llvm/ADT/STLExtras.h"

using namespace clang;

namespace tensorlint::frontend::cpp {

namespace {

const VarDecl *localVar(const Expr *E) {
  const auto *DR =
      dyn_cast_or_null<DeclRefExpr>(E ? E->IgnoreParenImpCasts() : nullptr);
  const auto *VD = DR ? dyn_cast<VarDecl>(DR->getDecl()) : nullptr;
  return VD && VD->hasLocalStorage() ? VD : nullptr;
}

bool isFlagType(const VarDecl *VD) {
  QualType T = VD->getType();
  return T->isIntegerType() || T->isBooleanType();
}

/// The integer value of a constant-looking expression (`1`, `true`, `0`).
std::optional<bool> nonZeroConstant(const Expr *E) {
  E = E->IgnoreParenImpCasts();
  if (const auto *IL = dyn_cast<IntegerLiteral>(E))
    return IL->getValue() != 0;
  if (const auto *BL = dyn_cast<CXXBoolLiteralExpr>(E))
    return BL->getValue();
  return std::nullopt;
}

} // namespace

FlagFacts::FlagFacts(const CFG &G, ASTContext &Ctx) {
  for (const CFGBlock *B : G) {
    unsigned Id = B->getBlockID();
    for (const CFGElement &El : *B) {
      std::optional<CFGStmt> CS = El.getAs<CFGStmt>();
      if (!CS)
        continue;
      const Stmt *S = CS->getStmt();
      if (const auto *DS = dyn_cast<DeclStmt>(S)) {
        for (const Decl *D : DS->decls())
          if (const auto *VD = dyn_cast<VarDecl>(D); VD && VD->getInit()) {
            // `T *h = NULL;` names nothing yet: no write.
            if (VD->getType()->isPointerType() &&
                !VD->getInit()->isNullPointerConstant(
                    Ctx, Expr::NPC_ValueDependentIsNotNull))
              WrittenIn[VD].insert(Id);
            // A flag starts at zero; any other start is no flag.
            if (isFlagType(VD) && nonZeroConstant(VD->getInit()).value_or(true))
              NotFlags.insert(VD);
          }
      } else if (const auto *BO = dyn_cast<BinaryOperator>(S)) {
        const VarDecl *L = localVar(BO->getLHS());
        if (!L || !BO->isAssignmentOp())
          continue;
        if (L->getType()->isPointerType())
          WrittenIn[L].insert(Id);
        if (isFlagType(L)) {
          if (BO->getOpcode() == BO_Assign &&
              nonZeroConstant(BO->getRHS()).value_or(false))
            SetIn[L].insert(Id);
          else
            NotFlags.insert(L);
        }
      } else if (const auto *UO = dyn_cast<UnaryOperator>(S)) {
        const VarDecl *V = localVar(UO->getSubExpr());
        if (!V)
          continue;
        if (UO->getOpcode() == UO_AddrOf) {
          if (V->getType()->isPointerType())
            WrittenIn[V].insert(Id); // make(&h)
          NotFlags.insert(V);
        } else if (UO->isIncrementDecrementOp()) {
          NotFlags.insert(V);
        }
      }
    }
  }
}

llvm::SmallVector<const VarDecl *, 2>
FlagFacts::unmadeWhenZero(const Expr *Cond, bool &ZeroWhenTrue) const {
  llvm::SmallVector<const VarDecl *, 2> Out;
  Cond = Cond->IgnoreParenImpCasts();
  ZeroWhenTrue = false;
  if (const auto *UO = dyn_cast<UnaryOperator>(Cond);
      UO && UO->getOpcode() == UO_LNot) {
    ZeroWhenTrue = true;
    Cond = UO->getSubExpr()->IgnoreParenImpCasts();
  } else if (const auto *BO = dyn_cast<BinaryOperator>(Cond);
             BO && BO->isEqualityOp() &&
             nonZeroConstant(BO->getRHS()) == std::optional<bool>(false)) {
    ZeroWhenTrue = BO->getOpcode() == BO_EQ;
    Cond = BO->getLHS()->IgnoreParenImpCasts();
  }
  const VarDecl *Flag = localVar(Cond);
  if (!Flag || !isFlagType(Flag) || NotFlags.count(Flag))
    return Out;
  auto Set = SetIn.find(Flag);
  if (Set == SetIn.end())
    return Out;
  for (const auto &[Handle, Blocks] : WrittenIn)
    if (llvm::all_of(Blocks, [&](unsigned B) { return Set->second.count(B); }))
      Out.push_back(Handle);
  // In source order, so the IR does not depend on the map's order.
  llvm::sort(Out, [](const VarDecl *A, const VarDecl *B) {
    return A->getLocation().getRawEncoding() <
           B->getLocation().getRawEncoding();
  });
  return Out;
}

} // namespace tensorlint::frontend::cpp
