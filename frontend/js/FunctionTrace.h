//===- FunctionTrace.h - What a function's lowering read, did -*- C++ -*-===//
//
// The functions of a file are lowered pass after pass (FileLowering.h) until
// the facts they share stop changing, and in a later pass nearly every
// function (95% on real code) lowers as it did in the pass before: it read
// nothing that changed. A FunctionTrace records, while a function is lowered,
// every fact of ModuleContext it read (with the value it saw) and every
// change it asked of them (with its arguments), in order, and what it started
// from: its own attributes, its captures and its parameter hints. In the
// next pass, when every one of those still holds, lowering it again would
// read the same values, make the same IR and ask the same changes; the pass
// takes its last IR and applies the changes it asked, through the same
// setters, instead.
//
// Why comparing each read with the value it saw is enough, though the
// function may have changed that fact itself before reading it: the value
// seen is g(s), s the fact before the function ran and g the changes the
// function made to it before the read. Every change ModuleContext makes
// either sets a value, keeps the first one set, or lets a model replace a
// tensor; a run of such changes is idempotent: g(g(s)) = g(s). If the fact
// now holds g(s), lowering again sees g(g(s)) = g(s), the same value.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_FRONTEND_JS_FUNCTIONTRACE_H
#define TENSORLINT_FRONTEND_JS_FUNCTIONTRACE_H

#include "frontend/js/FactLog.h"
#include "frontend/js/SharedMap.h"
#include "ir/IR.h"

#include "llvm/ADT/StringMap.h"

#include <optional>
#include <string>
#include <vector>

namespace tensorlint::frontend::js {

/// One read of a shared fact, or one change asked of them.
struct TraceEvent {
  enum Kind : uint8_t {
    // Reads: Key or Num names the fact, Present/Value/Num what was seen.
    ReadModuleVar,   ///< ModuleVars[Key].
    ReadField,       ///< Fields[Key].
    ReadReturn,      ///< Returns[Num].
    ReadFinalPass,   ///< FinalPass (Present).
    ReadUsesLibrary, ///< UsesLibrary (Present).
    ReadNotTensor,   ///< NotTensor holds Num (Present).
    ReadUseHint,     ///< UseHints[Num].
    ReadAssigned,    ///< AssignedHints[Num].
    ReadModuleDecl,  ///< ModuleDecls[Key] (its value in Decl).
    // Changes, replayed through the setter of the same name.
    SetModuleVar,
    SetField,
    HintField,
    AddCallSite,
    SetReturn,
    SetModuleDecl,
    HintAssigned,
    MarkNotTensor,
    HintUse, ///< Present: a model outranks a tensor.
    NoteUsesLibrary,
    MarkScopeCallback,
    /// Captures[Num] and CaptureDecls[Num] were made for a closure: the
    /// closure's own trace holds what they were.
    MadeCaptures,
  };
  Kind K;
  bool Present = false;
  uint32_t Num = 0;
  uint32_t Decl = 0;
  std::string Key;
  Known Value;
  std::vector<bool> Site;
};

/// A function's lowering in one pass (FileLowering::runPasses).
struct FunctionTrace {
  std::vector<TraceEvent> Events;
  /// What the lowering started from.
  ir::FunctionAttrs AttrsAtStart;
  SharedMap<Known> Captures;
  SharedMap<uint32_t> CaptureDecls;
  std::vector<bool> ParamHints;
  /// Its IR at the end of the pass, and whether, right after its lowering,
  /// it was a scope callback (a later function may mark it so).
  ir::Function Lowered;
  bool ScopeCallbackAfter = false;
  /// The trace is complete (a lowering that ran to its end).
  bool Complete = false;

  /// Appends a read or a change of kind K, for the caller to fill in.
  TraceEvent &add(TraceEvent::Kind K) {
    Events.push_back({});
    Events.back().K = K;
    return Events.back();
  }

  void start(const ir::FunctionAttrs &Attrs, const SharedMap<Known> &Caps,
             const SharedMap<uint32_t> &CapDecls,
             const std::vector<bool> &Hints) {
    Events.clear();
    AttrsAtStart = Attrs;
    Captures = Caps;
    CaptureDecls = CapDecls;
    ParamHints = Hints;
    Complete = false;
  }
};

} // namespace tensorlint::frontend::js

#endif // TENSORLINT_FRONTEND_JS_FUNCTIONTRACE_H
