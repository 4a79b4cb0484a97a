//===- FactLog.h - What one function's lowering told the others -*- C++ -*-===//
//
// The functions of a file are lowered in id order, pass after pass, and talk
// to each other only through ModuleContext (what names and fields hold, what
// functions return, which arguments are tensors, which declarations are used
// as tensors) and through a few attributes of other functions (a callback
// handed to a freeing scope). When a FactLog is attached, every change a
// function's lowering makes to that shared state is recorded, in order, as a
// FactWrite; a write that changes nothing (a first-wins hint already taken,
// a flag already set) is not a change and is not recorded.
//
// The editor's incremental lowering (IncrementalLowering.h) uses the log of
// the previous lowering: re-lowering only the functions of the edited
// statement, it replays the others' writes instead of lowering them, and
// checks that the re-lowered functions write what they wrote before. Then
// every function that was not re-lowered saw the same shared state as
// before, so its IR is the same, moved with the text.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_FRONTEND_JS_FACTLOG_H
#define TENSORLINT_FRONTEND_JS_FACTLOG_H

#include "ir/IR.h"

#include <string>
#include <vector>

namespace tensorlint::frontend::js {

/// What a name is known to hold.
struct Known {
  ir::ValueType Ty = ir::ValueType::Other;
  std::string Res; ///< Resource name ("Tensor", "LayersModel").
  /// Typed by the library methods called on it alone (`this.backbone
  /// .predict(x)`), not by what was put there: it may as well hold one of
  /// the application's objects with a method of that name.
  bool ByUse = false;
  friend bool operator==(const Known &, const Known &) = default;
};

/// One change to the state the functions of a file share. Declarations are
/// named by their start byte plus one (0: unknown), as ModuleContext keys
/// them; class fields by "Class@<class start byte>.field".
struct FactWrite {
  enum Kind : uint8_t {
    ModuleVar,     ///< ModuleVars[Key] = Value.
    Field,         ///< Fields[Key] = Value.
    CallSite,      ///< CallSites[Target] gets Site.
    Return,        ///< Returns[Target] = Value.
    ModuleDecl,    ///< ModuleDecls[Key] = Decl.
    AssignedHint,  ///< AssignedHints[Decl] = Value.
    NotTensor,     ///< NotTensor gets Decl.
    UseHint,       ///< UseHints[Decl] = Value.
    UsesLibrary,   ///< UsesLibrary became true.
    ScopeCallback, ///< Function Target's IsScopeCallback became true.
    Captures,      ///< Function Target sees Captured (a closure was made).
  };
  struct Capture {
    std::string Name;
    Known Value;
    uint32_t Decl = 0; ///< Its declaration, when CaptureDecls knows it.
    friend bool operator==(const Capture &, const Capture &) = default;
  };
  Kind K = ModuleVar;
  ir::FunctionId Target = ir::NoFunction;
  uint32_t Decl = 0;
  std::string Key;
  Known Value;
  std::vector<bool> Site;
  std::vector<Capture> Captured; ///< Sorted by name.
  friend bool operator==(const FactWrite &, const FactWrite &) = default;

  /// Whether only the lowering of function Target reads what this write
  /// changed (state that each pass starts afresh): such a write to a
  /// function that is lowered again is seen as it is made, and needs no
  /// comparison with the previous lowering's.
  bool onlyTargetReads() const {
    return K == CallSite || K == Captures || K == ScopeCallback;
  }
};

/// What one function's lowering, in one pass, wrote.
struct FunctionFacts {
  std::vector<FactWrite> Writes;
  /// Its IR calls a function of this file through a freeing scope (a
  /// ScopedCall with a known callee): the file needs a second pass.
  bool HandsCallbackToScope = false;
};

/// Per pass, per function id.
using FactLog = std::vector<std::vector<FunctionFacts>>;

} // namespace tensorlint::frontend::js

#endif // TENSORLINT_FRONTEND_JS_FACTLOG_H
