//===- IR.cpp - Names of IR enumerators, revisions ------------------------===//

#include "ir/IR.h"

#include <atomic>

namespace tensorlint::ir {

Revision Revision::next() {
  static std::atomic<uint64_t> Last{0};
  return {Last.fetch_add(1, std::memory_order_relaxed) + 1};
}

const char *toString(OpKind K) {
  switch (K) {
  case OpKind::Create:
    return "create";
  case OpKind::LoadModel:
    return "load-model";
  case OpKind::Release:
    return "release";
  case OpKind::Use:
    return "use";
  case OpKind::Assign:
    return "assign";
  case OpKind::Escape:
    return "escape";
  case OpKind::Kill:
    return "kill";
  case OpKind::ScopeEnter:
    return "scope-enter";
  case OpKind::ScopeExit:
    return "scope-exit";
  case OpKind::Keep:
    return "keep";
  case OpKind::ScopedCall:
    return "scoped-call";
  case OpKind::Call:
    return "call";
  case OpKind::Await:
    return "await";
  case OpKind::AssumeNull:
    return "assume-null";
  case OpKind::CallOutcome:
    return "call-outcome";
  case OpKind::Derive:
    return "derive";
  case OpKind::GraphAdd:
    return "graph-add";
  case OpKind::GraphRun:
    return "graph-run";
  case OpKind::GraphReset:
    return "graph-reset";
  }
  return "?";
}

bool handsOn(OpKind K) {
  return K == OpKind::Release || K == OpKind::Call || K == OpKind::ScopedCall ||
         K == OpKind::Assign || K == OpKind::Escape;
}

bool writesDst(OpKind K) {
  switch (K) {
  case OpKind::Create:
  case OpKind::LoadModel:
  case OpKind::Assign:
  case OpKind::Kill:
  case OpKind::Call:
  case OpKind::Derive:
  case OpKind::GraphAdd:
    return true;
  default:
    return false;
  }
}

const char *toString(HistoryEffect H) {
  switch (H) {
  case HistoryEffect::None:
    return "none";
  case HistoryEffect::Inherit:
    return "inherit";
  case HistoryEffect::Start:
    return "start";
  case HistoryEffect::Drop:
    return "drop";
  case HistoryEffect::Require:
    return "require";
  }
  return "?";
}

const char *toString(ReturnKind K) {
  switch (K) {
  case ReturnKind::Unknown:
    return "unknown";
  case ReturnKind::Zero:
    return "zero";
  case ReturnKind::NonZero:
    return "nonzero";
  }
  return "?";
}

const char *toString(EscapeKind K) {
  switch (K) {
  case EscapeKind::Return:
    return "return";
  case EscapeKind::Field:
    return "field";
  case EscapeKind::Module:
    return "module";
  case EscapeKind::Container:
    return "container";
  case EscapeKind::Closure:
    return "closure";
  case EscapeKind::Sink:
    return "sink";
  case EscapeKind::Cache:
    return "cache";
  case EscapeKind::OutParam:
    return "out-param";
  }
  return "?";
}

std::string startsEndlessLoopReason(llvm::StringRef Loop) {
  return "starts the loop '" + Loop.str() +
         "', which nothing stops: run again, it would start a second one";
}

bool isRepeating(Frequency F) {
  switch (F) {
  case Frequency::PerIteration:
  case Frequency::PerRender:
  case Frequency::PerEvent:
  case Frequency::PerRequest:
    return true;
  case Frequency::Unknown:
  case Frequency::Once:
    return false;
  }
  return false;
}

const char *toString(Frequency F) {
  switch (F) {
  case Frequency::Unknown:
    return "unknown";
  case Frequency::Once:
    return "once";
  case Frequency::PerIteration:
    return "per-iteration";
  case Frequency::PerRender:
    return "per-render";
  case Frequency::PerEvent:
    return "per-event";
  case Frequency::PerRequest:
    return "per-request";
  }
  return "?";
}

const char *toString(Storage S) {
  switch (S) {
  case Storage::Local:
    return "local";
  case Storage::Param:
    return "param";
  case Storage::Temporary:
    return "temp";
  case Storage::Module:
    return "module";
  case Storage::Field:
    return "field";
  }
  return "?";
}

const char *toString(ValueType T) {
  switch (T) {
  case ValueType::Tensor:
    return "tensor";
  case ValueType::Model:
    return "model";
  case ValueType::Other:
    return "other";
  }
  return "?";
}

const char *toString(Language L) {
  switch (L) {
  case Language::JavaScript:
    return "javascript";
  case Language::TypeScript:
    return "typescript";
  case Language::TSX:
    return "tsx";
  case Language::Vue:
    return "vue";
  case Language::Html:
    return "html";
  case Language::C:
    return "c";
  case Language::CXX:
    return "c++";
  case Language::Python:
    return "python";
  }
  return "?";
}

const char *toString(TermKind K) {
  switch (K) {
  case TermKind::FallThrough:
    return "fallthrough";
  case TermKind::Return:
    return "return";
  case TermKind::Throw:
    return "throw";
  case TermKind::Break:
    return "break";
  case TermKind::Continue:
    return "continue";
  }
  return "?";
}

} // namespace tensorlint::ir
