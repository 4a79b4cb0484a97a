//===- Documents.h - The documents the editor has open ----------*- C++ -*-===//
//
// One entry per open URI: the editor's text, kept by its language's frontend
// as an OpenDocument (JavaScript/TypeScript keep an incrementally maintained
// tree-sitter tree with it), its version, and the last analysis results.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_TOOLS_LSP_DOCUMENTS_H
#define TENSORLINT_TOOLS_LSP_DOCUMENTS_H

#include "tools/lsp/Positions.h"

#include "analysis/Summaries.h"
#include "frontend/Frontend.h"
#include "ir/IR.h"
#include "rules/Finding.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"

#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace tensorlint::rules {
class KeptFindings;
} // namespace tensorlint::rules

namespace tensorlint::lsp {

/// The language of a document by its LSP languageId, else by its path's
/// extension; nullopt when tensorlint does not analyse it.
std::optional<ir::Language> languageOf(llvm::StringRef LanguageId,
                                       llvm::StringRef Path);

struct Document {
  Document(std::string Uri, std::string Path, std::optional<ir::Language> Lang,
           std::string Text, int64_t Version);

  std::string Uri;
  /// Local path (from a file:// URI), or the URI itself.
  std::string Path;
  bool OnDisk = false; ///< Path came from a file:// URI.
  std::optional<ir::Language> Lang;
  int64_t Version = 0;
  /// An open notebook's code (tools/lsp/Notebooks.h): the text is its code
  /// cells' one after another, and its findings are published to the cell
  /// each lies in (Cell::Id is the cell document's URI).
  std::shared_ptr<const frontend::CodeCells> Cells;

  const std::string &text() const { return Doc ? Doc->text() : Plain.text(); }
  const LineTable &lines() const { return Doc ? Doc->lines() : Plain.lines(); }
  /// Applies one ranged change. Returns true if a position was out of range
  /// (and was clamped).
  bool applyChange(const LspRange &R, llvm::StringRef NewText);
  void setText(std::string NewText);
  /// Bytes to add to columns on line 1 (a BOM the frontend skips).
  uint32_t firstLineBias() const { return Doc ? Doc->firstLineBias() : 0; }

  /// The frontend of Lang (null when tensorlint does not analyse it) and its
  /// view of the document.
  const frontend::Frontend *Frontend = nullptr;
  std::unique_ptr<frontend::OpenDocument> Doc;

  // Analysis state.
  bool NeedsAnalysis = true;
  bool NeedsPublish = true;
  /// When the document first became unpublished (for bounded deferral).
  std::chrono::steady_clock::time_point DirtySince;
  std::vector<rules::Finding> Findings;
  /// Findings' fix-its are resolved when an editor first asks for code
  /// actions, not with every analysis: diagnostics need none
  /// (Analyzer::resolveFixes).
  bool FixesResolved = false;
  std::vector<ir::FrontendDiag> FrontendDiags;
  /// A problem analysing the file at all (a C/C++ file Clang cannot parse).
  std::string Error;
  /// The files whose summaries the last analysis used (its imports).
  std::vector<std::string> ImportedPaths;
  /// How the frontend lowered it last (Lowered::Incremental), and how many
  /// engine runs the summaries reused, for logs.
  std::string LoweringNote;
  /// The summaries' engine runs of the last analysis, for the next
  /// (analysis::AnalysisCache), and the rules' findings of its functions
  /// (rules::KeptFindings).
  std::shared_ptr<analysis::AnalysisCache> Summaries;
  std::shared_ptr<rules::KeptFindings> Kept;

private:
  frontend::EditedText Plain; ///< A language tensorlint does not analyse.
};

class DocumentStore {
public:
  Document &open(std::string Uri, llvm::StringRef LanguageId, std::string Text,
                 int64_t Version);
  Document *get(llvm::StringRef Uri);
  void close(llvm::StringRef Uri);
  std::vector<Document *> all();

private:
  llvm::StringMap<std::unique_ptr<Document>> Docs;
};

} // namespace tensorlint::lsp

#endif // TENSORLINT_TOOLS_LSP_DOCUMENTS_H
