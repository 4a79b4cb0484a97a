//===- ApiCalls.cpp - Match Clang call expressions to API models ----------===//

#include "frontend/cpp/ApiCalls.h"

#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"

using namespace clang;

namespace tensorlint::frontend::cpp {

namespace {

/// The name a record or enum is known by in C: its tag name, or the typedef
/// that names an anonymous one (typedef struct { ... } OrtApi;).
StringRef tagName(const TagDecl *TD) {
  if (!TD)
    return {};
  if (const IdentifierInfo *II = TD->getIdentifier())
    return II->getName();
  if (const TypedefNameDecl *TN = TD->getTypedefNameForAnonDecl())
    return TN->getName();
  return {};
}

/// Tries each name T is spelled with, outermost sugar first: typedef names,
/// then the tag name of the underlying record.
const apis::Resource *byNames(QualType T, const apis::ApiDatabase &Apis) {
  while (!T.isNull()) {
    if (const auto *TT = T->getAs<TypedefType>()) {
      if (const apis::Resource *R =
              Apis.resourceForType(TT->getDecl()->getName()))
        return R;
      T = TT->getDecl()->getUnderlyingType();
      continue;
    }
    break;
  }
  if (T.isNull())
    return nullptr;
  if (const TagDecl *TD = T->getAsTagDecl())
    if (StringRef N = tagName(TD); !N.empty())
      return Apis.resourceForType(N);
  return nullptr;
}

} // namespace

const apis::Resource *resourceForType(QualType T,
                                      const apis::ApiDatabase &Apis) {
  if (T.isNull())
    return nullptr;
  T = T.getNonReferenceType();
  // A typedef that itself names the handle (ggml_backend_t) or a struct
  // held by value (llama_batch).
  if (const apis::Resource *R = byNames(T, Apis))
    return R;
  if (const auto *PT = T->getAs<PointerType>()) {
    QualType P = PT->getPointeeType();
    if (P->isPointerType() || P->isFunctionType())
      return nullptr;
    return byNames(P.getUnqualifiedType(), Apis);
  }
  return nullptr;
}

const apis::Resource *resourceForElements(QualType T,
                                          const apis::ApiDatabase &Apis) {
  if (T.isNull())
    return nullptr;
  T = T.getNonReferenceType();
  QualType Elem;
  if (const ArrayType *AT = T->getAsArrayTypeUnsafe())
    Elem = AT->getElementType();
  else if (const auto *PT = T->getAs<PointerType>())
    Elem = PT->getPointeeType();
  // The elements must be handles themselves (TF_Tensor *), not the opaque
  // struct a plain handle points to.
  if (Elem.isNull() || Elem->isRecordType() || Elem->isIncompleteType())
    return nullptr;
  return resourceForType(Elem, Apis);
}

const Expr *stripWrappers(const Expr *E) {
  while (E) {
    const Expr *Prev = E;
    E = E->IgnoreParenCasts();
    if (const auto *FE = dyn_cast<FullExpr>(E))
      E = FE->getSubExpr();
    else if (const auto *MT = dyn_cast<MaterializeTemporaryExpr>(E))
      E = MT->getSubExpr();
    else if (const auto *BT = dyn_cast<CXXBindTemporaryExpr>(E))
      E = BT->getSubExpr();
    else if (const auto *CE = dyn_cast<CXXConstructExpr>(E);
             CE && CE->getNumArgs() == 1 && CE->getConstructor() &&
             CE->getConstructor()->isCopyOrMoveConstructor())
      E = CE->getArg(0); // A struct handle passed by value.
    if (E == Prev)
      break;
  }
  return E;
}

ApiCall resolveApiCall(const CallExpr *C, const apis::ApiDatabase &Apis) {
  ApiCall R;
  if (!C)
    return R;
  if (const FunctionDecl *FD = C->getDirectCallee()) {
    // A free function (methods of C++ classes are not C API entries).
    if (isa<CXXMethodDecl>(FD) || !FD->getIdentifier())
      return R;
    if ((R.Entry = Apis.lookupCFunction(FD->getName())))
      R.Spelling = FD->getName().str();
    return R;
  }
  // A call through a function-pointer field: api->CreateSession(...),
  // (*api).ReleaseValue(...), g_ort->Run(...).
  const Expr *Callee = C->getCallee()->IgnoreParenImpCasts();
  if (const auto *UO = dyn_cast<UnaryOperator>(Callee);
      UO && UO->getOpcode() == UO_Deref)
    Callee = UO->getSubExpr()->IgnoreParenImpCasts();
  const auto *ME = dyn_cast<MemberExpr>(Callee);
  if (!ME)
    return R;
  const auto *FD = dyn_cast<FieldDecl>(ME->getMemberDecl());
  if (!FD || !FD->getIdentifier())
    return R;
  StringRef Record = tagName(FD->getParent());
  if (Record.empty())
    return R;
  R.Entry = Apis.lookupMember(Record, FD->getName());
  if (!R.Entry)
    return R;
  const Expr *Base = ME->getBase()->IgnoreParenImpCasts();
  if (const auto *DR = dyn_cast<DeclRefExpr>(Base))
    R.Table = DR->getDecl()->getName().str();
  else if (const auto *BM = dyn_cast<MemberExpr>(Base))
    R.Table = BM->getMemberDecl()->getName().str();
  R.Spelling = R.Table.empty() ? (Record + "::" + FD->getName()).str()
                               : R.Table + (ME->isArrow() ? "->" : ".") +
                                     FD->getName().str();
  return R;
}

} // namespace tensorlint::frontend::cpp
