//===- IncrementalLowering.h - Re-lowering what an edit touched -*- C++ -*-===//
//
// After a keystroke in an editor, most of a file's functions lower exactly
// as before. The lowering of an open document keeps a LoweringRecord: the
// text, the IR, the shape of the function index and classification, and
// every function's writes to the shared facts, pass by pass (FactLog.h).
// The next lowering finds the one top-level statement the change is in and
// lowers only the module's top-level code and the functions of that
// statement; every other function's writes are replayed from the record
// and its IR is the record's, moved with the text. That is the IR a fresh
// lowering makes when:
//
// - the change is inside one top-level statement (not a comment), and the
//   other statements are where they were;
// - the bindings, the index (function names, kinds, exports, the names
//   declared at the top level) and the classification of every function
//   outside the statement are as they were;
// - the re-lowered functions write, pass by pass, what they wrote before
//   (a write that only its target function reads, to a re-lowered
//   function, excepted), and the file needs as many passes.
//
// Each function not re-lowered then reads the same facts at the same point
// of every pass, so it lowers as before. Anything else is lowered afresh.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_FRONTEND_JS_INCREMENTALLOWERING_H
#define TENSORLINT_FRONTEND_JS_INCREMENTALLOWERING_H

#include "frontend/js/Bindings.h"
#include "frontend/js/FactLog.h"
#include "frontend/js/JsFrontend.h"

#include <memory>
#include <string>
#include <vector>

namespace tensorlint::frontend::js {

class SyntaxTree;
class FileLowering;

/// A function of the index as the functions around it see it. Node
/// positions are start bytes plus one (0: none).
struct FunctionShape {
  uint32_t Start = 0, End = 0;
  std::string Name;
  bool IsAsync = false, HasJsx = false, InObjectLiteral = false;
  unsigned ArgIndex = 0;
  std::string ExportName;
  ir::FunctionId Parent = ir::NoFunction;
  uint32_t CallArgOf = 0, AssignedTo = 0, Class = 0, Doc = 0;
  std::string AssignedToText, ClassName;
  friend bool operator==(const FunctionShape &,
                         const FunctionShape &) = default;
};

/// A top-level statement (or comment) of the file.
struct StatementSpan {
  uint32_t Start = 0, End = 0;
  uint16_t Symbol = 0;
  friend bool operator==(const StatementSpan &,
                         const StatementSpan &) = default;
};

/// What the last lowering of a document leaves for the next one.
struct LoweringRecord {
  std::string Text;
  ir::Module Module;
  FactLog Log;
  std::vector<StatementSpan> Statements;
  std::vector<FunctionShape> Functions;
  /// The index's name tables, flattened and sorted.
  std::vector<std::string> Names;
  std::vector<ir::Function> Classified;
  Bindings B;
  bool MentionsTslibHelpers = false;
};

/// How the last lowering went, for logs and tests.
struct IncrementalStats {
  bool Incremental = false;
  /// Why the file was lowered afresh (empty when it was not).
  std::string Fresh;
  unsigned Lowered = 0, Reused = 0;
};

/// Lowers T, incrementally from Rec when the change since Rec allows it
/// (see above), else afresh; Rec then describes this lowering (or is reset
/// when it cannot serve the next one).
ir::Module lowerKeepingRecord(const SyntaxTree &T, llvm::StringRef Path,
                              ir::Language Lang, const apis::ApiDatabase &Apis,
                              const JsOptions &Opts,
                              std::unique_ptr<LoweringRecord> &Rec,
                              IncrementalStats &Stats);

} // namespace tensorlint::frontend::js

#endif // TENSORLINT_FRONTEND_JS_INCREMENTALLOWERING_H
