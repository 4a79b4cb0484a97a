//===- AstLowering.cpp - A Clang AST to the common IR ---------------------===//
//
// Each function with a body in the main file (or in a source file it
// includes textually, see LoweredFiles) becomes an ir::Function whose
// blocks are the blocks of its clang::CFG. The CFG is built with every
// sub-expression as its own element (setAllAlwaysAdd), so the elements come
// in evaluation order and each one is lowered on its own: a call to a
// modelled API becomes create / load-model / release / use / escape, a
// store into a longer-lived owner becomes an escape, a call to a function of
// this TU becomes a call op that the engine resolves with summaries.
//
// Where a created object goes is decided at the call ("destination
// passing"): into the variable it initialises or is assigned to, into the
// temporary of a ?: it is a branch of, or into a fresh temporary. Temporaries
// are killed at the end of their full-expression, so an owning result passed
// straight into a borrowing call is lost there (a chained temporary).
//
//===----------------------------------------------------------------------===//

#include "frontend/cpp/AstLowering.h"

#include "frontend/cpp/ApiCalls.h"
#include "frontend/cpp/BranchFacts.h"
#include "frontend/cpp/FlagFacts.h"
#include "frontend/cpp/OwnerModel.h"

#include "frontend/ApiCallPlan.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/ParentMap.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Analysis/CFG.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/Path.h"

#include <map>
#include <memory>
#include <optional>

using namespace clang;

namespace tensorlint::frontend::cpp {

namespace {

using ir::NoValue;
using ir::ValueId;

/// The files whose functions a module lowers: the main file (0) and the
/// source files, not headers, that it includes textually (`#include
/// "eval.inc"`, a unity build's `#include "part.cpp"`), numbered from 1 in
/// the order they are met. A header's functions belong to the files that
/// define them; a part is only ever compiled as a piece of this one.
class LoweredFiles {
public:
  static constexpr unsigned NotLowered = ~0u;
  explicit LoweredFiles(const SourceManager &SM) : SM(SM) {}

  unsigned index(FileID FID) {
    if (FID == SM.getMainFileID())
      return 0;
    auto [It, New] = Index.try_emplace(FID, NotLowered);
    if (New && isPart(FID)) {
      Parts.push_back(SM.getFileEntryRefForID(FID)->getName().str());
      It->second = static_cast<unsigned>(Parts.size());
    }
    return It->second;
  }

  std::vector<std::string> Parts;

private:
  bool isPart(FileID FID) const {
    if (!SM.getFileEntryRefForID(FID) ||
        SM.getFileCharacteristic(SM.getLocForStartOfFile(FID)) !=
            SrcMgr::C_User)
      return false;
    llvm::StringRef Ext =
        llvm::sys::path::extension(SM.getFileEntryRefForID(FID)->getName());
    return llvm::StringSwitch<bool>(Ext.lower())
        .Cases(".inc", ".c", ".cc", ".cpp", ".cxx", ".c++", true)
        .Default(false);
  }

  const SourceManager &SM;
  llvm::DenseMap<FileID, unsigned> Index;
};

/// Functions with a body in the lowered files, in source order.
class Collector : public RecursiveASTVisitor<Collector> {
public:
  Collector(const SourceManager &SM, LoweredFiles &Files)
      : SM(SM), Files(Files) {}

  bool TraverseDecl(Decl *D) {
    if (!D)
      return true;
    if (!isa<TranslationUnitDecl>(D) && !isa<NamespaceDecl>(D) &&
        !isa<LinkageSpecDecl>(D) &&
        Files.index(SM.getFileID(SM.getExpansionLoc(D->getLocation()))) ==
            LoweredFiles::NotLowered)
      return true;
    return RecursiveASTVisitor::TraverseDecl(D);
  }

  /// Templates are lowered per instantiation (their patterns have no types
  /// to resolve calls with); findings at the same place are reported once.
  bool shouldVisitTemplateInstantiations() const { return true; }

  bool VisitFunctionDecl(FunctionDecl *FD) {
    if (!FD->doesThisDeclarationHaveABody() || FD->isInvalidDecl() ||
        FD->isDependentContext() || FD->isImplicit())
      return true;
    if (const auto *MD = dyn_cast<CXXMethodDecl>(FD);
        MD && MD->getParent()->isLambda())
      return true; // Lowered from its LambdaExpr.
    Fns.push_back(FD);
    return true;
  }

  bool VisitLambdaExpr(LambdaExpr *LE) {
    CXXMethodDecl *Op = LE->getCallOperator();
    if (Op && Op->hasBody() && !Op->isDependentContext() &&
        !Op->isInvalidDecl())
      Fns.push_back(Op);
    return true;
  }

  std::vector<const FunctionDecl *> Fns;

private:
  const SourceManager &SM;
  LoweredFiles &Files;
};

class TULowering;

/// Lowers one function.
class FnLowering {
public:
  FnLowering(TULowering &TU, const FunctionDecl *FD, ir::Function &F);
  void run();

private:
  // --- The steps of run() --------------------------------------------------
  /// A CFG edge on which some handles are null (linkSuccessors).
  struct AbsentEdge {
    ir::BlockId From, To;
    llvm::SmallVector<ValueId, 2> Values;
    const Expr *Cond;
    /// A call-outcome op for this edge, if the branch tests a call's result.
    std::optional<ir::Op> Outcome;
  };
  /// The CFG's blocks in F's order, and the id of each in F.
  struct BlockOrder {
    std::vector<const CFGBlock *> Blocks;
    llvm::DenseMap<const CFGBlock *, ir::BlockId> Ids;
  };
  /// F's name, range, attributes and parent: what the declaration says.
  void describeFunction();
  /// Every parameter is a value, in order, so that call arguments and
  /// summaries line up by position.
  void lowerParameters();
  /// The parent map of Body and of a constructor's member initializers,
  /// whose expressions are noted with their fields (InitFields).
  void mapParents(const Stmt *Body);
  /// Facts about the whole body, before it is lowered: subscripts with
  /// non-constant indices, branches of ?: that yield handles, loop bodies.
  void scanBody(const Stmt *Body);
  /// Whether S lies in a loop body (of those scanBody found).
  bool inLoopBody(const Stmt *S) const;
  /// Entry first, exit last, the rest by decreasing Clang block id (which
  /// is roughly source order); F gets as many blocks.
  BlockOrder orderBlocks(const CFG &G);
  /// Lowers B's elements into Cur and sets its terminator; whether any of
  /// them lies in a loop body.
  bool lowerBlockElements(const CFGBlock *B);
  /// Cur's terminator when S leaves the function (return, failure exit,
  /// throw).
  void noteExit(const Stmt *S);
  /// Kills the local handles of the variable whose lifetime LE ends.
  void lowerLifetimeEnd(const CFGLifetimeEnds &LE);
  /// Links Cur (block From, made of B) to its successors; an edge on which
  /// the branch tells handles null or a call's outcome joins AbsentEdges.
  void linkSuccessors(ir::BlockId From, const CFGBlock *B,
                      const FlagFacts &Flags, const BlockOrder &Order,
                      std::vector<AbsentEdge> &AbsentEdges);
  /// Each edge that knows handles to be null gets a block of its own
  /// holding the assume-null ops (the target may have other predecessors).
  void splitAbsentEdges(llvm::ArrayRef<AbsentEdge> Edges);

  // --- Values ------------------------------------------------------------
  struct ArrayInfo {
    bool PerElement = false;
    uint64_t Size = 0;
    std::vector<ValueId> Elems;
    ValueId All = NoValue;
    const apis::Resource *Res = nullptr;
  };
  /// A value an expression denotes. Collective: the elements of an array
  /// that is tracked as one value (a release through it cannot be counted).
  struct Ref {
    ValueId V = NoValue;
    bool Collective = false;
    explicit operator bool() const { return V != NoValue; }
  };

  ValueId newValue(std::string Name, const apis::Resource *Res,
                   ir::Storage Store, SourceRange R);
  ValueId declValue(const ValueDecl *D);
  /// The variable a record is read or passed through (`c` in `c->graph`,
  /// `c.graph`, `&c`), a parameter or a local of this function; NoValue
  /// for anything else.
  /// WithFields: also make a value for each of its handle fields.
  ValueId recordVar(const Expr *E, bool WithFields);
  /// The value of field FDecl of the object BaseName ("this", "c").
  ValueId fieldValueOf(const FieldDecl *FDecl, const std::string &BaseName,
                       std::string Name, SourceLocation Loc, ValueId Base);
  /// What a return statement returns, when it is a constant.
  ir::ReturnKind constantReturn(const ReturnStmt *RS) const;
  /// Whether a macro that some API model names a failure exit spells the
  /// return statement (an ASSERT_* of GoogleTest, g_return_val_if_fail):
  /// the function then leaves because something failed, as by a throw.
  bool isFailureExit(const ReturnStmt *RS) const;
  /// Branching on Cond, a test of a call of this TU's (`!load(&c)`,
  /// `load(&c) != 0`, `load(&c) < 0`) that passes records: the outcome op of
  /// each side whose outcome the test tells.
  void callOutcomes(const Expr *Cond, std::optional<ir::Op> &OnTrue,
                    std::optional<ir::Op> &OnFalse);
  ValueId fieldValue(const MemberExpr *ME);
  /// The elements of a container or array field read by position
  /// (`m.buffers[i]`, `m->bufs.at(i)`, `s.backends.back()`): one value per
  /// field and object, for all its elements, so that freeing them in an
  /// index loop frees that field's elements (analysis/FieldReleases.h).
  Ref fieldElements(const Expr *E);
  ArrayInfo *arrayInfo(const VarDecl *VD);
  ValueId elementValue(const VarDecl *VD, std::optional<uint64_t> Index);
  /// The value E denotes (no ops are emitted).
  Ref valueOf(const Expr *E);
  /// Every value an argument hands over: one value, or each element of a
  /// local array of handles.
  llvm::SmallVector<Ref, 2> argRefs(const Expr *E);
  std::string spell(const Expr *E) const;
  bool isTracked(ValueId V) const {
    return V != NoValue && F.Values[V].Type != ir::ValueType::Other;
  }

  // --- Ops -----------------------------------------------------------------
  ir::Op &emit(ir::OpKind K, SourceRange R);
  /// Field: the record field it is stored into (ir::Op::Field); for a
  /// Field escape, V's own field by default.
  void emitEscape(ValueId V, ir::EscapeKind K, SourceRange R,
                  llvm::StringRef Field = {});
  /// After a value stored into V: V outlives the function if it is a field
  /// or a module variable.
  void escapeIfLongLived(ValueId V, SourceRange R);
  ValueId newTemp(const apis::Resource *Res, SourceRange R,
                  std::string Name = "");
  /// Kills the temporaries of the finished full-expression. At the end of
  /// a CFG block (BlockEnd) the value of a conditional operator whose arm
  /// ended there stays alive: the join consumes it.
  void flushTemps(bool BlockEnd = false);

  // --- Statements --------------------------------------------------------
  void lowerElement(const Stmt *S);
  void lowerCall(const CallExpr *C);
  void lowerApiCall(const CallExpr *C, const ApiCall &AC);
  void lowerUserCall(const CallExpr *C, const FunctionDecl *Callee,
                     unsigned FirstArg);
  void lowerConstruct(const CXXConstructExpr *CE);
  void lowerVarDecl(const VarDecl *VD);
  void lowerAssign(const Expr *LHS, const Expr *RHS, SourceRange R);
  void lowerReturn(const ReturnStmt *RS);
  void lowerCaptures(const LambdaExpr *LE);
  bool closureIsKept(const LambdaExpr *LE) const;
  /// After a write to a variable that code run later reads (a kept closure
  /// holds it by reference, or a cleanup attribute names it): the value
  /// written is handed to that code.
  void noteWriteReadLater(const Expr *LHS, SourceRange R);
  void lowerInitializer(const CXXCtorInitializer *I);
  /// The value of this->Fld.
  ValueId thisField(const FieldDecl *Fld);
  void lowerCondBranch(const Expr *E);
  /// Arguments handed to a callee of unknown effect.
  void lowerUnknownCall(const CallExpr *C, const FunctionDecl *Callee,
                        unsigned FirstArg, ValueId Dst);
  void escapeArgsTo(llvm::ArrayRef<const Expr *> Args, ir::EscapeKind K,
                    SourceRange R, llvm::StringRef Field = {});

  /// Where the result of call/construct E goes.
  ValueId destFor(const Expr *E, const apis::Resource *Res, bool *Guarded);
  bool isGuardedBy(const Expr *E, ValueId Target);
  const Stmt *consumer(const Expr *E, const Expr **Child) const;
  /// The call is a statement of its own: its result is thrown away.
  bool statusDiscarded(const CallExpr *C) const;
  bool isFullExprRoot(const Stmt *S) const;
  std::string releaseHint(const apis::ApiEntry &E, const ApiCall &AC) const;
  std::string releaseHint(const apis::Resource *R, const ApiCall &AC) const;
  const apis::Resource *entryResource(const apis::ApiEntry &E) const;

  TULowering &TU;
  const FunctionDecl *FD;
  ir::Function &F;
  std::unique_ptr<ParentMap> PM;
  ir::Block *Cur = nullptr;
  std::vector<ValueId> Pending;

  llvm::DenseMap<const ValueDecl *, ValueId> DeclVals;
  /// Values of local record variables (recordVar).
  llvm::DenseMap<const VarDecl *, ValueId> RecordVars;
  /// Record variables whose handle fields all have values.
  llvm::DenseSet<const VarDecl *> RecordsWithFields;
  llvm::DenseSet<const ValueDecl *> Untracked;
  std::map<std::pair<const FieldDecl *, std::string>, ValueId> FieldVals;
  /// Loop variables of range-for loops over a container field, with its key.
  llvm::DenseMap<const VarDecl *, std::string> RangeFields;
  llvm::DenseMap<const Expr *, ValueId> ExprVals;
  llvm::DenseMap<const ConditionalOperator *, ValueId> CondTemps;
  llvm::DenseMap<const Expr *, const ConditionalOperator *> CondBranch;
  llvm::DenseSet<const Expr *> CondDone;
  /// The expressions of a constructor's member initializers, and the fields
  /// they initialise.
  llvm::DenseMap<const Expr *, const FieldDecl *> InitFields;
  std::map<const VarDecl *, ArrayInfo> Arrays;
  llvm::DenseSet<const VarDecl *> NonConstSubscript;
  /// Variables that code run later reads: captured by reference by a kept
  /// closure (a scope guard), or named by a cleanup attribute.
  llvm::DenseSet<const VarDecl *> ReadLater;
  /// Arrays some element of which is released through a subscript.
  llvm::DenseSet<const VarDecl *> SubscriptReleased;
  /// Calls that report failure through a status, for branch conditions.
  FailureTracker Failures;
  /// The begin and end offsets of the function's loop bodies (scanBody).
  std::vector<std::pair<unsigned, unsigned>> LoopBodies;
  unsigned NumTemps = 0;
};

class TULowering {
public:
  TULowering(ASTContext &Ctx, const apis::ApiDatabase &Apis)
      : Ctx(Ctx), SM(Ctx.getSourceManager()), Apis(Apis), Owners(Apis),
        Files(SM) {}

  ir::Module run() {
    ir::Module M;
    FileID Main = SM.getMainFileID();
    if (OptionalFileEntryRef FE = SM.getFileEntryRefForID(Main))
      M.Path = FE->getName().str();
    M.Lang = Ctx.getLangOpts().CPlusPlus ? ir::Language::CXX : ir::Language::C;
    if (M.Lang == ir::Language::CXX)
      M.ScopeAdvice = "hold it in a std::unique_ptr with that deleter";

    Collector Col(SM, Files);
    Col.TraverseDecl(Ctx.getTranslationUnitDecl());
    for (const FunctionDecl *FD : Col.Fns)
      Ids.try_emplace(FD->getCanonicalDecl(),
                      static_cast<ir::FunctionId>(Ids.size()));
    M.Functions.resize(Col.Fns.size());
    for (size_t I = 0; I < Col.Fns.size(); ++I) {
      FnLowering L(*this, Col.Fns[I], M.Functions[I]);
      L.run();
    }
    M.Parts = Files.Parts;
    return M;
  }

  ir::FunctionId idOf(const FunctionDecl *FD) const {
    if (!FD)
      return ir::NoFunction;
    auto It = Ids.find(FD->getCanonicalDecl());
    return It == Ids.end() ? ir::NoFunction : It->second;
  }

  ir::SourceLoc loc(SourceLocation L) const {
    ir::SourceLoc R;
    if (L.isInvalid())
      return R;
    R.Line = SM.getSpellingLineNumber(L);
    R.Col = SM.getSpellingColumnNumber(L);
    return R;
  }

  ir::SourceRange range(SourceRange SR) const {
    ir::SourceRange R;
    SourceLocation B = SM.getFileLoc(SR.getBegin());
    SourceLocation E = SM.getFileLoc(SR.getEnd());
    if (B.isInvalid())
      return R;
    unsigned File = Files.index(SM.getFileID(B));
    if (File == LoweredFiles::NotLowered)
      return R;
    if (E.isInvalid() || SM.getFileID(E) != SM.getFileID(B) ||
        SM.getFileOffset(E) < SM.getFileOffset(B))
      E = B;
    SourceLocation End =
        Lexer::getLocForEndOfToken(E, 0, SM, Ctx.getLangOpts());
    if (End.isInvalid())
      End = E;
    R.Begin = loc(B);
    R.End = loc(End);
    R.BeginOffset = SM.getFileOffset(B);
    R.EndOffset = SM.getFileOffset(End);
    R.File = File;
    return R;
  }

  std::string sourceText(SourceRange SR) const {
    CharSourceRange CR = CharSourceRange::getTokenRange(SR);
    if (SR.getBegin().isMacroID() || SR.getEnd().isMacroID())
      return {};
    return Lexer::getSourceText(CR, SM, Ctx.getLangOpts()).str();
  }

  std::string functionName(const FunctionDecl *FD) const {
    if (const auto *MD = dyn_cast<CXXMethodDecl>(FD);
        MD && MD->getParent()->isLambda()) {
      ir::SourceLoc L = loc(SM.getFileLoc(MD->getParent()->getLocation()));
      return "<lambda@" + std::to_string(L.Line) + ":" + std::to_string(L.Col) +
             ">";
    }
    return FD->getQualifiedNameAsString();
  }

  ASTContext &Ctx;
  const SourceManager &SM;
  const apis::ApiDatabase &Apis;
  OwnerModel Owners;

private:
  llvm::DenseMap<const Decl *, ir::FunctionId> Ids;
  /// Filled while ranges are made, which is otherwise read-only work.
  mutable LoweredFiles Files;
};

/// A cross-TU symbol for a function with external linkage: calls to it from
/// other files of a run find its summary by this name.
std::string linkageSymbol(const FunctionDecl *FD) {
  // An instantiation of a template is not one symbol of the program.
  if (!FD || !FD->hasExternalFormalLinkage() || isa<CXXMethodDecl>(FD) ||
      FD->isMain() || FD->isTemplateInstantiation())
    return {};
  return "c:" + FD->getQualifiedNameAsString() + "/" +
         std::to_string(FD->getNumParams());
}

const Stmt *skipUp(const ParentMap &PM, const Stmt *S) {
  return PM.getParent(S);
}

bool isWrapper(const Stmt *S) {
  return isa<ParenExpr, CastExpr, FullExpr, MaterializeTemporaryExpr,
             CXXBindTemporaryExpr>(S);
}

std::optional<uint64_t> constantIndex(const Expr *E, const ASTContext &Ctx) {
  Expr::EvalResult R;
  if (!E || E->isValueDependent() || !E->EvaluateAsInt(R, Ctx))
    return std::nullopt;
  if (R.Val.getInt().isNegative())
    return std::nullopt;
  return R.Val.getInt().getZExtValue();
}

template <typename Fn> void walk(const Stmt *S, Fn &&F) {
  if (!S)
    return;
  F(S);
  for (const Stmt *Child : S->children())
    walk(Child, F);
}

// --- FnLowering ------------------------------------------------------------

FnLowering::FnLowering(TULowering &TU, const FunctionDecl *FD, ir::Function &F)
    : TU(TU), FD(FD), F(F) {}

ValueId FnLowering::newValue(std::string Name, const apis::Resource *Res,
                             ir::Storage Store, SourceRange R) {
  ir::Value V;
  V.Name = std::move(Name);
  V.Type = !Res           ? ir::ValueType::Other
           : Res->IsModel ? ir::ValueType::Model
                          : ir::ValueType::Tensor;
  V.Store = Store;
  V.Decl = TU.range(R);
  if (Res) {
    V.Noun = Res->Noun;
    V.Scopable = Res->Scoped && !Res->IsModel;
    V.ProgramLifetime = Res->ProgramLifetime;
  }
  F.Values.push_back(std::move(V));
  return static_cast<ValueId>(F.Values.size() - 1);
}

bool FnLowering::isFailureExit(const ReturnStmt *RS) const {
  const SourceManager &SM = TU.Ctx.getSourceManager();
  for (SourceLocation Loc = RS->getReturnLoc(); Loc.isMacroID();
       Loc = SM.getImmediateMacroCallerLoc(Loc))
    if (TU.Apis.isFailureExitMacro(
            Lexer::getImmediateMacroName(Loc, SM, TU.Ctx.getLangOpts())))
      return true;
  return false;
}

ir::ReturnKind FnLowering::constantReturn(const ReturnStmt *RS) const {
  const Expr *E = RS->getRetValue();
  if (!E || E->isValueDependent())
    return ir::ReturnKind::Unknown;
  if (E->getType()->isPointerType())
    return E->isNullPointerConstant(TU.Ctx, Expr::NPC_ValueDependentIsNotNull)
               ? ir::ReturnKind::Zero
               : ir::ReturnKind::Unknown;
  Expr::EvalResult R;
  if (!E->getType()->isIntegralOrEnumerationType() ||
      !E->EvaluateAsInt(R, TU.Ctx))
    return ir::ReturnKind::Unknown;
  return R.Val.getInt().isZero() ? ir::ReturnKind::Zero
                                 : ir::ReturnKind::NonZero;
}

void FnLowering::callOutcomes(const Expr *Cond, std::optional<ir::Op> &OnTrue,
                              std::optional<ir::Op> &OnFalse) {
  // The call tested, and whether the condition holds when it returns zero.
  const Expr *E = Cond->IgnoreParenImpCasts();
  bool TrueWhenZero = false;
  bool FalseKnown = true;
  if (const auto *UO = dyn_cast<UnaryOperator>(E);
      UO && UO->getOpcode() == UO_LNot) {
    E = UO->getSubExpr()->IgnoreParenImpCasts();
    TrueWhenZero = true;
  } else if (const auto *BO = dyn_cast<BinaryOperator>(E)) {
    auto IsZero = [&](const Expr *X) {
      Expr::EvalResult R;
      X = X->IgnoreParenImpCasts();
      return X->isNullPointerConstant(TU.Ctx,
                                      Expr::NPC_ValueDependentIsNotNull) ||
             (X->EvaluateAsInt(R, TU.Ctx) && R.Val.getInt().isZero());
    };
    const Expr *L = BO->getLHS()->IgnoreParenImpCasts();
    const Expr *Rhs = BO->getRHS()->IgnoreParenImpCasts();
    if (IsZero(L))
      std::swap(L, Rhs);
    if (!IsZero(Rhs))
      return;
    E = L;
    switch (BO->getOpcode()) {
    case BO_EQ:
      TrueWhenZero = true;
      break;
    case BO_NE:
      break;
    case BO_LT: // `f() < 0`: true means it returned a negative, nonzero.
      FalseKnown = false;
      break;
    default:
      return;
    }
  }
  const auto *C = dyn_cast<CallExpr>(E);
  const FunctionDecl *Callee = C ? C->getDirectCallee() : nullptr;
  ir::FunctionId Id = TU.idOf(Callee);
  if (Id == ir::NoFunction)
    return;
  ir::Op O;
  O.Kind = ir::OpKind::CallOutcome;
  O.Range = TU.range(C->getSourceRange());
  O.Callee = Id;
  O.Api = Callee->getNameAsString();
  for (unsigned I = 0; I < C->getNumArgs(); ++I)
    O.ArgRecords.push_back(recordVar(C->getArg(I), /*WithFields=*/true));
  if (llvm::all_of(O.ArgRecords, [](ValueId V) { return V == NoValue; }))
    return;
  ir::ReturnKind WhenTrue =
      TrueWhenZero ? ir::ReturnKind::Zero : ir::ReturnKind::NonZero;
  ir::ReturnKind WhenFalse =
      TrueWhenZero ? ir::ReturnKind::NonZero : ir::ReturnKind::Zero;
  OnTrue = O;
  OnTrue->Returned = WhenTrue;
  if (FalseKnown) {
    OnFalse = O;
    OnFalse->Returned = WhenFalse;
  }
}

ValueId FnLowering::recordVar(const Expr *E, bool WithFields) {
  E = E->IgnoreParenImpCasts();
  bool AddressOf = false;
  if (const auto *UO = dyn_cast<UnaryOperator>(E);
      UO && UO->getOpcode() == UO_AddrOf) {
    E = UO->getSubExpr()->IgnoreParenImpCasts();
    AddressOf = true;
  }
  const auto *DRE = dyn_cast<DeclRefExpr>(E);
  const auto *VD = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
  if (!VD || VD->hasGlobalStorage() || VD->getDeclContext() != FD)
    return NoValue;
  // `&c` of a record `c`, or `c` of a record, a reference to one or a
  // pointer to one (a record passed by value carries the same handles).
  QualType T = VD->getType().getNonReferenceType();
  if (!AddressOf && T->isPointerType())
    T = T->getPointeeType();
  const RecordDecl *RD = T->getAsRecordDecl();
  if (!RD || !RD->isCompleteDefinition() || resourceForType(T, TU.Apis))
    return NoValue;
  ValueId V;
  if (auto It = DeclVals.find(VD); It != DeclVals.end()) {
    V = It->second; // A parameter.
  } else {
    auto [RIt, New] = RecordVars.try_emplace(VD, NoValue);
    if (New)
      RIt->second = newValue(VD->getNameAsString(), nullptr, ir::Storage::Local,
                             SourceRange(VD->getLocation()));
    V = RIt->second;
  }
  // Passed to a call: each handle field is a value of its own, which the
  // callee's summary may free (`ctx_free(&c)` frees c.graph, mentioned here
  // or not).
  if (WithFields && RecordsWithFields.insert(VD).second) {
    std::string BaseName = VD->getNameAsString();
    bool Arrow = VD->getType().getNonReferenceType()->isPointerType();
    for (const FieldDecl *Fld : RD->fields())
      if (resourceForType(Fld->getType(), TU.Apis))
        fieldValueOf(Fld, BaseName,
                     BaseName + (Arrow ? "->" : ".") + Fld->getNameAsString(),
                     VD->getLocation(), V);
  }
  return V;
}

ValueId FnLowering::declValue(const ValueDecl *D) {
  if (auto It = DeclVals.find(D); It != DeclVals.end())
    return It->second;
  // for (auto &[id, t] : m->tensors) free(t): a name bound to a part of an
  // element of that field (a map's value) is what the field holds.
  if (const auto *BD = dyn_cast<BindingDecl>(D)) {
    const auto *Whole = dyn_cast_or_null<VarDecl>(BD->getDecomposedDecl());
    auto It = Whole ? RangeFields.find(Whole) : RangeFields.end();
    const apis::Resource *Res = resourceForType(BD->getType(), TU.Apis);
    if (It == RangeFields.end() || !Res)
      return NoValue;
    ValueId V = newValue(BD->getNameAsString(), Res, ir::Storage::Local,
                         SourceRange(BD->getLocation()));
    F.Values[V].FieldKey = It->second;
    DeclVals[D] = V;
    return V;
  }
  const auto *VD = dyn_cast<VarDecl>(D);
  if (!VD || Untracked.contains(D))
    return NoValue;
  // `auto &ctx = model.ctx_w;`: the reference is another name of the field,
  // so `ctx = ggml_init(...)` stores into the model.
  if (VD->getType()->isReferenceType() && !isa<ParmVarDecl>(VD) &&
      VD->getInit())
    if (const auto *ME =
            dyn_cast<MemberExpr>(VD->getInit()->IgnoreParenImpCasts()))
      if (ValueId V = fieldValue(ME); V != NoValue) {
        DeclVals[D] = V;
        return V;
      }
  const apis::Resource *Res = resourceForType(VD->getType(), TU.Apis);
  if (!Res) {
    Untracked.insert(D);
    return NoValue;
  }
  ir::Storage Store = ir::Storage::Local;
  if (VD->hasGlobalStorage())
    Store = ir::Storage::Module;
  else if (VD->getDeclContext() != FD)
    Store = ir::Storage::Field; // Captured by this lambda.
  else if (isa<ParmVarDecl>(VD))
    Store = ir::Storage::Param;
  ValueId V = newValue(VD->getNameAsString(), Res, Store,
                       SourceRange(VD->getLocation()));
  // for (auto b : m->backends): each b is an element of that field.
  if (auto It = RangeFields.find(VD); It != RangeFields.end())
    F.Values[V].FieldKey = It->second;
  DeclVals[D] = V;
  return V;
}

/// The name field keys give record RD: its qualified name, or that of the
/// typedef that names an anonymous one; empty for neither.
static std::string recordKey(const RecordDecl *RD) {
  if (!RD)
    return {};
  if (!RD->getDeclName().isEmpty())
    return RD->getQualifiedNameAsString();
  const TypedefNameDecl *TD = RD->getTypedefNameForAnonDecl();
  return TD ? TD->getQualifiedNameAsString() : std::string();
}

/// "record::field" for a field of a named record (a typedef of an anonymous
/// struct names it too); "" otherwise.
static std::string fieldKey(const FieldDecl *FDecl) {
  std::string Record = recordKey(FDecl ? FDecl->getParent() : nullptr);
  if (Record.empty())
    return {};
  return Record + "::" + FDecl->getNameAsString();
}

/// The field key of a member expression naming a field (`m->backends`).
static std::string fieldKeyOf(const Expr *E) {
  if (const auto *ME =
          dyn_cast_or_null<MemberExpr>(E ? E->IgnoreParenImpCasts() : nullptr))
    return fieldKey(dyn_cast<FieldDecl>(ME->getMemberDecl()));
  return {};
}

ValueId FnLowering::fieldValue(const MemberExpr *ME) {
  const auto *FDecl = dyn_cast<FieldDecl>(ME->getMemberDecl());
  if (!FDecl)
    return NoValue;
  const apis::Resource *Res = resourceForType(FDecl->getType(), TU.Apis);
  if (!Res)
    return NoValue;
  const Expr *Base = ME->getBase()->IgnoreParenImpCasts();
  if (isa<CXXThisExpr>(Base))
    return fieldValueOf(FDecl, "this",
                        ME->isImplicitAccess()
                            ? FDecl->getNameAsString()
                            : "this->" + FDecl->getNameAsString(),
                        ME->getMemberLoc(), NoValue);
  std::string BaseName = spell(Base);
  if (BaseName.empty())
    BaseName = "<object>";
  ValueId V = fieldValueOf(
      FDecl, BaseName,
      BaseName + (ME->isArrow() ? "->" : ".") + FDecl->getNameAsString(),
      ME->getMemberLoc(), recordVar(Base, /*WithFields=*/false));
  // for (auto &kv : m->tensors) free(kv.second): a part of an element of
  // that field (a map's value) is what the field holds.
  if (const auto *DRE = dyn_cast<DeclRefExpr>(Base))
    if (const auto *VD = dyn_cast<VarDecl>(DRE->getDecl()))
      if (auto It = RangeFields.find(VD); It != RangeFields.end())
        F.Values[V].FieldKey = It->second;
  return V;
}

FnLowering::Ref FnLowering::fieldElements(const Expr *E) {
  const Expr *Container = nullptr;
  if (const auto *AS = dyn_cast<ArraySubscriptExpr>(E)) {
    Container = AS->getBase();
  } else if (const auto *OC = dyn_cast<CXXOperatorCallExpr>(E);
             OC && OC->getOperator() == OO_Subscript && OC->getNumArgs() == 2) {
    Container = OC->getArg(0);
  } else if (const auto *MC = dyn_cast<CXXMemberCallExpr>(E)) {
    const CXXMethodDecl *MD = MC->getMethodDecl();
    if (MD && MD->getIdentifier() &&
        llvm::is_contained({"at", "front", "back"}, MD->getName()))
      Container = MC->getImplicitObjectArgument();
  }
  const auto *ME = Container
                       ? dyn_cast<MemberExpr>(Container->IgnoreParenImpCasts())
                       : nullptr;
  const auto *FDecl = ME ? dyn_cast<FieldDecl>(ME->getMemberDecl()) : nullptr;
  const apis::Resource *Res =
      FDecl ? resourceForType(E->getType(), TU.Apis) : nullptr;
  if (!Res)
    return {};
  const Expr *Base = ME->getBase()->IgnoreParenImpCasts();
  bool OfThis = isa<CXXThisExpr>(Base);
  std::string BaseName = OfThis ? "this" : spell(Base);
  if (BaseName.empty())
    BaseName = "<object>";
  auto Key = std::make_pair(FDecl, BaseName + "[]");
  if (auto It = FieldVals.find(Key); It != FieldVals.end())
    return {It->second, true};
  std::string Name = OfThis ? FDecl->getNameAsString()
                            : BaseName + (ME->isArrow() ? "->" : ".") +
                                  FDecl->getNameAsString();
  ValueId V = newValue(Name + "[]", Res, ir::Storage::Field,
                       SourceRange(ME->getMemberLoc()));
  F.Values[V].FieldKey = fieldKey(FDecl);
  F.Values[V].ReceiverField = OfThis;
  F.Values[V].FieldBase =
      OfThis ? NoValue : recordVar(Base, /*WithFields=*/false);
  FieldVals[Key] = V;
  return {V, true};
}

ValueId FnLowering::fieldValueOf(const FieldDecl *FDecl,
                                 const std::string &BaseName, std::string Name,
                                 SourceLocation Loc, ValueId Base) {
  auto Key = std::make_pair(FDecl, BaseName);
  if (auto It = FieldVals.find(Key); It != FieldVals.end())
    return It->second;
  ValueId V =
      newValue(std::move(Name), resourceForType(FDecl->getType(), TU.Apis),
               ir::Storage::Field, SourceRange(Loc));
  F.Values[V].FieldKey = fieldKey(FDecl);
  F.Values[V].ReceiverField = BaseName == "this";
  F.Values[V].FieldBase = Base;
  FieldVals[Key] = V;
  return V;
}

FnLowering::ArrayInfo *FnLowering::arrayInfo(const VarDecl *VD) {
  if (!VD || VD->hasGlobalStorage() || isa<ParmVarDecl>(VD) ||
      VD->getDeclContext() != FD)
    return nullptr;
  if (auto It = Arrays.find(VD); It != Arrays.end())
    return &It->second;
  const apis::Resource *Res = resourceForElements(VD->getType(), TU.Apis);
  if (!Res)
    return nullptr;
  ArrayInfo Info;
  Info.Res = Res;
  if (const auto *CAT = TU.Ctx.getAsConstantArrayType(VD->getType())) {
    Info.Size = CAT->getSize().getZExtValue();
    Info.PerElement = Info.Size <= 64 && !NonConstSubscript.contains(VD);
    Info.Elems.assign(Info.PerElement ? Info.Size : 0, NoValue);
  }
  return &Arrays.emplace(VD, std::move(Info)).first->second;
}

ValueId FnLowering::elementValue(const VarDecl *VD,
                                 std::optional<uint64_t> Index) {
  ArrayInfo *A = arrayInfo(VD);
  if (!A)
    return NoValue;
  std::string Base = VD->getNameAsString();
  if (A->PerElement && Index && *Index < A->Size) {
    ValueId &V = A->Elems[*Index];
    if (V == NoValue)
      V = newValue(Base + "[" + std::to_string(*Index) + "]", A->Res,
                   ir::Storage::Local, SourceRange(VD->getLocation()));
    return V;
  }
  if (A->PerElement)
    return NoValue; // Out of bounds: nothing we can name.
  if (A->All == NoValue)
    A->All = newValue(Base + "[]", A->Res, ir::Storage::Local,
                      SourceRange(VD->getLocation()));
  return A->All;
}

std::string FnLowering::spell(const Expr *E) const {
  E = E->IgnoreParenImpCasts();
  if (const auto *DR = dyn_cast<DeclRefExpr>(E))
    return DR->getDecl()->getNameAsString();
  if (isa<CXXThisExpr>(E))
    return "this";
  std::string S = TU.sourceText(E->getSourceRange());
  if (S.size() > 40 || S.find('\n') != std::string::npos)
    return {};
  return S;
}

FnLowering::Ref FnLowering::valueOf(const Expr *E) {
  E = stripWrappers(E);
  if (!E)
    return {};
  if (auto It = ExprVals.find(E); It != ExprVals.end())
    return {It->second, false};
  if (const auto *CO = dyn_cast<ConditionalOperator>(E)) {
    if (auto It = CondTemps.find(CO); It != CondTemps.end())
      return {It->second, false};
    return {};
  }
  if (Ref Elements = fieldElements(E))
    return Elements;
  if (const auto *CE = dyn_cast<CallExpr>(E)) {
    // std::move(x) / std::forward(x) name x.
    if (const FunctionDecl *Callee = CE->getDirectCallee();
        Callee && Callee->isInStdNamespace() && CE->getNumArgs() == 1 &&
        Callee->getIdentifier() &&
        (Callee->getName() == "move" || Callee->getName() == "forward"))
      return valueOf(CE->getArg(0));
    return {};
  }
  if (const auto *UO = dyn_cast<UnaryOperator>(E);
      UO && UO->getOpcode() == UO_AddrOf)
    return valueOf(UO->getSubExpr());
  if (const auto *DR = dyn_cast<DeclRefExpr>(E))
    return {declValue(DR->getDecl()), false};
  if (const auto *ME = dyn_cast<MemberExpr>(E))
    return {fieldValue(ME), false};
  if (const auto *AS = dyn_cast<ArraySubscriptExpr>(E)) {
    const auto *DR =
        dyn_cast<DeclRefExpr>(AS->getBase()->IgnoreParenImpCasts());
    const auto *VD = DR ? dyn_cast<VarDecl>(DR->getDecl()) : nullptr;
    ArrayInfo *A = arrayInfo(VD);
    if (!A)
      return {};
    ValueId V = elementValue(VD, constantIndex(AS->getIdx(), TU.Ctx));
    return {V, V != NoValue && V == A->All};
  }
  return {};
}

llvm::SmallVector<FnLowering::Ref, 2> FnLowering::argRefs(const Expr *E) {
  llvm::SmallVector<Ref, 2> Out;
  const Expr *S = stripWrappers(E);
  if (const auto *DR = dyn_cast_or_null<DeclRefExpr>(S))
    if (const auto *VD = dyn_cast<VarDecl>(DR->getDecl()))
      if (ArrayInfo *A = arrayInfo(VD)) {
        for (ValueId V : A->Elems)
          if (V != NoValue)
            Out.push_back({V, false});
        if (A->All != NoValue)
          Out.push_back({A->All, true});
        return Out;
      }
  if (Ref R = valueOf(E); R && isTracked(R.V))
    Out.push_back(R);
  return Out;
}

ir::Op &FnLowering::emit(ir::OpKind K, SourceRange R) {
  ir::Op O;
  O.Kind = K;
  O.Range = TU.range(R);
  Cur->Ops.push_back(std::move(O));
  return Cur->Ops.back();
}

void FnLowering::emitEscape(ValueId V, ir::EscapeKind K, SourceRange R,
                            llvm::StringRef Field) {
  if (V == NoValue)
    return;
  ir::Op &O = emit(ir::OpKind::Escape, R);
  O.Src = V;
  O.Escape = K;
  O.Field = Field.empty() && K == ir::EscapeKind::Field ? F.Values[V].FieldKey
                                                        : Field.str();
}

void FnLowering::escapeIfLongLived(ValueId V, SourceRange R) {
  if (V == NoValue)
    return;
  const ir::Value &Val = F.Values[V];
  if (Val.Store == ir::Storage::Field)
    emitEscape(V, ir::EscapeKind::Field, R);
  else if (Val.Store == ir::Storage::Module)
    emitEscape(V,
               Val.Type == ir::ValueType::Model ? ir::EscapeKind::Cache
                                                : ir::EscapeKind::Module,
               R);
}

ValueId FnLowering::newTemp(const apis::Resource *Res, SourceRange R,
                            std::string Name) {
  if (Name.empty())
    Name = "$t" + std::to_string(NumTemps);
  ++NumTemps;
  ValueId V = newValue(std::move(Name), Res, ir::Storage::Temporary, R);
  Pending.push_back(V);
  return V;
}

void FnLowering::flushTemps(bool BlockEnd) {
  std::vector<ValueId> Kept;
  for (ValueId V : Pending) {
    if (BlockEnd && llvm::is_contained(llvm::make_second_range(CondTemps), V)) {
      Kept.push_back(V);
      continue;
    }
    ir::Op O;
    O.Kind = ir::OpKind::Kill;
    O.Dst = V;
    // At the end of the full-expression, shown at the expression that made
    // the temporary.
    O.Range = F.Values[V].Decl;
    Cur->Ops.push_back(std::move(O));
  }
  Pending = std::move(Kept);
}

const Stmt *FnLowering::consumer(const Expr *E, const Expr **Child) const {
  const Stmt *X = E;
  const Stmt *P = skipUp(*PM, X);
  while (P && isWrapper(P)) {
    X = P;
    P = skipUp(*PM, P);
  }
  if (Child)
    *Child = dyn_cast<Expr>(X);
  return P;
}

bool FnLowering::isFullExprRoot(const Stmt *S) const {
  if (!isa<Expr>(S))
    return true;
  const Expr *Top = nullptr;
  const Stmt *P = consumer(cast<Expr>(S), &Top);
  // A member initializer's expression ends with the initializer, an element
  // of its own that stores the value into the field.
  if (!P && Top && InitFields.contains(Top))
    return false;
  // A return or declaration is an element of its own, lowered after its
  // expression: temporaries live until it is done with them.
  return !P || !isa<Expr, ReturnStmt, DeclStmt>(P);
}

bool FnLowering::isGuardedBy(const Expr *E, ValueId Target) {
  // if (!cached) cached = load(...);  if (cached == NULL) { ... }
  auto TestsNull = [&](const Expr *Cond) {
    Cond = stripWrappers(Cond);
    if (const auto *UO = dyn_cast<UnaryOperator>(Cond);
        UO && UO->getOpcode() == UO_LNot)
      return valueOf(UO->getSubExpr()).V == Target;
    if (const auto *BO = dyn_cast<BinaryOperator>(Cond);
        BO && BO->getOpcode() == BO_EQ) {
      auto IsNull = [&](const Expr *X) {
        return X->isNullPointerConstant(TU.Ctx,
                                        Expr::NPC_ValueDependentIsNotNull) !=
               Expr::NPCK_NotNull;
      };
      return (IsNull(BO->getRHS()) && valueOf(BO->getLHS()).V == Target) ||
             (IsNull(BO->getLHS()) && valueOf(BO->getRHS()).V == Target);
    }
    return false;
  };
  const Stmt *X = E;
  for (const Stmt *P = PM->getParent(X); P; X = P, P = PM->getParent(P)) {
    if (const auto *If = dyn_cast<IfStmt>(P))
      if (If->getThen() == X && TestsNull(If->getCond()))
        return true;
  }
  return false;
}

ValueId FnLowering::destFor(const Expr *E, const apis::Resource *Res,
                            bool *Guarded) {
  const Expr *Child = nullptr;
  const Stmt *P = consumer(E, &Child);
  ValueId D = NoValue;
  if (const auto *DS = dyn_cast_or_null<DeclStmt>(P)) {
    for (const Decl *Dl : DS->decls())
      if (const auto *VD = dyn_cast<VarDecl>(Dl);
          VD && VD->getInit() && stripWrappers(VD->getInit()) == E) {
        D = declValue(VD);
        if (D != NoValue && Guarded && VD->isStaticLocal())
          *Guarded = true;
      }
  } else if (const auto *BO = dyn_cast_or_null<BinaryOperator>(P);
             BO && BO->getOpcode() == BO_Assign && BO->getRHS() == Child) {
    Ref L = valueOf(BO->getLHS());
    if (L && !L.Collective)
      D = L.V;
  } else if (auto It = InitFields.find(Child);
             !P && It != InitFields.end() && It->second) {
    // : field_(make()) creates into the field.
    D = thisField(It->second);
  } else if (const auto *CO = dyn_cast_or_null<ConditionalOperator>(P);
             CO &&
             (CO->getTrueExpr() == Child || CO->getFalseExpr() == Child)) {
    auto [It, New] = CondTemps.try_emplace(CO, NoValue);
    if (New)
      It->second = newTemp(Res, CO->getSourceRange());
    D = It->second;
  }
  if (D != NoValue && !isTracked(D))
    D = NoValue;
  if (D == NoValue)
    return newTemp(Res, E->getSourceRange());
  if (Guarded && !*Guarded && F.Values[D].Store != ir::Storage::Local &&
      F.Values[D].Store != ir::Storage::Temporary)
    *Guarded = isGuardedBy(E, D);
  return D;
}

const apis::Resource *FnLowering::entryResource(const apis::ApiEntry &E) const {
  return E.Resource.empty() ? nullptr : TU.Apis.resource(E.Resource);
}

std::string FnLowering::releaseHint(const apis::ApiEntry &E,
                                    const ApiCall &AC) const {
  return releaseHint(entryResource(E), AC);
}

std::string FnLowering::releaseHint(const apis::Resource *R,
                                    const ApiCall &AC) const {
  if (!R || R->Release.empty())
    return {};
  std::string H = R->Release.front();
  // Function-table releases are written "api->ReleaseValue({})"; spell the
  // table the way this call did.
  if (!AC.Table.empty() && llvm::StringRef(H).starts_with("api->"))
    H = AC.Table + H.substr(3);
  return H;
}

void FnLowering::escapeArgsTo(llvm::ArrayRef<const Expr *> Args,
                              ir::EscapeKind K, SourceRange R,
                              llvm::StringRef Field) {
  for (const Expr *A : Args) {
    const Expr *S = stripWrappers(A);
    // {a, b} and std::initializer_list arguments.
    if (const auto *IL = dyn_cast_or_null<InitListExpr>(S)) {
      escapeArgsTo(llvm::ArrayRef(IL->getInits(), IL->getNumInits()), K, R,
                   Field);
      continue;
    }
    if (const auto *SIL = dyn_cast_or_null<CXXStdInitializerListExpr>(S)) {
      escapeArgsTo({SIL->getSubExpr()}, K, R, Field);
      continue;
    }
    if (const auto *CE = dyn_cast_or_null<CXXConstructExpr>(S)) {
      // pair{k, v}, tuple(...) and friends.
      escapeArgsTo(llvm::ArrayRef(CE->getArgs(), CE->getNumArgs()), K, R,
                   Field);
      continue;
    }
    // m.insert(std::make_pair(id, h)): the pair carries the handle in.
    if (const auto *Call = dyn_cast_or_null<CallExpr>(S)) {
      const FunctionDecl *FD = Call->getDirectCallee();
      if (FD && FD->isInStdNamespace() && FD->getIdentifier() &&
          llvm::is_contained(
              {"make_pair", "make_tuple", "tie", "forward_as_tuple"},
              FD->getName())) {
        escapeArgsTo(llvm::ArrayRef(Call->getArgs(), Call->getNumArgs()), K, R,
                     Field);
        continue;
      }
    }
    for (Ref X : argRefs(A))
      emitEscape(X.V, K, R, Field);
  }
}

void FnLowering::lowerApiCall(const CallExpr *C, const ApiCall &AC) {
  const apis::ApiEntry &E = *AC.Entry;
  SourceRange R = C->getSourceRange();
  unsigned N = C->getNumArgs();
  frontend::ApiCallPlan P = frontend::planApiCall(E, N);
  const apis::Resource *Res = entryResource(E);
  llvm::SmallVector<ValueId, 2> Made;
  auto EmitCreate = [&](ValueId D, bool Guarded) {
    Made.push_back(D);
    ir::Op &O = emit(*P.CreateOp, R);
    O.Dst = D;
    O.Api = AC.Spelling;
    O.ReleaseHint = releaseHint(E, AC);
    O.Guarded = Guarded;
    escapeIfLongLived(D, R);
  };
  auto ArgAt = [&](int I) -> const Expr * {
    return I >= 0 && unsigned(I) < N ? C->getArg(unsigned(I)) : nullptr;
  };

  if (P.Result && P.CreateOp) {
    bool Guarded = false;
    ValueId D = destFor(C, Res, &Guarded);
    ExprVals[C] = D;
    EmitCreate(D, Guarded);
  }
  // The operands the call creates, releases or takes over; then (below)
  // every other one, which the call reads.
  for (unsigned I = 0; I < N; ++I) {
    switch (P.arg(I)) {
    case frontend::OperandRole::Creates: {
      const Expr *A = stripWrappers(C->getArg(I));
      const auto *UO = dyn_cast<UnaryOperator>(A);
      if (UO && UO->getOpcode() == UO_AddrOf) {
        Ref T = valueOf(UO->getSubExpr());
        if (T && !T.Collective && isTracked(T.V)) {
          bool Guarded =
              F.Values[T.V].Store != ir::Storage::Local && isGuardedBy(C, T.V);
          EmitCreate(T.V, Guarded);
        }
      } else if (A->getType()->isPointerType()) {
        // Written through a pointer the caller gave (an out-parameter):
        // the object is the caller's.
        ValueId T = newTemp(Res, R);
        EmitCreate(T, false);
        emitEscape(T, ir::EscapeKind::Field, R);
      }
      break;
    }
    case frontend::OperandRole::CreatesArray: {
      const Expr *A = stripWrappers(C->getArg(I));
      const auto *DR = dyn_cast<DeclRefExpr>(A);
      const auto *VD = DR ? dyn_cast<VarDecl>(DR->getDecl()) : nullptr;
      if (ArrayInfo *Arr = arrayInfo(VD)) {
        std::optional<uint64_t> Count;
        if (const Expr *CA = ArgAt(P.CountArg))
          Count = constantIndex(CA, TU.Ctx);
        if (Arr->PerElement && !Count && Arr->Size == 1)
          Count = 1;
        if (Arr->PerElement && Count && *Count <= Arr->Size) {
          for (uint64_t K = 0; K < *Count; ++K)
            EmitCreate(elementValue(VD, K), false);
        } else {
          // Element count unknown: track the elements as one value. When
          // the function releases elements one by one (a loop over the
          // count), the releases cannot be counted: precision first.
          Arr->PerElement = false;
          ValueId All = elementValue(VD, std::nullopt);
          if (!SubscriptReleased.contains(VD))
            EmitCreate(All, false);
        }
      } else if (const auto *UO = dyn_cast<UnaryOperator>(A);
                 UO && UO->getOpcode() == UO_AddrOf) {
        Ref T = valueOf(UO->getSubExpr());
        if (T && !T.Collective && isTracked(T.V))
          EmitCreate(T.V, false);
      } else if (VD && isa<ParmVarDecl>(VD)) {
        ValueId T = newTemp(Res, R);
        EmitCreate(T, false);
        emitEscape(T, ir::EscapeKind::Field, R);
      }
      break;
    }
    case frontend::OperandRole::Release:
    case frontend::OperandRole::Sink:
      for (Ref X : argRefs(C->getArg(I))) {
        // A collection released as a whole cannot be followed element by
        // element: it is handed over.
        if (P.arg(I) == frontend::OperandRole::Sink || X.Collective) {
          emitEscape(X.V, ir::EscapeKind::Sink, R);
          continue;
        }
        ir::Op &O = emit(ir::OpKind::Release, R);
        O.Src = X.V;
        O.Api = AC.Spelling;
      }
      break;
    default:
      break;
    }
  }
  if (P.CreateOp && E.Status.any())
    Failures.noteCall(C, E.Status, Made);

  // C has no freeing scopes: what a plan keeps is read like any other
  // operand.
  for (unsigned I = 0; I < N; ++I) {
    frontend::OperandRole Role = P.arg(I);
    if (!frontend::reads(Role) && Role != frontend::OperandRole::Keep)
      continue;
    for (Ref X : argRefs(C->getArg(I))) {
      ir::Op &O = emit(ir::OpKind::Use, R);
      O.Src = X.V;
      O.Api = AC.Spelling;
    }
  }

  // A returned status (ONNX Runtime's OrtStatus*, non-null on failure and
  // then the caller's to release) thrown away by a bare call statement
  // leaks whenever the call fails. `(void)api->X(...)` says it on purpose.
  if (E.Status.Returned && statusDiscarded(C))
    if (const apis::Resource *SR = resourceForType(C->getType(), TU.Apis);
        SR && !SR->Release.empty()) {
      ValueId T = newTemp(SR, R);
      F.Values[T].FailureOnly = true;
      ir::Op &O = emit(ir::OpKind::Create, R);
      O.Dst = T;
      O.Api = AC.Spelling;
      O.ReleaseHint = releaseHint(SR, AC);
    }
}

bool FnLowering::statusDiscarded(const CallExpr *C) const {
  const Stmt *X = C;
  const Stmt *P = skipUp(*PM, X);
  while (P && isWrapper(P)) {
    if (const auto *Cast = dyn_cast<ExplicitCastExpr>(P);
        Cast && Cast->getType()->isVoidType())
      return false;
    X = P;
    P = skipUp(*PM, P);
  }
  if (!P || isa<CompoundStmt>(P))
    return true;
  // The body of an if/loop/case written without braces.
  if (const auto *If = dyn_cast<IfStmt>(P))
    return X == If->getThen() || X == If->getElse();
  if (const auto *W = dyn_cast<WhileStmt>(P))
    return X == W->getBody();
  if (const auto *Fr = dyn_cast<ForStmt>(P))
    return X == Fr->getBody();
  return isa<SwitchCase, LabelStmt>(P);
}

void FnLowering::lowerUserCall(const CallExpr *C, const FunctionDecl *Callee,
                               unsigned FirstArg) {
  ir::Op O;
  O.Kind = ir::OpKind::Call;
  O.Range = TU.range(C->getSourceRange());
  O.Callee = TU.idOf(Callee);
  O.Api = Callee->getNameAsString();
  for (unsigned I = FirstArg; I < C->getNumArgs(); ++I) {
    Ref X = valueOf(C->getArg(I));
    O.Args.push_back(X && isTracked(X.V) ? X.V : NoValue);
    O.ArgRecords.push_back(recordVar(C->getArg(I), /*WithFields=*/true));
  }
  if (llvm::all_of(O.ArgRecords, [](ValueId V) { return V == NoValue; }))
    O.ArgRecords.clear();
  if (const apis::Resource *Res =
          resourceForType(Callee->getReturnType(), TU.Apis)) {
    bool Guarded = false;
    O.Dst = destFor(C, Res, &Guarded);
    ExprVals[C] = O.Dst;
  }
  ValueId Dst = O.Dst;
  Cur->Ops.push_back(std::move(O));
  escapeIfLongLived(Dst, C->getSourceRange());
}

void FnLowering::lowerUnknownCall(const CallExpr *C, const FunctionDecl *Callee,
                                  unsigned FirstArg, ValueId Dst) {
  SourceRange R = C->getSourceRange();
  bool System = Callee && TU.SM.isInSystemHeader(Callee->getLocation());
  ir::Op O;
  O.Kind = ir::OpKind::Call;
  O.Range = TU.range(R);
  O.Api = Callee ? Callee->getNameAsString() : spell(C->getCallee());
  O.CalleeSymbol = linkageSymbol(Callee);
  bool AnyNamed = false;
  for (unsigned I = FirstArg; I < C->getNumArgs(); ++I) {
    Ref X = valueOf(C->getArg(I));
    if (!X || !isTracked(X.V)) {
      O.Args.push_back(NoValue);
      continue;
    }
    // A fresh object handed to a function we cannot see: it may well take
    // ownership (precision first).
    if (F.Values[X.V].Store == ir::Storage::Temporary) {
      emitEscape(X.V, ir::EscapeKind::Sink, R);
      O.Args.push_back(NoValue);
      continue;
    }
    AnyNamed = true;
    O.Args.push_back(X.V);
  }
  if (AnyNamed && !System)
    Cur->Ops.push_back(std::move(O));
  else if (Dst != NoValue && !AnyNamed) {
    // The variable now holds something we know nothing about.
    ir::Op &K = emit(ir::OpKind::Kill, R);
    K.Dst = Dst;
  }
}

void FnLowering::lowerCall(const CallExpr *C) {
  Failures.noteStatusArguments(C);
  ApiCall AC = resolveApiCall(C, TU.Apis);
  if (AC.Entry)
    return lowerApiCall(C, AC);
  const FunctionDecl *Callee = C->getDirectCallee();
  if (Callee && Callee->isInStdNamespace() && Callee->getIdentifier() &&
      (Callee->getName() == "move" || Callee->getName() == "forward"))
    return;
  SourceRange R = C->getSourceRange();
  unsigned FirstArg = 0;
  if (const auto *OC = dyn_cast<CXXOperatorCallExpr>(C)) {
    if (isa_and_nonnull<CXXMethodDecl>(Callee))
      FirstArg = 1;
    // m[k] = t / v[i] = t on a container of handles.
    if (OC->getOperator() == OO_Equal && OC->getNumArgs() == 2)
      if (const auto *Sub =
              dyn_cast<CXXOperatorCallExpr>(stripWrappers(OC->getArg(0)));
          Sub && Sub->getOperator() == OO_Subscript)
        return escapeArgsTo({OC->getArg(1)}, ir::EscapeKind::Container, R);
  }
  if (const auto *MC = dyn_cast<CXXMemberCallExpr>(C)) {
    const CXXRecordDecl *RD = MC->getRecordDecl();
    const CXXMethodDecl *MD = MC->getMethodDecl();
    if (RD && MD && MD->getIdentifier()) {
      llvm::ArrayRef<const Expr *> Args(MC->getArgs(), MC->getNumArgs());
      if (OwnerModel::isSmartPointer(RD)) {
        if (MD->getName() == "reset" && !Args.empty() &&
            TU.Owners.deleterVerdict(RD, nullptr) !=
                OwnerModel::Verdict::DoesNotRelease)
          escapeArgsTo(Args.take_front(1), ir::EscapeKind::Sink, R);
        return;
      }
      if (OwnerModel::isStdContainer(RD)) {
        // m->backends.push_back(b): into the container field's elements.
        if (OwnerModel::isInsertMethod(MD->getName()))
          escapeArgsTo(Args, ir::EscapeKind::Container, R,
                       fieldKeyOf(MC->getImplicitObjectArgument()));
        return;
      }
    }
  }
  ir::FunctionId Id = TU.idOf(Callee);
  if (Id != ir::NoFunction)
    return lowerUserCall(C, Callee, FirstArg);
  ValueId Dst = NoValue;
  if (Callee && resourceForType(Callee->getReturnType(), TU.Apis)) {
    const Expr *Child = nullptr;
    const Stmt *P = consumer(C, &Child);
    if (const auto *DS = dyn_cast_or_null<DeclStmt>(P)) {
      for (const Decl *Dl : DS->decls())
        if (const auto *VD = dyn_cast<VarDecl>(Dl);
            VD && VD->getInit() && stripWrappers(VD->getInit()) == C)
          Dst = declValue(VD);
    } else if (const auto *BO = dyn_cast_or_null<BinaryOperator>(P);
               BO && BO->getOpcode() == BO_Assign && BO->getRHS() == Child) {
      Ref L = valueOf(BO->getLHS());
      Dst = L && !L.Collective ? L.V : NoValue;
    }
    if (Dst != NoValue)
      ExprVals[C] = NoValue; // The assignment must not alias anything.
  }
  lowerUnknownCall(C, Callee, FirstArg, Dst);
}

void FnLowering::lowerConstruct(const CXXConstructExpr *CE) {
  const CXXConstructorDecl *Ctor = CE->getConstructor();
  if (!Ctor || CE->getNumArgs() == 0)
    return;
  const CXXRecordDecl *RD = Ctor->getParent();
  SourceRange R = CE->getSourceRange();
  llvm::ArrayRef<const Expr *> Args(CE->getArgs(), CE->getNumArgs());
  if (OwnerModel::isSmartPointer(RD)) {
    if (Ctor->isCopyOrMoveConstructor())
      return;
    const Expr *Deleter = Args.size() >= 2 ? Args[1] : nullptr;
    if (TU.Owners.deleterVerdict(RD, Deleter) !=
        OwnerModel::Verdict::DoesNotRelease)
      escapeArgsTo(Args.take_front(1), ir::EscapeKind::Sink, R);
    return;
  }
  if (OwnerModel::isStdContainer(RD)) {
    escapeArgsTo(Args, ir::EscapeKind::Container, R);
    return;
  }
  if (Ctor->isCopyOrMoveConstructor())
    return;
  // An RAII class: the destructor releases the field the argument is
  // stored into.
  bool Handled = false;
  for (unsigned I = 0; I < Args.size(); ++I)
    if (TU.Owners.ownedFieldForParam(Ctor, I)) {
      escapeArgsTo(Args.slice(I, 1), ir::EscapeKind::Field, R);
      Handled = true;
    }
  if (Handled)
    return;
  ir::FunctionId Id = TU.idOf(Ctor);
  bool AnyTracked = llvm::any_of(Args, [&](const Expr *A) {
    Ref X = valueOf(A);
    return X && isTracked(X.V);
  });
  if (Id == ir::NoFunction && !AnyTracked)
    return;
  ir::Op O;
  O.Kind = ir::OpKind::Call;
  O.Range = TU.range(R);
  O.Callee = Id;
  O.Api = RD->getNameAsString();
  for (const Expr *A : Args) {
    Ref X = valueOf(A);
    bool T = X && isTracked(X.V);
    if (T && Id == ir::NoFunction &&
        F.Values[X.V].Store == ir::Storage::Temporary) {
      emitEscape(X.V, ir::EscapeKind::Sink, R);
      T = false;
    }
    O.Args.push_back(T ? X.V : NoValue);
  }
  if (Id != ir::NoFunction || !TU.SM.isInSystemHeader(Ctor->getLocation()))
    Cur->Ops.push_back(std::move(O));
}

void FnLowering::lowerVarDecl(const VarDecl *VD) {
  const Expr *Init = VD->getInit();
  if (!Init)
    return;
  Failures.noteStore(VD, Init);
  SourceRange R = VD->getSourceRange();
  const Expr *S = stripWrappers(Init);
  if (ArrayInfo *A = arrayInfo(VD)) {
    // TF_Tensor *inputs[] = {a, b}: the elements alias a and b.
    if (const auto *IL = dyn_cast<InitListExpr>(S))
      for (unsigned I = 0; I < IL->getNumInits(); ++I)
        if (Ref X = valueOf(IL->getInit(I)); X && isTracked(X.V)) {
          ValueId El = elementValue(
              VD, A->PerElement ? std::optional<uint64_t>(I) : std::nullopt);
          if (El == NoValue)
            continue;
          ir::Op &O = emit(ir::OpKind::Assign, R);
          O.Dst = El;
          O.Src = X.V;
        }
    return;
  }
  ValueId V = declValue(VD);
  if (V == NoValue) {
    // A struct or array initialised with handles stores them.
    if (const auto *IL = dyn_cast<InitListExpr>(S))
      escapeArgsTo(llvm::ArrayRef(IL->getInits(), IL->getNumInits()),
                   VD->hasGlobalStorage() ? ir::EscapeKind::Module
                                          : ir::EscapeKind::Field,
                   R);
    return;
  }
  Ref X = valueOf(Init);
  if (!X || X.V == V || !isTracked(X.V))
    return;
  ir::Op &O = emit(ir::OpKind::Assign, R);
  O.Dst = V;
  O.Src = X.V;
  escapeIfLongLived(V, R);
}

void FnLowering::lowerAssign(const Expr *LHS, const Expr *RHS, SourceRange R) {
  const Expr *L = stripWrappers(LHS);
  if (const auto *DR = dyn_cast<DeclRefExpr>(L))
    if (const auto *VD = dyn_cast<VarDecl>(DR->getDecl()))
      Failures.noteStore(VD, RHS);
  // *out = t: stored where the caller looks; through a parameter of this
  // function, the caller receives it (the summary says so if every path
  // does this with a new object).
  if (const auto *UO = dyn_cast<UnaryOperator>(L);
      UO && UO->getOpcode() == UO_Deref) {
    const auto *DR = dyn_cast<DeclRefExpr>(stripWrappers(UO->getSubExpr()));
    const auto *PV = DR ? dyn_cast<ParmVarDecl>(DR->getDecl()) : nullptr;
    ValueId P = PV ? declValue(PV) : NoValue;
    if (P == NoValue) {
      escapeArgsTo({RHS}, ir::EscapeKind::Field, R);
      return;
    }
    for (Ref X : argRefs(RHS)) {
      ir::Op &O = emit(ir::OpKind::Escape, R);
      O.Src = X.V;
      O.Escape = ir::EscapeKind::OutParam;
      O.Args = {P};
    }
    return;
  }
  // m[k] = t on a map of handles (builtin '=' on the element).
  if (const auto *OC = dyn_cast<CXXOperatorCallExpr>(L);
      OC && OC->getOperator() == OO_Subscript) {
    escapeArgsTo({RHS}, ir::EscapeKind::Container, R);
    return;
  }
  Ref T = valueOf(LHS);
  if (!T || !isTracked(T.V)) {
    // g_array[i] = t, obj.vec[i] = t ...: an element of a collection we do
    // not track.
    if (const auto *AS = dyn_cast<ArraySubscriptExpr>(L))
      if (!isa<DeclRefExpr>(AS->getBase()->IgnoreParenImpCasts()) ||
          !arrayInfo(dyn_cast<VarDecl>(
              cast<DeclRefExpr>(AS->getBase()->IgnoreParenImpCasts())
                  ->getDecl())))
        escapeArgsTo({RHS}, ir::EscapeKind::Container, R);
    return;
  }
  if (auto It = ExprVals.find(stripWrappers(RHS)); It != ExprVals.end())
    if (It->second == T.V || It->second == NoValue)
      return; // Created (or reset) in place.
  Ref X = valueOf(RHS);
  if (X && X.V == T.V)
    return;
  if (!X || !isTracked(X.V)) {
    if (T.Collective)
      return;
    // t = NULL, t = <something unknown>: t no longer names the object.
    ir::Op &O = emit(ir::OpKind::Kill, R);
    O.Dst = T.V;
    return;
  }
  if (T.Collective) {
    ir::Op &O = emit(ir::OpKind::Assign, R);
    O.Dst = T.V;
    O.Src = X.V;
    return;
  }
  ir::Op &O = emit(ir::OpKind::Assign, R);
  O.Dst = T.V;
  O.Src = X.V;
  escapeIfLongLived(T.V, R);
}

void FnLowering::lowerReturn(const ReturnStmt *RS) {
  const Expr *E = RS->getRetValue();
  if (!E)
    return;
  for (Ref X : argRefs(E))
    emitEscape(X.V, ir::EscapeKind::Return, RS->getSourceRange());
  // A local record returned whole (`return out;`, copied or moved): what its
  // fields hold outlives the function (rules/LocalHolder.cpp).
  const Expr *Whole = E->IgnoreImplicit();
  if (const auto *CE = dyn_cast<CXXConstructExpr>(Whole);
      CE && CE->getNumArgs() == 1)
    Whole = CE->getArg(0)->IgnoreImplicit();
  if (ValueId R = recordVar(Whole, /*WithFields=*/false);
      R != NoValue && F.Values[R].Store == ir::Storage::Local)
    emitEscape(R, ir::EscapeKind::Return, RS->getSourceRange());
}

void FnLowering::lowerCaptures(const LambdaExpr *LE) {
  bool Kept = closureIsKept(LE);
  for (const LambdaCapture &Cap : LE->captures()) {
    if (!Cap.capturesVariable())
      continue;
    const auto *VD = dyn_cast<VarDecl>(Cap.getCapturedVar());
    if (!VD)
      continue;
    if (ValueId V = declValue(VD); V != NoValue)
      emitEscape(V, ir::EscapeKind::Closure, LE->getSourceRange());
    if (Kept && Cap.getCaptureKind() == LCK_ByRef)
      ReadLater.insert(VD);
  }
}

bool FnLowering::closureIsKept(const LambdaExpr *LE) const {
  // The closure, or what is built from it (MakeCleanup(f), Cleanup g(f),
  // SCOPE_EXIT's `auto guard = tag + [&] {...}`), initializes a variable:
  // it can run when that variable dies, after the statements that follow.
  const Stmt *X = LE;
  for (const Stmt *P = PM->getParent(X); P; X = P, P = PM->getParent(P)) {
    if (isa<DeclStmt>(P))
      return true;
    if (!isa<Expr>(P))
      return false;
  }
  return false;
}

void FnLowering::noteWriteReadLater(const Expr *LHS, SourceRange R) {
  const auto *DR = dyn_cast<DeclRefExpr>(stripWrappers(LHS));
  const auto *VD = DR ? dyn_cast<VarDecl>(DR->getDecl()) : nullptr;
  if (!VD || !ReadLater.contains(VD))
    return;
  if (ValueId V = declValue(VD); V != NoValue)
    emitEscape(V, ir::EscapeKind::Closure, R);
}

ValueId FnLowering::thisField(const FieldDecl *Fld) {
  return fieldValueOf(Fld, "this", Fld->getNameAsString(), Fld->getLocation(),
                      NoValue);
}

void FnLowering::lowerInitializer(const CXXCtorInitializer *I) {
  const FieldDecl *Fld = I->getMember();
  if (!Fld || !I->getInit())
    return;
  if (!resourceForType(Fld->getType(), TU.Apis))
    return;
  Ref X = valueOf(I->getInit());
  if (!X || !isTracked(X.V))
    return;
  ValueId V = thisField(Fld);
  if (X.V == V)
    return; // Created into the field (destFor), stored there already.
  SourceRange R = I->getSourceRange();
  ir::Op &O = emit(ir::OpKind::Assign, R);
  O.Dst = V;
  O.Src = X.V;
  emitEscape(V, ir::EscapeKind::Field, R);
}

void FnLowering::lowerCondBranch(const Expr *E) {
  const Expr *S = stripWrappers(E);
  auto It = CondBranch.find(S);
  if (It == CondBranch.end() || !CondDone.insert(S).second)
    return;
  const ConditionalOperator *CO = It->second;
  Ref X = valueOf(S);
  if (!X || !isTracked(X.V))
    return;
  auto [TIt, New] = CondTemps.try_emplace(CO, NoValue);
  if (New)
    TIt->second =
        newTemp(resourceForType(CO->getType(), TU.Apis), CO->getSourceRange());
  if (TIt->second == X.V)
    return;
  ir::Op &O = emit(ir::OpKind::Assign, E->getSourceRange());
  O.Dst = TIt->second;
  O.Src = X.V;
}

void FnLowering::lowerElement(const Stmt *S) {
  if (const auto *C = dyn_cast<CallExpr>(S))
    lowerCall(C);
  else if (const auto *CE = dyn_cast<CXXConstructExpr>(S))
    lowerConstruct(CE);
  else if (const auto *DS = dyn_cast<DeclStmt>(S)) {
    for (const Decl *D : DS->decls())
      if (const auto *VD = dyn_cast<VarDecl>(D)) {
        lowerVarDecl(VD);
        // `T *t __attribute__((cleanup(free_t))) = make();`: the cleanup
        // function reads the variable when its scope ends.
        if (VD->hasAttr<CleanupAttr>()) {
          ReadLater.insert(VD);
          emitEscape(declValue(VD), ir::EscapeKind::Closure,
                     VD->getSourceRange());
        }
      }
  } else if (const auto *BO = dyn_cast<BinaryOperator>(S)) {
    if (BO->getOpcode() == BO_Assign) {
      lowerAssign(BO->getLHS(), BO->getRHS(), BO->getSourceRange());
      noteWriteReadLater(BO->getLHS(), BO->getSourceRange());
    }
  } else if (const auto *RS = dyn_cast<ReturnStmt>(S))
    lowerReturn(RS);
  else if (const auto *LE = dyn_cast<LambdaExpr>(S))
    lowerCaptures(LE);
  if (const auto *E = dyn_cast<Expr>(S))
    lowerCondBranch(E);
  if (isFullExprRoot(S))
    flushTemps();
}

void FnLowering::run() {
  const Stmt *Body = FD->getBody();
  describeFunction();
  lowerParameters();
  mapParents(Body);
  scanBody(Body);

  CFG::BuildOptions BO;
  BO.setAllAlwaysAdd();
  BO.AddInitializers = true;
  BO.AddLifetime = true;
  std::unique_ptr<CFG> G =
      CFG::buildCFG(FD, const_cast<Stmt *>(Body), &TU.Ctx, BO);
  if (!G) {
    // No CFG (unsupported construct): one empty block, nothing to report.
    F.Blocks.resize(1);
    F.Exit = 0;
    return;
  }
  const FlagFacts Flags(*G, TU.Ctx);

  BlockOrder Order = orderBlocks(*G);
  std::vector<AbsentEdge> AbsentEdges;
  for (size_t I = 0; I < Order.Blocks.size(); ++I) {
    const CFGBlock *B = Order.Blocks[I];
    Cur = &F.Blocks[I];
    Cur->LoopBody = lowerBlockElements(B);
    // A path that ends the program (abort(), exit()) leaves nothing behind:
    // it has no successor, so nothing it holds is reported as lost.
    if (B->hasNoReturnElement())
      continue;
    linkSuccessors(static_cast<ir::BlockId>(I), B, Flags, Order, AbsentEdges);
  }
  splitAbsentEdges(AbsentEdges);
}

void FnLowering::describeFunction() {
  F.Name = TU.functionName(FD);
  // main's return is the program's exit(): what it still holds dies with
  // the process.
  F.Attrs.EndsProgram = FD->isMain();
  if (const auto *MD = dyn_cast<CXXMethodDecl>(FD))
    F.Attrs.ReplacesReceiver =
        MD->isCopyAssignmentOperator() || MD->isMoveAssignmentOperator();
  F.Attrs.InitialisesReceiver = isa<CXXConstructorDecl>(FD);
  // A destructor its author wrote (even an empty one) is where the object's
  // fields are freed, if anywhere; a defaulted one frees nothing by design.
  if (const auto *DD = dyn_cast<CXXDestructorDecl>(FD);
      DD && DD->isUserProvided() && DD->doesThisDeclarationHaveABody())
    F.Attrs.Destroys = recordKey(DD->getParent());
  F.Range = TU.range(FD->getSourceRange());
  F.ExportSymbol = linkageSymbol(FD);
  if (FD->isMain()) {
    F.Attrs.Freq = ir::Frequency::Once;
    F.Attrs.FreqReason = "program entry 'main'";
  }
  if (const auto *MD = dyn_cast<CXXMethodDecl>(FD);
      MD && MD->getParent()->isLambda()) {
    const DeclContext *DC = MD->getParent()->getDeclContext();
    while (DC && !isa<FunctionDecl>(DC))
      DC = DC->getParent();
    F.Parent = TU.idOf(dyn_cast_or_null<FunctionDecl>(DC));
  }
}

void FnLowering::lowerParameters() {
  for (const ParmVarDecl *P : FD->parameters()) {
    const apis::Resource *Res = resourceForType(P->getType(), TU.Apis);
    std::string Name =
        P->getName().empty()
            ? "<arg " + std::to_string(P->getFunctionScopeIndex()) + ">"
            : P->getNameAsString();
    DeclVals[P] = newValue(std::move(Name), Res, ir::Storage::Param,
                           SourceRange(P->getLocation()));
  }
}

void FnLowering::mapParents(const Stmt *Body) {
  PM = std::make_unique<ParentMap>(const_cast<Stmt *>(Body));
  if (const auto *Ctor = dyn_cast<CXXConstructorDecl>(FD))
    for (const CXXCtorInitializer *I : Ctor->inits())
      if (I->getInit()) {
        PM->addStmt(I->getInit());
        InitFields[I->getInit()] = I->getMember();
      }
}

void FnLowering::scanBody(const Stmt *Body) {
  auto Offsets = [&](const Stmt *S) {
    ir::SourceRange R = TU.range(S->getSourceRange());
    return std::make_pair(R.BeginOffset, R.EndOffset);
  };
  walk(Body, [&](const Stmt *S) {
    if (const auto *AS = dyn_cast<ArraySubscriptExpr>(S)) {
      if (const auto *DR =
              dyn_cast<DeclRefExpr>(AS->getBase()->IgnoreParenImpCasts()))
        if (const auto *VD = dyn_cast<VarDecl>(DR->getDecl()))
          if (!constantIndex(AS->getIdx(), TU.Ctx))
            NonConstSubscript.insert(VD);
    } else if (const auto *CE = dyn_cast<CallExpr>(S)) {
      ApiCall AC = resolveApiCall(CE, TU.Apis);
      if (AC.Entry && AC.Entry->Kind == apis::ApiKind::Release)
        for (const Expr *A : CE->arguments())
          if (const auto *AS = dyn_cast<ArraySubscriptExpr>(stripWrappers(A)))
            if (const auto *DR =
                    dyn_cast<DeclRefExpr>(AS->getBase()->IgnoreParenImpCasts()))
              if (const auto *VD = dyn_cast<VarDecl>(DR->getDecl()))
                SubscriptReleased.insert(VD);
    } else if (const auto *CO = dyn_cast<ConditionalOperator>(S)) {
      if (resourceForType(CO->getType(), TU.Apis)) {
        CondBranch[stripWrappers(CO->getTrueExpr())] = CO;
        CondBranch[stripWrappers(CO->getFalseExpr())] = CO;
      }
    }
    const Stmt *LB = nullptr;
    if (const auto *FS = dyn_cast<ForStmt>(S))
      LB = FS->getBody();
    else if (const auto *WS = dyn_cast<WhileStmt>(S))
      LB = WS->getBody();
    else if (const auto *DS = dyn_cast<DoStmt>(S))
      LB = DS->getBody();
    else if (const auto *RS = dyn_cast<CXXForRangeStmt>(S)) {
      LB = RS->getBody();
      if (std::string Key = fieldKeyOf(RS->getRangeInit()); !Key.empty())
        RangeFields[RS->getLoopVariable()] = Key;
    }
    if (LB && TU.range(LB->getSourceRange()).isValid())
      LoopBodies.push_back(Offsets(LB));
  });
}

// Asked of every CFG element, so one point of S stands for it (a statement
// lies wholly inside a loop body or outside it): an expression's own
// location is found at once, where its beginning is found by walking down
// its leftmost operands, which made a long chain of binary operators
// quadratic.
bool FnLowering::inLoopBody(const Stmt *S) const {
  const auto *E = dyn_cast<Expr>(S);
  SourceLocation L = E ? E->getExprLoc() : S->getBeginLoc();
  ir::SourceRange R = TU.range(SourceRange(L, L));
  if (!R.isValid())
    return false;
  return llvm::any_of(LoopBodies, [&](const auto &LB) {
    return R.BeginOffset >= LB.first && R.BeginOffset < LB.second;
  });
}

FnLowering::BlockOrder FnLowering::orderBlocks(const CFG &G) {
  BlockOrder Out;
  std::vector<const CFGBlock *> &Order = Out.Blocks;
  Order.push_back(&G.getEntry());
  std::vector<const CFGBlock *> Rest;
  for (const CFGBlock *B : G)
    if (B != &G.getEntry() && B != &G.getExit())
      Rest.push_back(B);
  llvm::sort(Rest, [](const CFGBlock *A, const CFGBlock *B) {
    return A->getBlockID() > B->getBlockID();
  });
  Order.insert(Order.end(), Rest.begin(), Rest.end());
  Order.push_back(&G.getExit());
  for (size_t I = 0; I < Order.size(); ++I)
    Out.Ids[Order[I]] = static_cast<ir::BlockId>(I);
  F.Blocks.resize(Order.size());
  F.Exit = static_cast<ir::BlockId>(Order.size() - 1);
  return Out;
}

bool FnLowering::lowerBlockElements(const CFGBlock *B) {
  bool LoopBody = false;
  for (const CFGElement &El : *B) {
    if (std::optional<CFGStmt> CS = El.getAs<CFGStmt>()) {
      const Stmt *S = CS->getStmt();
      LoopBody |= inLoopBody(S);
      noteExit(S);
      lowerElement(S);
    } else if (std::optional<CFGInitializer> CI = El.getAs<CFGInitializer>()) {
      lowerInitializer(CI->getInitializer());
      flushTemps();
    } else if (std::optional<CFGLifetimeEnds> LE =
                   El.getAs<CFGLifetimeEnds>()) {
      lowerLifetimeEnd(*LE);
    }
  }
  flushTemps(/*BlockEnd=*/true);
  if (const Stmt *T = B->getTerminatorStmt()) {
    LoopBody |= inLoopBody(T);
    if (isa<BreakStmt>(T)) {
      Cur->Term = ir::TermKind::Break;
      Cur->TermRange = TU.range(T->getSourceRange());
    } else if (isa<ContinueStmt>(T)) {
      Cur->Term = ir::TermKind::Continue;
      Cur->TermRange = TU.range(T->getSourceRange());
    }
  }
  return LoopBody;
}

void FnLowering::noteExit(const Stmt *S) {
  if (isa<ReturnStmt>(S) && isFailureExit(cast<ReturnStmt>(S))) {
    Cur->Term = ir::TermKind::Throw;
    Cur->TermRange = TU.range(S->getSourceRange());
  } else if (isa<ReturnStmt>(S)) {
    Cur->Term = ir::TermKind::Return;
    Cur->TermRange = TU.range(S->getSourceRange());
    Cur->Returns = constantReturn(cast<ReturnStmt>(S));
  } else if (isa<CXXThrowExpr>(S)) {
    Cur->Term = ir::TermKind::Throw;
    Cur->TermRange = TU.range(S->getSourceRange());
  }
}

void FnLowering::lowerLifetimeEnd(const CFGLifetimeEnds &LE) {
  const VarDecl *VD = LE.getVarDecl();
  if (!VD || VD->hasGlobalStorage())
    return;
  llvm::SmallVector<ValueId, 4> Dead;
  if (auto It = DeclVals.find(VD); It != DeclVals.end())
    Dead.push_back(It->second);
  if (auto It = Arrays.find(VD); It != Arrays.end()) {
    for (ValueId V : It->second.Elems)
      if (V != NoValue)
        Dead.push_back(V);
    if (It->second.All != NoValue)
      Dead.push_back(It->second.All);
  }
  for (ValueId V : Dead) {
    if (!isTracked(V) || F.Values[V].Store != ir::Storage::Local)
      continue;
    ir::Op &O = emit(ir::OpKind::Kill, LE.getTriggerStmt()
                                           ? LE.getTriggerStmt()->getEndLoc()
                                           : VD->getLocation());
    O.Dst = V;
  }
}

void FnLowering::linkSuccessors(ir::BlockId From, const CFGBlock *B,
                                const FlagFacts &Flags, const BlockOrder &Order,
                                std::vector<AbsentEdge> &AbsentEdges) {
  // A branch on a null or status test: on one side some handles name
  // nothing (BranchFacts.h).
  llvm::SmallVector<ValueId, 2> Absent[2];
  const auto *Cond = dyn_cast_or_null<Expr>(B->getTerminatorCondition());
  if (Cond && B->succ_size() == 2) {
    Failures.absentOn(
        Cond, TU.Ctx,
        [&](const Expr *E) {
          Ref X = valueOf(E);
          return X && !X.Collective && isTracked(X.V) ? X.V : NoValue;
        },
        Absent[0], Absent[1]);
    // `if (own) release(h)`: h was written only where own was set
    // (FlagFacts.h).
    bool ZeroWhenTrue = false;
    for (const VarDecl *H : Flags.unmadeWhenZero(Cond, ZeroWhenTrue))
      if (auto It = DeclVals.find(H);
          It != DeclVals.end() && isTracked(It->second))
        Absent[ZeroWhenTrue ? 0 : 1].push_back(It->second);
  }
  // `if (load(&c) != 0)`: what the call returned on each side.
  std::optional<ir::Op> Outcome[2];
  if (Cond && B->succ_size() == 2)
    callOutcomes(Cond, Outcome[0], Outcome[1]);
  unsigned SuccIndex = 0;
  for (const CFGBlock::AdjacentBlock &S : B->succs()) {
    unsigned Side = SuccIndex++;
    if (const CFGBlock *RB = S.getReachableBlock())
      if (auto It = Order.Ids.find(RB);
          It != Order.Ids.end() &&
          !llvm::is_contained(Cur->Succs, It->second)) {
        Cur->Succs.push_back(It->second);
        if (Side < 2 && (!Absent[Side].empty() || Outcome[Side]))
          AbsentEdges.push_back(
              {From, It->second, Absent[Side], Cond, Outcome[Side]});
      }
  }
}

void FnLowering::splitAbsentEdges(llvm::ArrayRef<AbsentEdge> Edges) {
  for (const AbsentEdge &E : Edges) {
    ir::Block Edge;
    if (E.Outcome)
      Edge.Ops.push_back(*E.Outcome);
    for (ValueId V : E.Values) {
      ir::Op O;
      O.Kind = ir::OpKind::AssumeNull;
      O.Src = V;
      O.Range = TU.range(E.Cond->getSourceRange());
      Edge.Ops.push_back(std::move(O));
    }
    Edge.Succs.push_back(E.To);
    Edge.LoopBody = F.Blocks[E.From].LoopBody;
    auto NewId = static_cast<ir::BlockId>(F.Blocks.size());
    F.Blocks.push_back(std::move(Edge));
    for (ir::BlockId &S : F.Blocks[E.From].Succs)
      if (S == E.To)
        S = NewId;
  }
}

} // namespace

ir::Module lowerASTContext(ASTContext &Ctx, const apis::ApiDatabase &Apis) {
  TULowering L(Ctx, Apis);
  return L.run();
}

} // namespace tensorlint::frontend::cpp
