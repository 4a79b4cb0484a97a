//===- FunctionLowering.h - State while lowering one function ---*- C++ -*-===//
//
// Private to the lowering files: the builder state for one Python function
// (current block, its names, loops, cleanups that run when a block is left:
// `finally` clauses and the resources `with` statements close).
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_FRONTEND_PYTHON_FUNCTIONLOWERING_H
#define TENSORLINT_FRONTEND_PYTHON_FUNCTIONLOWERING_H

#include "frontend/ApiCallPlan.h"
#include "frontend/python/Lowering.h"

#include "llvm/ADT/SmallVector.h"

namespace tensorlint::frontend::python {

/// What an expression evaluated to: a value (or none: a constant, a library
/// namespace) and what it is known to hold.
struct ExprVal {
  ir::ValueId V = ir::NoValue;
  Known K;
  /// The producing op wrote into the requested destination.
  bool IntoDest = false;
};

class FunctionLowering {
public:
  FunctionLowering(ModuleContext &Ctx, ir::FunctionId Id);
  void run();

private:
  struct LoopCtx {
    ir::BlockId Break, Continue;
    size_t Cleanups;
    bool SawBreak = false;
  };
  /// Run when control leaves the statement that pushed it.
  struct Cleanup {
    TSNode Finally{};                 ///< A `finally` body, lowered again.
    ir::ValueId Closes = ir::NoValue; ///< A `with` resource.
    TSNode At{};
  };

  // --- CFG -----------------------------------------------------------------
  ir::BlockId newBlock();
  void edge(ir::BlockId From, ir::BlockId To);
  void jumpTo(ir::BlockId To);
  ir::Op &emit(ir::OpKind K, TSNode At);
  void unreachable() { Cur = newBlock(); }

  // --- values --------------------------------------------------------------
  ir::ValueId addValue(llvm::StringRef Name, ir::Storage S, TSNode Decl,
                       const Known &K = {});
  ir::ValueId temp(TSNode At, const Known &K = {});
  /// The value a name denotes here (made on first use), or NoValue for a
  /// name that is a library object or a function (K says which).
  ir::ValueId nameValue(TSNode Id, Known &K);
  /// The value `self.attr` (a field of this method's class).
  ir::ValueId fieldValue(TSNode Attr);
  void setKnown(ir::ValueId V, const Known &K);
  const Known &known(ir::ValueId V) const;
  void collectLocals();

  // --- statements (StmtLowering.cpp) ---------------------------------------
  void lowerParams();
  void lowerBlock(TSNode Block, unsigned Depth);
  void lowerStmt(TSNode S, unsigned Depth);
  void lowerIf(TSNode S, unsigned Depth);
  void lowerFor(TSNode S, unsigned Depth);
  void lowerWhile(TSNode S, unsigned Depth);
  void lowerTry(TSNode S, unsigned Depth);
  void lowerWith(TSNode S, unsigned Depth);
  void lowerReturn(TSNode S, TSNode Value, unsigned Depth);
  void lowerJump(TSNode S, bool IsBreak);
  void lowerRaise(TSNode S, unsigned Depth);
  void lowerDef(TSNode S, unsigned Depth);
  void runCleanups(size_t DownTo, unsigned Depth);
  /// Control leaves by S (a return, raise, break or continue) to To, after
  /// the cleanups above CleanupsDownTo.
  void leave(TSNode S, ir::TermKind K, ir::BlockId To, size_t CleanupsDownTo,
             unsigned Depth);
  /// The name a guard protects (`if model is None:` -> "model"), or "".
  std::string guardTarget(TSNode Cond, bool &Negated) const;
  /// A call of Callee, a function of this file, is made only while a
  /// place Callee fills is empty (ir::Op::Guarded).
  bool underGuardItFills(ir::FunctionId Callee) const;
  bool guarded(llvm::StringRef Target) const;

  // --- assignments ----------------------------------------------------------
  void lowerAssignment(TSNode A, unsigned Depth);
  void lowerAugmented(TSNode A, unsigned Depth);
  /// Binds the target pattern Target to R (`a, b = f()`: each from R).
  void assignTo(TSNode Target, const ExprVal &R, TSNode At, unsigned Depth = 0);
  /// The value an assignment to Target writes (a name, `self.x`), or NoValue.
  ir::ValueId targetValue(TSNode Target);
  /// After writing V (a field or module variable): it escapes there.
  void escapeIfLonglived(ir::ValueId V, TSNode At);
  /// Defines each name in a loop target from Src (an element of it).
  void defineLoopTarget(TSNode Target, const ExprVal &Src, bool PlainIndex,
                        TSNode At, unsigned Depth = 0);

  // --- expressions (ExprLowering.cpp) --------------------------------------
  ExprVal lowerExpr(TSNode N, ir::ValueId Dest, unsigned Depth);
  ExprVal lowerCall(TSNode N, ir::ValueId Dest, unsigned Depth);
  /// A call's arguments, in order (keywords after the positional ones).
  llvm::SmallVector<ExprVal, 4> lowerArguments(TSNode Call, unsigned Depth);
  /// The result of a call of a function nothing is known of (Api), on
  /// receiver From, with Args; Made: the library class it constructs, if
  /// any.
  ExprVal lowerUnknownCall(TSNode Call, ir::ValueId Dest, llvm::StringRef Api,
                           ir::ValueId From, llvm::ArrayRef<ExprVal> Args,
                           QualName Made);
  ExprVal lowerAttribute(TSNode N, ir::ValueId Dest, unsigned Depth);
  ExprVal lowerComprehension(TSNode N, ir::ValueId Dest, unsigned Depth);
  /// A value computed from Operands (Derive), into Dest or a temporary.
  ExprVal derive(TSNode At, ir::ValueId Dest, llvm::ArrayRef<ir::ValueId> Ops,
                 ir::HistoryEffect H, llvm::StringRef Api, ir::ValueId Src,
                 const Known &K = {});
  /// The operations plan P (the entry E's, frontend/ApiCallPlan.h) says a
  /// call performs: a create or load into its result, or the release, take
  /// over or read of the operands the entry names.
  ExprVal applyPlan(TSNode Call, const apis::ApiEntry &E,
                    const frontend::ApiCallPlan &P, llvm::StringRef Api,
                    const ExprVal &Receiver, llvm::ArrayRef<ExprVal> Args,
                    llvm::ArrayRef<ir::ValueId> ArgValues, ir::ValueId Dest);
  ExprVal applyEntry(TSNode Call, const apis::ApiEntry &E, llvm::StringRef Api,
                     const ExprVal &Receiver, llvm::ArrayRef<ExprVal> Args,
                     ir::ValueId Dest);
  /// What a call calls, as lowerCall resolves it.
  struct CallTarget {
    QualName Q;   ///< A library's function or class.
    ExprVal Recv; ///< The receiver of a method.
    const apis::ApiEntry *E = nullptr;
    ir::FunctionId Callee = ir::NoFunction; ///< A function of this file.
    std::string Symbol;                     ///< Another module's function.
    bool Method = false;     ///< Recv is the callee's first argument.
    bool Plain = false;      ///< A builtin that returns a plain value.
    ExprVal CalledValue;     ///< A value called: a traced function, a layer.
    std::string InstanceOf;  ///< A class of this file, called.
    std::string HolderPlace; ///< A method of another module's name: its place.
  };
  /// Resolves `obj.name(...)` into Target. False when the call is lowered
  /// already (a store into a container).
  bool resolveMethodTarget(TSNode N, TSNode Fn, unsigned Depth,
                           CallTarget &Target);
  /// The kind of element Out, the result of calling Method on a
  /// collection, has or is (`LOADERS.values()`, `LOADERS.get(k)`).
  void keepElementKind(llvm::StringRef Method, const Known &Collection,
                       ExprVal &Out);
  /// A call of a function of this run: this file's (Callee) or another
  /// module's (Symbol). A method's first argument is its receiver.
  ExprVal callUserFunction(TSNode Call, ir::FunctionId Callee,
                           llvm::StringRef Symbol, llvm::StringRef Api,
                           llvm::ArrayRef<ExprVal> Args, ir::ValueId Dest,
                           bool IsMethod);
  /// A call of a traced function: runs it, and retraces for a plain number
  /// that changes in each iteration.
  void traceCall(TSNode Call, ir::ValueId Fn, const Known &K,
                 llvm::ArrayRef<ExprVal> Args);
  /// The function a callback argument names, if it is one of this file's.
  ir::FunctionId callbackFunction(TSNode Arg);
  /// The export symbol ("<path>#name") of another file's function that Fn
  /// names (`predict` imported by name, `views.predict` with `from . import
  /// views`), or empty.
  std::string importedFunctionSymbol(TSNode Fn) const;
  /// The functions call N hands its user-function callee as positional
  /// arguments (a function of this file, a parameter of this function,
  /// another file's function), numbered as the callee's parameters: after
  /// `self` when Shift.
  std::vector<ir::CallbackArg> callbackArgs(TSNode N, bool Shift);
  /// Adds to Out the functions argument A (at position Pos) hands over:
  /// itself, or those a list or tuple literal holds (Element deep).
  void noteCallbackArg(TSNode A, uint32_t Pos, uint8_t Element,
                       std::vector<ir::CallbackArg> &Out);
  /// The function expression E names, as a call's argument would pass it:
  /// one of this file's, a parameter of this function, another file's.
  ir::CallbackArg functionArgument(TSNode E);
  /// A framework call that registers a callback argument (btn.click(fn)).
  void noteRegistrations(TSNode Call, const QualName &Callee);
  ir::HistoryEffect historyOf(const apis::ApiEntry &E) const;

  // --- functions kept in places (FunctionPlaces.cpp) -----------------------
  /// The key of the long-lived place E names (a module variable, another
  /// file's, a field of `self`, their attributes and elements), or "".
  std::string placeKey(TSNode E, unsigned Depth = 0) const;
  /// Value (a function, or a container literal of them, or another place)
  /// is stored into Place.
  void noteStoredValue(TSNode Value, const std::string &Place, unsigned Depth);
  /// `Left = Right`.
  void notePlaceAssignment(TSNode Left, TSNode Right);
  /// `Receiver.Method(...)` puts a function into Receiver (`append`).
  void noteFunctionsPutInto(TSNode Call, TSNode Receiver,
                            llvm::StringRef Method);
  /// `Recv.append(x)` (Call of Fn): the container keeps its arguments.
  void lowerContainerStore(TSNode Call, TSNode Fn, const ExprVal &Recv,
                           unsigned Depth);
  /// Call (of Fn, a callee nothing resolved, on Obj or of Obj; a
  /// library's when Library) calls a method of another module's class, or
  /// through a place.
  void noteUnresolvedCall(TSNode Call, TSNode Fn, const Known &Obj,
                          bool Library);
  /// Call (of Fn, a callee nothing resolved; a library's when Library)
  /// calls through a place.
  void noteCalledPlace(TSNode Call, TSNode Fn, bool Library);
  /// The `for` statement For walks a place's functions (or a parameter's),
  /// calling each.
  void noteWalkedFunctions(TSNode For);
  /// How deep the loop target Target holds a function Body calls: 1 for
  /// the element itself (`for fn in ...`), 2 for a part of it (`for fn,
  /// params in ...`), 0 if Body calls none.
  unsigned calledElement(TSNode Target, TSNode Body) const;
  bool tooDeep(TSNode N, unsigned Depth);

  ModuleContext &Ctx;
  const SyntaxTree &T;
  ir::FunctionId Id;
  ir::Function &F;
  const FunctionInfo &FI;
  ir::BlockId Cur = 0;
  llvm::StringMap<ir::ValueId> Vars;
  std::vector<Known> ValKnown;
  llvm::StringSet<> Locals, Globals;
  /// Each named parameter's position (self first), up to a `*args`:
  /// FunctionAttrs::ParamCalls name parameters by it.
  llvm::StringMap<uint32_t> ParamIndex;
  std::vector<LoopCtx> Loops;
  std::vector<Cleanup> Cleanups;
  std::vector<std::string> Guards;
  unsigned NoHistoryDepth = 0;
  /// The target of the assignment being lowered, as written ("self.model",
  /// "cache" for `cache[key] = ...`): a load into it is cached when a guard
  /// tests it.
  std::string TargetText;
  unsigned NextTemp = 0;
};

} // namespace tensorlint::frontend::python

#endif // TENSORLINT_FRONTEND_PYTHON_FUNCTIONLOWERING_H
