//===- Frontend.h - What a source language provides -------------*- C++ -*-===//
//
// The frontend interface (as ESLint's lib/languages/): everything the CLI,
// the suppressions, the fixes and the LSP server need from a language, so
// that none of them names one. A frontend turns a file of its language into
// the common IR; it is registered once in the language table
// (frontend/LanguageTable.cpp), which is the only place that lists the
// frontends this build has.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_FRONTEND_FRONTEND_H
#define TENSORLINT_FRONTEND_FRONTEND_H

#include "frontend/CodeCells.h"
#include "frontend/TextLines.h"

#include "apis/ApiModel.h"
#include "ir/Fix.h"
#include "ir/IR.h"
#include "ir/TextChange.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace tensorlint::frontend {

/// A comment's text (delimiters stripped) and where it is, for suppressions.
/// A language whose linters spell directives their own way (Python's
/// `# noqa: ...`) gives the directive in tensorlint's spelling as Text and
/// the user's spelling, for messages, as Spelling.
struct Comment {
  std::string Text;
  ir::SourceLoc Begin, End; ///< End: the position of its last character.
  std::string Spelling;     ///< Empty: the directive is spelled as in Text.
};

/// A parse a caller keeps (the LSP server's document tree) and hands back
/// when resolving fixes on exactly that text, to save parsing it again.
class ParsedFile {
public:
  virtual ~ParsedFile();
};

/// Turns the language-neutral fix requests (ir/Fix.h) of one file into text
/// edits.
class FixResolver {
public:
  virtual ~FixResolver();
  /// The edits of Q, or none if the fix cannot be spelled. If NotSafe is
  /// given, it receives why the edits are not provably safe, or stays empty.
  virtual std::vector<ir::TextEdit>
  resolve(const ir::FixRequest &Q, std::string *NotSafe = nullptr) const = 0;
};

/// How to lower one file.
struct LowerRequest {
  std::string Path;     ///< As the user named it (messages, the IR's paths).
  std::string ReadPath; ///< Where to read it (absolute).
  ir::Language Lang = ir::Language::JavaScript;
  /// The file's text when the caller has it (read already, or an editor's
  /// unsaved buffer). A frontend that reads other files itself (headers)
  /// still reads those from disk.
  std::optional<llvm::StringRef> Contents;
  /// For a frontend that compiles with flags (usesCompileFlags()): `-p`, a
  /// directory with compile_commands.json (empty: search upwards from the
  /// file), and the flags given after `--`.
  std::string BuildDir;
  std::vector<std::string> ExtraArgs;
  /// A parse still running then is cancelled (Module::TimedOut).
  std::chrono::steady_clock::time_point Deadline =
      std::chrono::steady_clock::time_point::max();
  /// Found by walking a directory, not named by the user: a frontend may
  /// decline a file that is no unit of its own there (a C/C++ header with
  /// no compile command), saying so in Lowered::NotAUnit.
  bool Walked = false;
  /// An open document lowered incrementally (OpenDocument::lower) is
  /// lowered afresh too, and the fresh IR is used if they differ (a bug:
  /// Lowered::Incremental says so). For tests.
  bool VerifyIncremental = false;
};

struct Lowered {
  /// Empty when the file could not be lowered at all (Error says why).
  std::optional<ir::Module> Module;
  /// Instead of Module, from an open document that keeps its IR to lower
  /// it again after an edit: the same module, not a copy.
  std::shared_ptr<const ir::Module> Kept;
  /// Module or Kept; null when the file could not be lowered.
  const ir::Module *module() const { return Module ? &*Module : Kept.get(); }
  std::string Error;
  /// Lowered with default flags (no compilation database entry, no `--`).
  bool UsedDefaultFlags = false;
  /// Not lowered, and no error: a walked file that is no unit of its own
  /// (LowerRequest::Walked); the driver says once how many it skipped.
  bool NotAUnit = false;
  double ParseSeconds = 0, LowerSeconds = 0;
  /// An open document's frontend: how much of the file was lowered again
  /// ("incremental: 3 of 715 functions lowered" or "fresh: <why>").
  std::string Incremental;
  /// An open document's frontend that knows it: how the text changed since
  /// the document was last lowered (the editor's rules move the findings
  /// of unchanged functions with it: rules/KeptFindings.h).
  std::optional<ir::TextChange> Change;
};

/// An editor's open document: its text, kept up to date edit by edit, and
/// whatever the frontend keeps to analyse it again quickly after an edit.
class OpenDocument {
public:
  virtual ~OpenDocument();
  virtual const std::string &text() const = 0;
  /// The line table of text(), kept up to date edit by edit.
  virtual const LineTable &lines() const = 0;
  /// Replaces [Start, End) with NewText. Positions out of range are clamped
  /// (LineTable::offsetOf) and an end before the start is treated as the
  /// start; OutOfRange reports either.
  virtual void applyEdit(LspPosition Start, LspPosition End,
                         llvm::StringRef NewText, bool *OutOfRange) = 0;
  virtual void setText(std::string NewText) = 0;
  /// Bytes at the start of line 1 that the IR's columns do not count (a BOM).
  virtual uint32_t firstLineBias() const { return 0; }
  /// Lowers the current text (R.Contents is ignored: the text is the
  /// document's).
  virtual Lowered lower(const LowerRequest &R,
                        const apis::ApiDatabase &Apis) = 0;
  /// The parse of the current text that fixes may be resolved against, if
  /// the document keeps one; valid until the next edit.
  virtual const ParsedFile *parsed() { return nullptr; }
};

/// One source language family (its dialects share a frontend: JavaScript,
/// TypeScript, TSX and Vue; C and C++).
class Frontend {
public:
  virtual ~Frontend();

  /// For messages: "JavaScript/TypeScript".
  virtual llvm::StringRef name() const = 0;
  /// Whether Lang is one of this frontend's dialects.
  virtual bool handles(ir::Language Lang) const = 0;
  /// The dialect of a file by its name, or nullopt.
  virtual std::optional<ir::Language>
  languageForPath(llvm::StringRef Path) const = 0;
  /// The extensions languageForPath accepts, for messages (".c .h ...").
  virtual llvm::StringRef extensions() const = 0;
  /// The dialect of an LSP languageId ("typescriptreact"), or nullopt.
  virtual std::optional<ir::Language>
  languageForLspId(llvm::StringRef Id) const = 0;

  /// The frontend compiles a file with flags from a compilation database (as
  /// clang-tidy): a compile error means the analysis saw another program (an
  /// input error), its module depends on files it reads itself (not
  /// cacheable by the file's content), and an editor's buffer needs a path on
  /// disk to find its flags.
  virtual bool usesCompileFlags() const { return false; }
  /// What, besides its text, the module lowered from Path depends on (a
  /// project manifest's answers), spelled for a cache's key; empty when
  /// nothing.
  virtual std::string loweringContext(llvm::StringRef Path) const {
    (void)Path;
    return {};
  }

  /// The API model language ("js") of this frontend's libraries, when a
  /// file can use one only by spelling its names in its own text (an
  /// import, a global, a type): the driver then skips, before parsing, the
  /// files that spell none and import none that do (tools/driver/
  /// Relevance.h). Nullopt when included files can use a library for it
  /// (C/C++ headers): every file is parsed.
  virtual std::optional<llvm::StringRef> mentionLanguage() const {
    return std::nullopt;
  }
  /// Files import project files only by relative paths in quotes
  /// ('./model', "../lib/model": JS, whose bare specifiers name packages),
  /// rather than by any word (Python's `import model`). The driver's
  /// skipping then resolves such paths instead of reading every word.
  virtual bool importsByRelativePath() const { return false; }

  /// For a file whose code sits inside another format (a Jupyter
  /// notebook), that code and where each cell of it starts: the driver and
  /// the LSP server analyse the code and map places back to the cells
  /// (frontend/CodeCells.h). Nullopt for a file of the language's own text.
  virtual std::optional<EmbeddedCode> extractCode(llvm::StringRef Path,
                                                  llvm::StringRef Text) const {
    (void)Path, (void)Text;
    return std::nullopt;
  }

  /// An editor's notebook whose code cells are of this language, as one
  /// text as extractCode gives a notebook file's; nullopt when the language
  /// has no notebooks.
  virtual std::optional<EmbeddedCode>
  joinCells(llvm::ArrayRef<CellSource> Cells) const {
    (void)Cells;
    return std::nullopt;
  }

  /// Lowers one file; frontend errors (syntax, compile) go to Module::Diags.
  virtual Lowered lower(const LowerRequest &R,
                        const apis::ApiDatabase &Apis) const = 0;
  /// An open editor document of this language.
  virtual std::unique_ptr<OpenDocument>
  open(std::string Path, ir::Language Lang, std::string Text) const = 0;

  /// The comments of Source that may hold a suppression (a frontend may skip
  /// the work when the text mentions no directive).
  virtual std::vector<Comment> comments(llvm::StringRef Source,
                                        ir::Language Lang) const = 0;
  /// Whether clang-tidy's NOLINT comments suppress findings here too.
  virtual bool acceptsNolint() const { return false; }
  /// The comment, without indentation or line ending, that disables RuleId
  /// on the next line (an editor's "disable for this line" action).
  virtual std::string disableNextLineComment(llvm::StringRef RuleId) const = 0;

  /// Fixes: a resolver for Source (reusing Parsed when given: a parse of
  /// exactly Source by this frontend), or null when this language has no
  /// fixes.
  virtual std::unique_ptr<FixResolver>
  fixResolver(llvm::StringRef Source, ir::Language Lang,
              const ParsedFile *Parsed = nullptr) const {
    (void)Source, (void)Lang, (void)Parsed;
    return nullptr;
  }
  /// The number of syntax errors in Source, for --fix's "still parses"
  /// check; nullopt when this frontend cannot tell (then no fix is written).
  virtual std::optional<unsigned> syntaxErrors(llvm::StringRef Source,
                                               ir::Language Lang) const {
    (void)Source, (void)Lang;
    return std::nullopt;
  }
};

/// Seconds since T (Lowered::ParseSeconds, LowerSeconds).
inline double secondsSince(std::chrono::steady_clock::time_point T) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - T)
      .count();
}

/// The spelling of a file's path in Module::Imports and the run's file
/// index: without `.` and `..` components, so `./src/a.ts` (a walked
/// directory) and `src/a.ts` (resolved from `./b` in `src/c.ts`) name the
/// same module.
std::string canonicalModulePath(llvm::StringRef Path);

// --- the language table (frontend/LanguageTable.cpp) ----------------------

/// Every frontend of this build, in the order files are matched.
llvm::ArrayRef<const Frontend *> frontends();
/// The frontend of a dialect; null when this build does not have it.
const Frontend *frontendFor(ir::Language Lang);
/// The dialect of a file by its name, from the first frontend that takes it.
std::optional<ir::Language> languageForPath(llvm::StringRef Path);
/// The dialect of an LSP languageId, else of the path's extension.
std::optional<ir::Language> languageForDocument(llvm::StringRef LspId,
                                                llvm::StringRef Path);
/// Every frontend's extensions, for messages.
std::string knownExtensions();
/// A language this build was made without whose files Path looks like
/// ("C/C++" for a .cpp in the npm package's program), for a note that they
/// were skipped; nullopt when the build has it or Path is no source file.
std::optional<llvm::StringRef> languageNotBuilt(llvm::StringRef Path);

} // namespace tensorlint::frontend

#endif // TENSORLINT_FRONTEND_FRONTEND_H
