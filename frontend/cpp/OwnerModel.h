//===- OwnerModel.h - C++ objects that take ownership of handles ----------===//
//
// Internal to frontend/cpp. A handle stops being the function's business
// when an owner that outlives the statement takes it: a std::unique_ptr or
// std::shared_ptr with a deleter that releases it, an RAII class whose
// destructor releases the field the handle is stored in, a standard
// container. This file answers "does this C++ construct own what it gets?".
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_FRONTEND_CPP_OWNERMODEL_H
#define TENSORLINT_FRONTEND_CPP_OWNERMODEL_H

#include "apis/ApiModel.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"

namespace tensorlint::frontend::cpp {

class OwnerModel {
public:
  explicit OwnerModel(const apis::ApiDatabase &Apis) : Apis(Apis) {}

  /// What a deleter does with the handle it is given.
  enum class Verdict {
    Releases,       ///< Calls a modelled release function.
    DoesNotRelease, ///< Known not to release it (another API, free()).
    Unknown,        ///< Cannot tell (treated as owning: precision first).
  };

  /// std::unique_ptr or std::shared_ptr (any specialisation).
  static bool isSmartPointer(const clang::CXXRecordDecl *RD);
  /// A standard container that keeps what is inserted into it.
  static bool isStdContainer(const clang::CXXRecordDecl *RD);
  /// push_back, emplace_back, insert, emplace, push, push_front, ...
  static bool isInsertMethod(llvm::StringRef Name);

  /// The deleter of SmartPtr: its deleter type (unique_ptr's second template
  /// argument) or the deleter argument given to the constructor (may be
  /// null).
  Verdict deleterVerdict(const clang::CXXRecordDecl *SmartPtr,
                         const clang::Expr *DeleterArg);

  /// The field that constructor parameter I is stored into, when RD's
  /// destructor releases that field; null otherwise.
  const clang::FieldDecl *ownedFieldForParam(const clang::CXXConstructorDecl *C,
                                             unsigned I);
  /// Whether RD's destructor releases field F.
  bool destructorReleases(const clang::CXXRecordDecl *RD,
                          const clang::FieldDecl *F);

private:
  Verdict callableVerdict(const clang::FunctionDecl *FD);
  Verdict recordVerdict(const clang::CXXRecordDecl *RD);
  bool bodyReleases(const clang::Stmt *Body);
  const llvm::SmallPtrSet<const clang::FieldDecl *, 4> &
  releasedFields(const clang::CXXRecordDecl *RD);

  const apis::ApiDatabase &Apis;
  llvm::DenseMap<const clang::CXXRecordDecl *,
                 llvm::SmallPtrSet<const clang::FieldDecl *, 4>>
      Released;
};

} // namespace tensorlint::frontend::cpp

#endif // TENSORLINT_FRONTEND_CPP_OWNERMODEL_H
