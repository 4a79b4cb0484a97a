//===- BranchFacts.h - What a branch condition says about handles -*- C++ -*-=//
//
// Internal to frontend/cpp. C APIs report a failed creation by leaving the
// handle null (TF_AllocateTensor, TfLiteInterpreterCreate) or through a
// status (ORT's returned OrtStatus *, TF's TF_Status * argument): idiomatic
// code tests either and returns early. On that branch the handle names no
// object, so nothing leaks there; the lowering marks the branch with an
// assume-null op. This file reads the conditions; which calls report through
// a status is API knowledge and comes from the API models (`status:`).
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_FRONTEND_CPP_BRANCHFACTS_H
#define TENSORLINT_FRONTEND_CPP_BRANCHFACTS_H

#include "apis/ApiModel.h"
#include "ir/IR.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/FunctionExtras.h"
#include "llvm/ADT/SmallVector.h"

#include <optional>

namespace tensorlint::frontend::cpp {

/// A condition that compares an expression with null: `!t`, `t == nullptr`,
/// `NULL != t`, `t` (as a truth value), `(t = make()) == NULL`.
struct NullTest {
  /// The tested expression (the variable, for an assignment).
  const clang::Expr *Operand = nullptr;
  /// The condition holds when Operand is null (`!t`, `t == nullptr`).
  bool NullWhenTrue = false;
};

/// The null test Cond is, or nullopt. Only pointer-typed operands count.
std::optional<NullTest> nullTestOf(const clang::Expr *Cond,
                                   clang::ASTContext &Ctx);

/// A condition that compares a status code with a constant: `F(s) != K`,
/// `K == F(s)` (TF: `TF_GetCode(status) != TF_OK`).
struct CodeTest {
  const clang::Expr *Argument = nullptr; ///< s
  llvm::StringRef Function;              ///< F
  llvm::StringRef Constant;              ///< K
  /// The condition holds when the code equals the constant (`==`).
  bool EqualWhenTrue = false;
};

/// The code test Cond is, or nullopt.
std::optional<CodeTest> codeTestOf(const clang::Expr *Cond);

/// A function of this file that reports a status test as its result:
/// `bool Ok(TF_Status *s) { if (TF_GetCode(s) != TF_OK) { log(); return
/// false; } return true; }` or `return TF_GetCode(s) == TF_OK;`.
struct StatusPredicate {
  unsigned Param = 0; ///< The status parameter.
  /// A method that tests a status its object holds (`bool failed() const {
  /// return TF_GetCode(status_) != TF_OK; }` of an RAII holder): that
  /// field, instead of a parameter.
  const clang::FieldDecl *Field = nullptr;
  bool TrueOnSuccess = false; ///< It returns true when the status is OK.
};

/// The status predicate FD is under convention Conv (an argument-passed
/// status), or nullopt.
std::optional<StatusPredicate>
statusPredicateOf(const clang::FunctionDecl *FD,
                  const apis::StatusConvention &Conv);

/// Which objects do not exist on a branch of one function's conditions:
/// fed the calls that report through a status and the stores of returned
/// statuses, in evaluation order.
class FailureTracker {
public:
  /// Call C, of an API with status convention Conv, made (or was to make)
  /// Made. An argument-passed status now reports this call.
  void noteCall(const clang::CallExpr *C, const apis::StatusConvention &Conv,
                llvm::ArrayRef<ir::ValueId> Made);
  /// Any call: a status it may write (not `const`, not a status predicate
  /// of this file) no longer reports an earlier call.
  void noteStatusArguments(const clang::CallExpr *C);
  /// `St = Value` or `T *St = Value`: St now holds what Value returned.
  void noteStore(const clang::VarDecl *St, const clang::Expr *Value);

  /// The values that name nothing when Cond is true (WhenTrue) or false:
  /// a handle tested against null (HandleValue maps an expression to its
  /// tracked value, or NoValue), or what a failed call was to create.
  void
  absentOn(const clang::Expr *Cond, clang::ASTContext &Ctx,
           llvm::function_ref<ir::ValueId(const clang::Expr *)> HandleValue,
           llvm::SmallVectorImpl<ir::ValueId> &WhenTrue,
           llvm::SmallVectorImpl<ir::ValueId> &WhenFalse) const;

private:
  struct Failure {
    const apis::StatusConvention *Conv = nullptr;
    llvm::SmallVector<ir::ValueId, 2> Made;
  };
  /// Where a status is kept: a variable, or a field of a local object (an
  /// RAII holder's `st.status`).
  using StatusPlace =
      std::pair<const clang::VarDecl *, const clang::FieldDecl *>;
  static std::optional<StatusPlace> placeOf(const clang::Expr *E);

  /// The failure a status expression reports (a variable, a holder's
  /// field, or the call).
  const Failure *reportedBy(const clang::Expr *Status) const;
  const Failure *reportedAt(StatusPlace At) const;

  llvm::DenseMap<const clang::CallExpr *, Failure> ByCall;
  llvm::DenseMap<StatusPlace, Failure> ByStatus;
};

} // namespace tensorlint::frontend::cpp

#endif // TENSORLINT_FRONTEND_CPP_BRANCHFACTS_H
