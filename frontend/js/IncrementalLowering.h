//===- IncrementalLowering.h - Re-lowering what an edit touched -*- C++ -*-===//
//
// After a keystroke in an editor, most of a file's functions lower exactly
// as before. The lowering of an open document keeps a LoweringRecord: the
// tree and text, the IR, the function index's fragments (FunctionIndex.h),
// the shape of the index and classification, and every function's writes
// to the shared facts, pass by pass (FactLog.h).
//
// The next lowering re-indexes only the top-level nodes the incremental
// parse made afresh, and lowers only the module's top-level code and the
// functions of the changed statements: the one the change is in, and any
// other the parser made afresh that does not parse alike (error recovery
// can parse unchanged text differently). Every other function's writes are
// replayed from the record and its IR is the record's, moved with the text
// (ir/TextChange.h). That is the IR a fresh lowering makes when:
//
// - the change is inside one run of top-level statements (not a comment),
//   the other statements only moved, and the root is what it was;
// - the bindings and the classification of every function not lowered again
//   are as they were; a function the change added, removed or renamed, and
//   a name the top level declares or no longer declares, is named nowhere
//   outside the change (FunctionCorrespondence.h: the functions after one
//   added or removed are renumbered, their IR and writes with them);
// - the functions lowered again write, pass by pass, what they wrote before,
//   except what no function not lowered again reads (UnseenWrites: a write
//   only its target reads, to a function lowered again; a declaration in
//   the scope of a function lowered again; what a function nothing else
//   names returns; a top-level name nothing else spells); the call sites
//   they add make the parameter hints they made (endPass); and the file
//   needs as many passes.
//
// Each function not lowered again then reads the same facts at the same
// point of every pass, so it lowers as before. Anything else is lowered
// afresh. `tensorlint lsp --verify-incremental` checks both the index and
// the IR against fresh ones after every incremental lowering.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_FRONTEND_JS_INCREMENTALLOWERING_H
#define TENSORLINT_FRONTEND_JS_INCREMENTALLOWERING_H

#include "frontend/js/Bindings.h"
#include "frontend/js/FactLog.h"
#include "frontend/js/Frequency.h"
#include "frontend/js/FunctionIndex.h"
#include "frontend/js/JsFrontend.h"

#include "ir/TextChange.h"

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
  /// Where its own scope begins: its parameters, else its body. A
  /// declaration from there to End is visible to it and the functions
  /// nested in it only.
  uint32_t Inner = 0;
  std::string Name;
  bool IsAsync = false, HasJsx = false, InObjectLiteral = false;
  unsigned ArgIndex = 0;
  std::string ExportName, ClassExportName;
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
  /// Its subtree: the same in two trees (the record keeps the old one
  /// alive) when the incremental parse reused it, so it parsed the same.
  const void *Id = nullptr;
  friend bool operator==(const StatementSpan &,
                         const StatementSpan &) = default;
};

/// The name tables of a FunctionIndex (which see).
struct NameTables {
  llvm::StringMap<llvm::SmallVector<ir::FunctionId, 1>> Declared;
  llvm::StringSet<> ModuleNames, StateSetters;
};

/// What the last lowering of a document leaves for the next one.
struct LoweringRecord {
  LoweringRecord() = default;
  LoweringRecord(const LoweringRecord &) = delete;
  LoweringRecord &operator=(const LoweringRecord &) = delete;
  ~LoweringRecord();
  /// The tree lowered: it keeps alive the subtrees the index fragments
  /// point into, so a node of a later tree with the same id is the same
  /// subtree.
  TSTree *Tree = nullptr;
  std::vector<IndexFragment> Fragments;
  std::string Text;
  /// The module lowered, which the caller got too.
  std::shared_ptr<ir::Module> Module;
  /// Per function of Module, where its positions end.
  std::vector<ir::Extent> Extents;
  FactLog Log;
  std::vector<StatementSpan> Statements;
  std::vector<FunctionShape> Functions;
  /// The index's name tables.
  NameTables Names;
  std::vector<ir::Function> Classified;
  std::vector<OwnClass> Own;
  Bindings B;
  bool MentionsTslibHelpers = false;
};

/// How the last lowering went, for logs and tests.
struct IncrementalStats {
  bool Incremental = false;
  /// Why the file was lowered afresh (empty when it was not).
  std::string Fresh;
  unsigned Lowered = 0, Reused = 0;
  /// Incremental: functions the change added (lowered) and removed.
  unsigned Added = 0, Removed = 0;
  /// Top-level nodes the function index walked (the others it reused).
  unsigned Walked = 0, TopLevel = 0;
  /// With Verify: what differs between the index built from the previous
  /// one and one built afresh (empty: nothing).
  std::string IndexDiffers;
  /// How the text changed since the record's lowering, when there was one.
  std::optional<ir::TextChange> Change;
};

/// Lowers T, incrementally from Rec when the change since Rec allows it
/// (see above), else afresh; Rec then describes this lowering (or is reset
/// when it cannot serve the next one). Verify also builds the function
/// index afresh and compares (Stats.IndexDiffers). The module returned is
/// the one Rec keeps, when it keeps one: the next lowering takes the IR of
/// unchanged functions out of it, so a caller should not hold it longer
/// than it needs (else that IR is copied).
std::shared_ptr<const ir::Module>
lowerKeepingRecord(const SyntaxTree &T, llvm::StringRef Path, ir::Language Lang,
                   const apis::ApiDatabase &Apis, const JsOptions &Opts,
                   std::unique_ptr<LoweringRecord> &Rec,
                   IncrementalStats &Stats, bool Verify = false);

} // namespace tensorlint::frontend::js

#endif // TENSORLINT_FRONTEND_JS_INCREMENTALLOWERING_H
