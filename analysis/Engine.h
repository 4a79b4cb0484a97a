//===- Engine.h - The per-function tensor-lifetime dataflow -----*- C++ -*-===//
//
// A forward, path-merging analysis over one function's CFG (docs/ir.md, "The
// engine's reading of the IR"). Variables point to sets of abstract objects
// (allocation sites and parameters); objects carry a set of possible states.
// After the fixpoint, one recording pass replays every block and collects the
// facts rules need: where each object was created, released, escaped, last
// used, and where an owned object became unreachable; plus the misuses that
// are certain on every incoming path (use after release, double release,
// release while a longer-lived owner holds the object).
//
// Rules read only these facts and the IR; the engine knows no rule.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_ANALYSIS_ENGINE_H
#define TENSORLINT_ANALYSIS_ENGINE_H

#include "analysis/CFGInfo.h"
#include "analysis/Summaries.h"
#include "ir/IR.h"

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"

#include <memory>
#include <optional>
#include <vector>

namespace tensorlint::analysis {

/// An op of the analysed function, by block and position.
struct OpRef {
  ir::BlockId Block = ~0u;
  uint32_t Index = ~0u;
  bool isValid() const { return Block != ~0u; }
  friend bool operator==(const OpRef &, const OpRef &) = default;
};

/// The possible states of an object (a bitset).
enum StateBits : uint8_t {
  SUnborn = 1 << 0,   ///< Not created yet on some path.
  SOwned = 1 << 1,    ///< This function must release it.
  SBorrowed = 1 << 2, ///< Someone else (the caller) owns it.
  SReleased = 1 << 3,
  SEscaped = 1 << 4, ///< Returned, stored, captured, sunk, cached or kept.
  SScoped = 1 << 5,  ///< Freed by an enclosing scope (callback or enter/exit).
  /// Not a state but a mark on the others: on some path here the object
  /// was handed to code the analysis cannot see (a function no summary
  /// describes: another package, a callback, a global). That code may have
  /// kept or freed it, so losing it afterwards is no proven leak, unless
  /// this function itself releases it after a hand-over on some path
  /// (then the call only borrowed it: SiteRecord::ReleasedAfterHandOver).
  SHandedOver = 1 << 6,
};

/// Who else holds an escaped object (releasing it through the local name
/// afterwards frees the owner's copy).
enum class HeldKind : uint8_t { None, Field, Module, Container };

enum class LossKind : uint8_t {
  Reassign, ///< The last variable naming it was overwritten.
  Kill,     ///< The last variable naming it went out of scope / was nulled.
  Exit,     ///< The function returned while a variable still named it.
};

/// An owned object became unreachable here on some path.
struct Loss {
  LossKind Kind = LossKind::Exit;
  OpRef At;                      ///< Reassign / Kill: the op.
  ir::BlockId ExitPred = ~0u;    ///< Exit: the block that jumped to exit.
  ir::ValueId Var = ir::NoValue; ///< Reassign / Kill: the variable.
  uint8_t Bits = 0;              ///< The object's possible states then.
};

/// Everything the function did to the objects of one allocation site.
struct SiteRecord {
  OpRef Create;
  bool IsModel = false; ///< A load-model op or a call returning a model.
  /// A call whose summary makes it a creation. (Its summary is the callee's
  /// of the op at Create: facts hold no pointer into a summary table, so
  /// that they stay valid, and shareable, after the table is gone.)
  bool ViaCall = false;
  /// A name a destructuring gives a call's fresh result (Op::PartOfResult):
  /// that call, whose callee's summary says how to free it.
  OpRef PartOf;
  bool EverReleased = false, EverEscaped = false, EverKept = false;
  /// Made inside a freeing scope on some path (SScoped): the scope frees it
  /// unless it is kept.
  bool EverScoped = false;
  /// Handed to code the analysis cannot see on some path (SHandedOver).
  bool EverHandedOver = false;
  /// Released by this function after such a hand-over on some path: the
  /// code it was handed to only borrowed it, and this function still owns
  /// it. Without such a release, losses after a hand-over are dropped.
  bool ReleasedAfterHandOver = false;
  bool EscapedToCache = false, EscapedToReturn = false;
  bool ReturnedOwned = false; ///< Returned while possibly owned.
  /// Returned as an element of an array or object (`return [a, b]`).
  bool ReturnedAsElement = false;
  /// A call that creates through this argument's pointer (its summary's
  /// CreatesThroughArg), or ~0u for a returned object.
  unsigned OutArg = ~0u;
  llvm::SmallVector<OpRef, 2> Releases; ///< In recording order, unique.
  llvm::SmallVector<OpRef, 2> Escapes;
  OpRef LastUse; ///< The use with the greatest source position.
  /// The first named local or parameter an assign bound it to (a temporary
  /// that got a name after all), or NoValue.
  ir::ValueId BoundTo = ir::NoValue;
  llvm::SmallVector<Loss, 2> Losses;

  /// The value the object is made into: the creating op's destination, or
  /// the pointer argument a call creates through (`make(&t)`: t).
  ir::ValueId dest(const ir::Op &Create) const {
    return OutArg < Create.Args.size() ? Create.Args[OutArg] : Create.Dst;
  }
};

enum class MisuseKind : uint8_t {
  UseAfterRelease,
  DoubleRelease,
  ReleaseWhileHeld
};

struct Misuse {
  MisuseKind Kind;
  OpRef At;
  OpRef Prior; ///< The release (or the store, for ReleaseWhileHeld).
  ir::ValueId Var = ir::NoValue;
  HeldKind Held = HeldKind::None;
};

struct FunctionFacts {
  /// False if the fixpoint hit its iteration bound; rules then stay silent
  /// about this function (precision first).
  bool Converged = true;
  std::vector<SiteRecord> Sites;
  std::vector<Misuse> Misuses;
  /// Per parameter (Values with Storage::Param, in order): the parameter
  /// object's possible states at the exit, or 0 if the exit is unreachable.
  std::vector<uint8_t> ParamExitBits;
  /// Per parameter: who else holds the parameter object at the exit (a
  /// container it was pushed into, a field, a module variable), if anyone.
  std::vector<HeldKind> ParamHeld;
  /// Per parameter: on every path to the exit, a new object this function
  /// owned was written through it (`*out = make_handle(...)`).
  std::vector<bool> CreatesThroughParam;
  /// Fields of record parameters this function leaves released
  /// (FieldRelease).
  std::vector<FieldRelease> ParamFieldsReleased;
  /// The API and release template of the first such object, for messages.
  std::string OutCreatedBy, OutReleaseHint;
  /// Some op loads a model (directly or through a model-returning call).
  bool LoadsModel = false;
  /// Some call's callee loads a model.
  bool CallsModelLoader = false;
};

/// A function's control flow and, when final, its facts (kept by
/// SummaryTable::compute for analyzeModule).
struct AnalysedFunction {
  std::shared_ptr<const CFGInfo> CFG;
  std::shared_ptr<const FunctionFacts> Facts;
};

/// Maps a Call op to the callee's summary, or null if unknown.
using SummaryResolver =
    llvm::function_ref<const FunctionSummary *(const ir::Op &)>;

/// RunsInScope: every caller runs F inside a freeing scope (see
/// FunctionSummary::RunsInScope), so what F creates is scoped, as in a
/// scope's callback.
FunctionFacts analyzeFunction(const ir::Function &F, const CFGInfo &CFG,
                              SummaryResolver Resolve,
                              bool RunsInScope = false);

/// The positions of F's parameters: the ids of Values with Storage::Param,
/// in declaration order.
llvm::SmallVector<ir::ValueId, 4> paramValues(const ir::Function &F);

} // namespace tensorlint::analysis

#endif // TENSORLINT_ANALYSIS_ENGINE_H
