//===- BranchFacts.cpp - What a branch condition says about handles -------===//

#include "frontend/cpp/BranchFacts.h"

#include "clang/AST/ExprCXX.h"
#include "clang/AST/Stmt.h"

using namespace clang;

namespace tensorlint::frontend::cpp {

static const Expr *strip(const Expr *E) {
  return E ? E->IgnoreParenImpCasts() : nullptr;
}

/// Cond without its leading `!`s; Flipped tells whether their number is odd.
static const Expr *withoutNegations(const Expr *Cond, bool &Flipped) {
  const Expr *E = strip(Cond);
  while (const auto *UO = dyn_cast_or_null<UnaryOperator>(E)) {
    if (UO->getOpcode() != UO_LNot)
      break;
    Flipped = !Flipped;
    E = strip(UO->getSubExpr());
  }
  return E;
}

static bool isNull(const Expr *E, ASTContext &Ctx) {
  return E && E->isNullPointerConstant(Ctx, Expr::NPC_ValueDependentIsNotNull);
}

/// The pointer an operand stands for: itself, or the variable an
/// assignment in it writes (`(t = make()) == NULL`).
static const Expr *pointerOperand(const Expr *E) {
  E = strip(E);
  if (const auto *BO = dyn_cast_or_null<BinaryOperator>(E);
      BO && BO->getOpcode() == BO_Assign)
    E = strip(BO->getLHS());
  if (!E || !E->getType()->isPointerType())
    return nullptr;
  return E;
}

std::optional<NullTest> nullTestOf(const Expr *Cond, ASTContext &Ctx) {
  bool Flipped = false;
  const Expr *E = withoutNegations(Cond, Flipped);
  if (!E)
    return std::nullopt;
  if (const auto *BO = dyn_cast<BinaryOperator>(E);
      BO && (BO->getOpcode() == BO_EQ || BO->getOpcode() == BO_NE)) {
    const Expr *L = BO->getLHS(), *R = BO->getRHS();
    const Expr *Operand = isNull(R, Ctx)   ? pointerOperand(L)
                          : isNull(L, Ctx) ? pointerOperand(R)
                                           : nullptr;
    if (!Operand)
      return std::nullopt;
    bool NullWhenTrue = BO->getOpcode() == BO_EQ;
    return NullTest{Operand, NullWhenTrue != Flipped};
  }
  // A pointer used as a truth value is true when it is not null.
  if (const Expr *Operand = pointerOperand(E))
    return NullTest{Operand, Flipped};
  return std::nullopt;
}

/// `F(s)`: the callee's name and its single argument.
static std::optional<std::pair<StringRef, const Expr *>>
codeCall(const Expr *E) {
  const auto *CE = dyn_cast_or_null<CallExpr>(strip(E));
  if (!CE || CE->getNumArgs() != 1)
    return std::nullopt;
  const FunctionDecl *FD = CE->getDirectCallee();
  if (!FD || !FD->getIdentifier())
    return std::nullopt;
  return std::make_pair(FD->getName(), CE->getArg(0));
}

/// An enumerator or macro-expanded constant named by E (`TF_OK`).
static StringRef constantName(const Expr *E) {
  if (const auto *DR = dyn_cast_or_null<DeclRefExpr>(strip(E)))
    if (isa<EnumConstantDecl>(DR->getDecl()) && DR->getDecl()->getIdentifier())
      return DR->getDecl()->getName();
  return {};
}

std::optional<CodeTest> codeTestOf(const Expr *Cond) {
  bool Flipped = false;
  const Expr *E = withoutNegations(Cond, Flipped);
  const auto *BO = dyn_cast_or_null<BinaryOperator>(E);
  if (!BO || (BO->getOpcode() != BO_EQ && BO->getOpcode() != BO_NE))
    return std::nullopt;
  const Expr *L = BO->getLHS(), *R = BO->getRHS();
  auto Call = codeCall(L);
  StringRef K = constantName(R);
  if (!Call) {
    Call = codeCall(R);
    K = constantName(L);
  }
  if (!Call || K.empty())
    return std::nullopt;
  bool EqualWhenTrue = BO->getOpcode() == BO_EQ;
  return CodeTest{Call->second, Call->first, K, EqualWhenTrue != Flipped};
}

/// The variable E names, if it is one; `p.get()` names p (a status held by
/// a std::unique_ptr).
static const VarDecl *variable(const Expr *E) {
  E = strip(E);
  if (const auto *MC = dyn_cast_or_null<CXXMemberCallExpr>(E))
    if (const CXXMethodDecl *MD = MC->getMethodDecl();
        MD && MD->getIdentifier() && MD->getName() == "get" &&
        MC->getNumArgs() == 0)
      E = strip(MC->getImplicitObjectArgument());
  const auto *DR = dyn_cast_or_null<DeclRefExpr>(E);
  return DR ? dyn_cast<VarDecl>(DR->getDecl()) : nullptr;
}

/// The value of `return true;` / `return 0;` (C), or nullopt.
static std::optional<bool> returnedBool(const Stmt *S) {
  if (const auto *CS = dyn_cast_or_null<CompoundStmt>(S))
    S = CS->body_empty() ? nullptr : CS->body_back();
  const auto *RS = dyn_cast_or_null<ReturnStmt>(S);
  const Expr *V = RS ? strip(RS->getRetValue()) : nullptr;
  if (const auto *B = dyn_cast_or_null<CXXBoolLiteralExpr>(V))
    return B->getValue();
  if (const auto *I = dyn_cast_or_null<IntegerLiteral>(V))
    return I->getValue() != 0;
  return std::nullopt;
}

/// Which status CT tests in FD under Conv: a parameter of FD, or a field
/// of the object a method of it runs on (`this->status_`).
static std::optional<StatusPredicate>
testedStatus(const CodeTest &CT, const FunctionDecl *FD,
             const apis::StatusConvention &Conv) {
  if (CT.Function != Conv.CodeFunction || CT.Constant != Conv.OkConstant)
    return std::nullopt;
  if (const auto *ME = dyn_cast_or_null<MemberExpr>(strip(CT.Argument));
      ME && isa<CXXMethodDecl>(FD) &&
      isa<CXXThisExpr>(ME->getBase()->IgnoreParenImpCasts()))
    if (const auto *Fld = dyn_cast<FieldDecl>(ME->getMemberDecl()))
      return StatusPredicate{0, Fld, false};
  const auto *PV = dyn_cast_or_null<ParmVarDecl>(variable(CT.Argument));
  if (!PV || PV->getDeclContext() != FD)
    return std::nullopt;
  return StatusPredicate{PV->getFunctionScopeIndex(), nullptr, false};
}

std::optional<StatusPredicate>
statusPredicateOf(const FunctionDecl *FD, const apis::StatusConvention &Conv) {
  if (!FD || Conv.ArgumentType.empty())
    return std::nullopt;
  FD = FD->getDefinition();
  const auto *Body =
      FD ? dyn_cast_or_null<CompoundStmt>(FD->getBody()) : nullptr;
  if (!Body)
    return std::nullopt;
  llvm::SmallVector<const Stmt *, 2> Stmts;
  for (const Stmt *S : Body->body())
    if (!isa<NullStmt>(S))
      Stmts.push_back(S);
  // return TF_GetCode(s) == TF_OK;
  if (Stmts.size() == 1)
    if (const auto *RS = dyn_cast<ReturnStmt>(Stmts[0]))
      if (std::optional<CodeTest> CT = codeTestOf(RS->getRetValue()))
        if (std::optional<StatusPredicate> P = testedStatus(*CT, FD, Conv)) {
          P->TrueOnSuccess = CT->EqualWhenTrue;
          return P;
        }
  // if (TF_GetCode(s) != TF_OK) { ...; return false; } return true;
  if (Stmts.size() == 2)
    if (const auto *If = dyn_cast<IfStmt>(Stmts[0]); If && !If->getElse())
      if (std::optional<CodeTest> CT = codeTestOf(If->getCond()))
        if (std::optional<StatusPredicate> P = testedStatus(*CT, FD, Conv)) {
          std::optional<bool> Then = returnedBool(If->getThen());
          std::optional<bool> After = returnedBool(Stmts[1]);
          if (Then && After && *Then != *After) {
            // The branch is taken when the code is OK (==) or failed (!=).
            P->TrueOnSuccess = CT->EqualWhenTrue ? *Then : *After;
            return P;
          }
        }
  return std::nullopt;
}

/// Whether T is a pointer to the type named Name (a typedef or record).
static bool pointsTo(QualType T, StringRef Name) {
  if (!T->isPointerType())
    return false;
  QualType P = T->getPointeeType();
  if (const auto *TT = P->getAs<TypedefType>())
    if (TT->getDecl()->getName() == Name)
      return true;
  const RecordDecl *RD = P->getAsRecordDecl();
  return RD && RD->getIdentifier() && RD->getName() == Name;
}

void FailureTracker::noteCall(const CallExpr *C,
                              const apis::StatusConvention &Conv,
                              llvm::ArrayRef<ir::ValueId> Made) {
  Failure F{&Conv, {Made.begin(), Made.end()}};
  if (Conv.Returned) {
    ByCall[C] = std::move(F);
    return;
  }
  for (const Expr *A : C->arguments())
    if (pointsTo(A->getType(), Conv.ArgumentType))
      if (std::optional<StatusPlace> At = placeOf(A))
        ByStatus[*At] = F;
}

std::optional<FailureTracker::StatusPlace>
FailureTracker::placeOf(const Expr *E) {
  if (const VarDecl *V = variable(E))
    return StatusPlace{V, nullptr};
  // holder.status: a field of a local object.
  const auto *ME = dyn_cast_or_null<MemberExpr>(strip(E));
  const auto *Fld = ME ? dyn_cast<FieldDecl>(ME->getMemberDecl()) : nullptr;
  const VarDecl *Holder =
      ME && !ME->isArrow() ? variable(ME->getBase()) : nullptr;
  if (!Fld || !Holder || !Holder->hasLocalStorage())
    return std::nullopt;
  return StatusPlace{Holder, Fld};
}

void FailureTracker::noteStatusArguments(const CallExpr *C) {
  const FunctionDecl *Callee = C->getDirectCallee();
  for (unsigned I = 0; I < C->getNumArgs(); ++I) {
    const Expr *A = C->getArg(I);
    // A call given `const T *` only reads the status (TF_GetCode, TF_Message)
    // and leaves it reporting the earlier call; so does a status predicate.
    QualType T = A->getType();
    if (T->isPointerType() && T->getPointeeType().isConstQualified())
      continue;
    std::optional<StatusPlace> At = placeOf(A);
    auto It = At ? ByStatus.find(*At) : ByStatus.end();
    if (It == ByStatus.end())
      continue;
    if (std::optional<StatusPredicate> SP =
            statusPredicateOf(Callee, *It->second.Conv);
        SP && SP->Param == I)
      continue;
    ByStatus.erase(It);
  }
}

void FailureTracker::noteStore(const VarDecl *St, const Expr *Value) {
  const auto *C = dyn_cast_or_null<CallExpr>(strip(Value));
  auto It = C ? ByCall.find(C) : ByCall.end();
  if (It != ByCall.end())
    ByStatus[{St, nullptr}] = It->second;
  else
    ByStatus.erase({St, nullptr});
}

const FailureTracker::Failure *
FailureTracker::reportedAt(StatusPlace At) const {
  auto It = ByStatus.find(At);
  return It == ByStatus.end() ? nullptr : &It->second;
}

const FailureTracker::Failure *
FailureTracker::reportedBy(const Expr *Status) const {
  if (std::optional<StatusPlace> At = placeOf(Status))
    return reportedAt(*At);
  if (const auto *C = dyn_cast_or_null<CallExpr>(strip(Status))) {
    auto It = ByCall.find(C);
    return It == ByCall.end() ? nullptr : &It->second;
  }
  return nullptr;
}

void FailureTracker::absentOn(
    const Expr *Cond, ASTContext &Ctx,
    llvm::function_ref<ir::ValueId(const Expr *)> HandleValue,
    llvm::SmallVectorImpl<ir::ValueId> &WhenTrue,
    llvm::SmallVectorImpl<ir::ValueId> &WhenFalse) const {
  if (std::optional<NullTest> NT = nullTestOf(Cond, Ctx)) {
    // The handle itself is null on one side...
    ir::ValueId V = HandleValue(NT->Operand);
    if (V != ir::NoValue)
      (NT->NullWhenTrue ? WhenTrue : WhenFalse).push_back(V);
    // ...or it is a returned status, and non-null means the call failed.
    if (const Failure *F = reportedBy(NT->Operand); F && F->Conv->Returned)
      llvm::append_range(NT->NullWhenTrue ? WhenFalse : WhenTrue, F->Made);
    return;
  }
  if (std::optional<CodeTest> CT = codeTestOf(Cond)) {
    const Failure *F = reportedBy(CT->Argument);
    if (!F || F->Conv->ArgumentType.empty() ||
        CT->Function != F->Conv->CodeFunction ||
        CT->Constant != F->Conv->OkConstant)
      return;
    llvm::append_range(CT->EqualWhenTrue ? WhenFalse : WhenTrue, F->Made);
    return;
  }
  // `if (!Ok(status, "run")) return;` with a status predicate of this file.
  bool Flipped = false;
  const Expr *E = withoutNegations(Cond, Flipped);
  const auto *Call = dyn_cast_or_null<CallExpr>(E);
  if (!Call)
    return;
  // `if (holder.failed()) return;`: a method testing the status its object
  // holds.
  if (const auto *MC = dyn_cast<CXXMemberCallExpr>(Call))
    if (const VarDecl *Holder = variable(MC->getImplicitObjectArgument()))
      for (const auto &[At, F] : ByStatus) {
        if (At.first != Holder || !At.second || F.Conv->ArgumentType.empty())
          continue;
        std::optional<StatusPredicate> SP =
            statusPredicateOf(MC->getMethodDecl(), *F.Conv);
        if (!SP || SP->Field != At.second)
          continue;
        bool TrueOnSuccess = SP->TrueOnSuccess != Flipped;
        llvm::append_range(TrueOnSuccess ? WhenFalse : WhenTrue, F.Made);
        return;
      }
  for (unsigned I = 0; I < Call->getNumArgs(); ++I) {
    const Failure *F = reportedBy(Call->getArg(I));
    if (!F || F->Conv->ArgumentType.empty())
      continue;
    std::optional<StatusPredicate> SP =
        statusPredicateOf(Call->getDirectCallee(), *F->Conv);
    if (!SP || SP->Param != I)
      continue;
    bool TrueOnSuccess = SP->TrueOnSuccess != Flipped;
    llvm::append_range(TrueOnSuccess ? WhenFalse : WhenTrue, F->Made);
    return;
  }
}

} // namespace tensorlint::frontend::cpp
