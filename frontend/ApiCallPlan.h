//===- ApiCallPlan.h - What a call of a modelled API does -------*- C++ -*-===//
//
// The one mapping from an API model entry (apis/ApiModel.h) to IR
// operations, shared by every frontend. A frontend finds the call, its
// receiver, its arguments and its result; the plan says, for each of them,
// which operation the call performs on it. A new entry flag is added here
// once and every frontend follows; what a plan says that a frontend cannot
// express (an out-parameter in JavaScript) is ignored there, never
// re-derived from the entry.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_FRONTEND_APICALLPLAN_H
#define TENSORLINT_FRONTEND_APICALLPLAN_H

#include "apis/ApiModel.h"
#include "ir/IR.h"

#include "llvm/ADT/SmallVector.h"

#include <optional>

namespace tensorlint::frontend {

/// What a call does to one operand (its receiver or one argument).
enum class OperandRole : uint8_t {
  Read, ///< A use: reads the resource it is given (OpKind::Use).
  /// The handle of a `borrow` entry: read as Read is, and the operand the
  /// entry names (a frontend that lowers only what entries name, Python's,
  /// lowers this read and not the others).
  Borrow,
  Release, ///< Ends its ownership (OpKind::Release).
  Sink,    ///< Takes it over; the caller must not release it (Escape Sink).
  Keep,    ///< Exempts it from the enclosing scope (OpKind::Keep).
  Creates, ///< An out-parameter the call writes a fresh resource through.
  CreatesArray, ///< An out-array: elements [0, count argument) are fresh.
};

/// Whether the call reads the operand (Read, or the handle of a borrow).
inline bool reads(OperandRole R) {
  return R == OperandRole::Read || R == OperandRole::Borrow;
}

struct ApiCallPlan {
  /// How the call makes a fresh resource (Create, or LoadModel for a model
  /// load), in its result or through an out-parameter; nullopt when it makes
  /// none.
  std::optional<ir::OpKind> CreateOp;
  /// The operation on the call's result: CreateOp when the call returns the
  /// fresh resource, ScopedCall for a scope (which returns what its callback
  /// returns); nullopt when the result is not a resource.
  std::optional<ir::OpKind> Result;
  /// A scope opened or closed by the call itself (ScopeEnter / ScopeExit).
  std::optional<ir::OpKind> Scope;
  /// The receiver's role (a method call); Read unless the entry's handle is
  /// the receiver.
  OperandRole Receiver = OperandRole::Read;
  /// Each argument's role. Arguments past the end get RestRole.
  llvm::SmallVector<OperandRole, 4> Args;
  OperandRole RestRole = OperandRole::Read;
  /// The count argument of a CreatesArray operand, or -1.
  int CountArg = -1;
  /// Reads may keep what they read (a `none` entry: `model.compile` keeps the
  /// optimizer; the model says the call makes nothing, not that it only
  /// reads; a create entry with `keeps_args`: `tf.data.array([{xs, ys}])`).
  bool ReadsMayRetain = false;
  /// The result is a Promise of the resource (JS `async` APIs).
  bool ResultIsPromise = false;
  /// The result is a resource only when an argument holds one (entry key
  /// `result_from_args`): a frontend that finds no argument holding a
  /// resource makes nothing of the result.
  bool ResultNeedsResourceArg = false;

  OperandRole arg(unsigned I) const {
    return I < Args.size() ? Args[I] : RestRole;
  }
};

/// How often a function runs, as a framework's repeater says (`repeats:`);
/// Unknown for a one-shot registration (Deferred), whose frequency is its
/// registrar's.
ir::Frequency frequencyOf(apis::RepeatFrequency F);

/// The plan of one call of E with NumArgs arguments. Chosen is the variant
/// of E that the call's options select (JS), or null: on a `none` entry it
/// makes the call a create of the variant's resource in its result.
ApiCallPlan planApiCall(const apis::ApiEntry &E, unsigned NumArgs,
                        const apis::ResourceVariant *Chosen = nullptr);

} // namespace tensorlint::frontend

#endif // TENSORLINT_FRONTEND_APICALLPLAN_H
