//===- ApiCallPlan.cpp - What a call of a modelled API does ---------------===//

#include "frontend/ApiCallPlan.h"

namespace tensorlint::frontend {

namespace {

/// The role the entry's kind gives its handle operand.
OperandRole handleRole(const apis::ApiEntry &E) {
  switch (E.Kind) {
  case apis::ApiKind::Release:
    return OperandRole::Release;
  case apis::ApiKind::Sink:
    return OperandRole::Sink;
  case apis::ApiKind::Keep:
    return OperandRole::Keep;
  case apis::ApiKind::Borrow:
    return OperandRole::Borrow;
  case apis::ApiKind::Create:
  case apis::ApiKind::LoadModel:
    return E.H.At == apis::Handle::OutArray ? OperandRole::CreatesArray
                                            : OperandRole::Creates;
  default:
    return OperandRole::Read;
  }
}

} // namespace

ir::Frequency frequencyOf(apis::RepeatFrequency F) {
  switch (F) {
  case apis::RepeatFrequency::Iteration:
    return ir::Frequency::PerIteration;
  case apis::RepeatFrequency::Render:
    return ir::Frequency::PerRender;
  case apis::RepeatFrequency::Event:
    return ir::Frequency::PerEvent;
  case apis::RepeatFrequency::Request:
    return ir::Frequency::PerRequest;
  case apis::RepeatFrequency::Once:
    return ir::Frequency::Once;
  case apis::RepeatFrequency::Deferred:
    break;
  }
  return ir::Frequency::Unknown;
}

ApiCallPlan planApiCall(const apis::ApiEntry &E, unsigned NumArgs,
                        const apis::ResourceVariant *Chosen) {
  ApiCallPlan P;
  P.Args.assign(NumArgs, OperandRole::Read);
  P.ResultIsPromise = E.ReturnsPromise;
  P.ResultNeedsResourceArg = E.ResultFromArgs;
  switch (E.Kind) {
  case apis::ApiKind::Scope:
    // Every function argument is the callback (tf.tidy(fn), tf.tidy(name,
    // fn)); which argument is a function only the frontend can see.
    P.Result = ir::OpKind::ScopedCall;
    return P;
  case apis::ApiKind::ScopeBegin:
    P.Scope = ir::OpKind::ScopeEnter;
    return P;
  case apis::ApiKind::ScopeEnd:
    P.Scope = ir::OpKind::ScopeExit;
    return P;
  case apis::ApiKind::None:
    P.ReadsMayRetain = !E.OnlyReads;
    // `model.generate({..., return_dict_in_generate: true})` returns a
    // cache that is the caller's; without the option, nothing.
    if (Chosen)
      P.Result = P.CreateOp = ir::OpKind::Create;
    return P;
  case apis::ApiKind::Create:
  case apis::ApiKind::LoadModel:
    P.CreateOp = E.Kind == apis::ApiKind::LoadModel ? ir::OpKind::LoadModel
                                                    : ir::OpKind::Create;
    if (E.H.At == apis::Handle::Ret)
      P.Result = P.CreateOp;
    P.ReadsMayRetain = E.KeepsArgs;
    break;
  default:
    break;
  }
  OperandRole Role = handleRole(E);
  switch (E.H.At) {
  case apis::Handle::Receiver:
    P.Receiver = Role;
    break;
  case apis::Handle::AllArgs:
    P.Args.assign(NumArgs, Role);
    P.RestRole = Role;
    break;
  case apis::Handle::Arg:
  case apis::Handle::Out:
  case apis::Handle::OutArray:
    if (E.H.Index >= 0 && unsigned(E.H.Index) < NumArgs)
      P.Args[E.H.Index] = Role;
    P.CountArg = E.H.At == apis::Handle::OutArray ? E.H.CountArg : -1;
    break;
  case apis::Handle::Ret:
    break;
  }
  // Explicit further borrows: read, whatever the handle said.
  for (const apis::Handle &H : E.AlsoBorrows) {
    if (H.At == apis::Handle::AllArgs)
      P.Args.assign(NumArgs, OperandRole::Borrow);
    else if (H.At == apis::Handle::Receiver)
      P.Receiver = OperandRole::Borrow;
    else if (H.Index >= 0 && unsigned(H.Index) < NumArgs)
      P.Args[H.Index] = OperandRole::Borrow;
  }
  return P;
}

} // namespace tensorlint::frontend
