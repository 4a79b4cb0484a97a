//===- OwnerModel.cpp - C++ objects that take ownership of handles
//---------===//

#include "frontend/cpp/OwnerModel.h"

#include "frontend/cpp/ApiCalls.h"

#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "llvm/ADT/StringSwitch.h"

#include <functional>

using namespace clang;

namespace tensorlint::frontend::cpp {

namespace {

bool isInStd(const CXXRecordDecl *RD) {
  return RD && RD->getDeclContext()->isStdNamespace();
}

/// The field a handle argument names: this->f or f inside a member.
const FieldDecl *thisField(const Expr *E) {
  const auto *ME = dyn_cast_or_null<MemberExpr>(stripWrappers(E));
  if (!ME || !isa<CXXThisExpr>(ME->getBase()->IgnoreParenImpCasts()))
    return nullptr;
  return dyn_cast<FieldDecl>(ME->getMemberDecl());
}

/// The parameter index E names (p or std::move(p)), or -1.
int paramIndex(const Expr *E) {
  E = stripWrappers(E);
  if (const auto *CE = dyn_cast_or_null<CallExpr>(E))
    if (const FunctionDecl *FD = CE->getDirectCallee();
        FD && FD->isInStdNamespace() && CE->getNumArgs() == 1 &&
        (FD->getName() == "move" || FD->getName() == "forward"))
      E = stripWrappers(CE->getArg(0));
  const auto *DR = dyn_cast_or_null<DeclRefExpr>(E);
  const auto *PV = DR ? dyn_cast<ParmVarDecl>(DR->getDecl()) : nullptr;
  return PV ? static_cast<int>(PV->getFunctionScopeIndex()) : -1;
}

template <typename Fn> void forEachCall(const Stmt *S, Fn &&F) {
  if (!S)
    return;
  if (const auto *C = dyn_cast<CallExpr>(S))
    F(C);
  for (const Stmt *Child : S->children())
    forEachCall(Child, F);
}

} // namespace

bool OwnerModel::isSmartPointer(const CXXRecordDecl *RD) {
  if (!isInStd(RD) || !RD->getIdentifier())
    return false;
  return RD->getName() == "unique_ptr" || RD->getName() == "shared_ptr";
}

bool OwnerModel::isStdContainer(const CXXRecordDecl *RD) {
  if (!isInStd(RD) || !RD->getIdentifier())
    return false;
  return llvm::StringSwitch<bool>(RD->getName())
      .Cases("vector", "deque", "list", "forward_list", "set", "multiset", true)
      .Cases("map", "multimap", "unordered_map", "unordered_set",
             "unordered_multimap", "unordered_multiset", true)
      .Cases("queue", "stack", "priority_queue", "array", "pair", "tuple", true)
      .Default(false);
}

bool OwnerModel::isInsertMethod(StringRef Name) {
  return llvm::StringSwitch<bool>(Name)
      .Cases("push_back", "emplace_back", "push_front", "emplace_front", true)
      .Cases("insert", "emplace", "emplace_hint", "push", "try_emplace",
             "insert_or_assign", true)
      .Default(false);
}

bool OwnerModel::bodyReleases(const Stmt *Body) {
  bool Found = false;
  forEachCall(Body, [&](const CallExpr *C) {
    ApiCall AC = resolveApiCall(C, Apis);
    if (AC.Entry && AC.Entry->Kind == apis::ApiKind::Release)
      Found = true;
  });
  return Found;
}

OwnerModel::Verdict OwnerModel::callableVerdict(const FunctionDecl *FD) {
  if (!FD)
    return Verdict::Unknown;
  if (FD->getIdentifier() && !isa<CXXMethodDecl>(FD)) {
    if (const apis::ApiEntry *E = Apis.lookupCFunction(FD->getName()))
      return E->Kind == apis::ApiKind::Release ? Verdict::Releases
                                               : Verdict::DoesNotRelease;
    if (FD->getName() == "free" && !FD->hasBody())
      return Verdict::DoesNotRelease;
  }
  const FunctionDecl *Def = nullptr;
  if (FD->hasBody(Def) && bodyReleases(Def->getBody()))
    return Verdict::Releases;
  return Verdict::Unknown;
}

OwnerModel::Verdict OwnerModel::recordVerdict(const CXXRecordDecl *RD) {
  if (!RD || !RD->hasDefinition())
    return Verdict::Unknown;
  if (isInStd(RD) && RD->getIdentifier() && RD->getName() == "default_delete")
    return Verdict::Unknown;
  if (RD->isLambda())
    return callableVerdict(RD->getLambdaCallOperator());
  for (const CXXMethodDecl *M : RD->methods())
    if (M->getOverloadedOperator() == OO_Call)
      if (Verdict V = callableVerdict(M); V != Verdict::Unknown)
        return V;
  return Verdict::Unknown;
}

OwnerModel::Verdict OwnerModel::deleterVerdict(const CXXRecordDecl *SmartPtr,
                                               const Expr *DeleterArg) {
  if (DeleterArg) {
    const Expr *D = stripWrappers(DeleterArg);
    if (const auto *UO = dyn_cast<UnaryOperator>(D);
        UO && UO->getOpcode() == UO_AddrOf)
      D = stripWrappers(UO->getSubExpr());
    if (const auto *DR = dyn_cast<DeclRefExpr>(D))
      if (const auto *FD = dyn_cast<FunctionDecl>(DR->getDecl()))
        return callableVerdict(FD);
    if (const auto *LE = dyn_cast<LambdaExpr>(D))
      return callableVerdict(LE->getCallOperator());
    if (const CXXRecordDecl *RD = D->getType()->getAsCXXRecordDecl())
      return recordVerdict(RD);
    return Verdict::Unknown;
  }
  // unique_ptr<T, D>: the deleter type.
  const auto *Spec = dyn_cast<ClassTemplateSpecializationDecl>(SmartPtr);
  if (!Spec || Spec->getTemplateArgs().size() < 2)
    return Verdict::Unknown;
  const TemplateArgument &Arg = Spec->getTemplateArgs()[1];
  if (Arg.getKind() != TemplateArgument::Type)
    return Verdict::Unknown;
  return recordVerdict(Arg.getAsType()->getAsCXXRecordDecl());
}

const llvm::SmallPtrSet<const FieldDecl *, 4> &
OwnerModel::releasedFields(const CXXRecordDecl *RD) {
  auto [It, New] = Released.try_emplace(RD);
  if (!New || !RD->hasDefinition())
    return It->second;
  llvm::SmallPtrSet<const FieldDecl *, 4> Fields;
  const CXXDestructorDecl *Dtor = RD->getDestructor();
  const FunctionDecl *Def = nullptr;
  if (Dtor && Dtor->hasBody(Def)) {
    forEachCall(Def->getBody(), [&](const CallExpr *C) {
      ApiCall AC = resolveApiCall(C, Apis);
      if (!AC.Entry || AC.Entry->Kind != apis::ApiKind::Release)
        return;
      for (unsigned I = 0; I < C->getNumArgs(); ++I) {
        bool IsHandle = AC.Entry->H.At == apis::Handle::AllArgs ||
                        (AC.Entry->H.At == apis::Handle::Arg &&
                         AC.Entry->H.Index == static_cast<int>(I));
        if (const FieldDecl *F = IsHandle ? thisField(C->getArg(I)) : nullptr)
          Fields.insert(F);
      }
    });
  }
  // The map may have grown (and moved) while the body was walked.
  auto &Slot = Released[RD];
  Slot = std::move(Fields);
  return Slot;
}

bool OwnerModel::destructorReleases(const CXXRecordDecl *RD,
                                    const FieldDecl *F) {
  return RD && F && releasedFields(RD).contains(F);
}

const FieldDecl *OwnerModel::ownedFieldForParam(const CXXConstructorDecl *C,
                                                unsigned I) {
  const FunctionDecl *Def = nullptr;
  if (!C || !C->hasBody(Def))
    return nullptr;
  const auto *Ctor = cast<CXXConstructorDecl>(Def);
  const CXXRecordDecl *RD = Ctor->getParent();
  for (const CXXCtorInitializer *Init : Ctor->inits()) {
    const FieldDecl *F = Init->getMember();
    if (F && Init->isWritten() && paramIndex(Init->getInit()) == int(I) &&
        destructorReleases(RD, F))
      return F;
  }
  const FieldDecl *Found = nullptr;
  std::function<void(const Stmt *)> Walk = [&](const Stmt *S) {
    if (!S || Found)
      return;
    if (const auto *BO = dyn_cast<BinaryOperator>(S);
        BO && BO->getOpcode() == BO_Assign) {
      const FieldDecl *F = thisField(BO->getLHS());
      if (F && paramIndex(BO->getRHS()) == int(I) && destructorReleases(RD, F))
        Found = F;
    }
    for (const Stmt *Child : S->children())
      Walk(Child);
  };
  Walk(Ctor->getBody());
  return Found;
}

} // namespace tensorlint::frontend::cpp
