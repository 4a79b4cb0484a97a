//===- PyLanguage.cpp - The Python frontend -------------------------------===//

#include "frontend/python/PyLanguage.h"

#include "frontend/TextSearch.h"
#include "frontend/python/Notebook.h"
#include "frontend/python/PyFrontend.h"
#include "frontend/python/PySyntax.h"
#include "frontend/treesitter/Document.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Path.h"

#include <chrono>

namespace tensorlint::frontend::python {

namespace {

class PyDocument final : public treesitter::Document {
public:
  using Document::Document;

private:
  std::unique_ptr<treesitter::SyntaxTree>
  parse(llvm::StringRef Text, const TSTree *Old) const override {
    return std::make_unique<SyntaxTree>(Text, Old);
  }
  Lowered lowerTree(const treesitter::SyntaxTree &Tree, const LowerRequest &R,
                    const apis::ApiDatabase &Apis) override {
    Lowered Out;
    Out.Module = lowerPython(static_cast<const SyntaxTree &>(Tree), R.Path,
                             Apis, R.Deadline);
    return Out;
  }
};

/// "a, b" of "a,b -- reason" or "a b".
std::string ruleList(llvm::StringRef S) {
  auto [List, Reason] = S.split("--");
  llvm::SmallVector<llvm::StringRef, 4> Parts;
  List.split(Parts, ',', -1, false);
  std::string Out;
  for (llvm::StringRef P : Parts) {
    P = P.trim();
    if (P.empty())
      continue;
    if (!Out.empty())
      Out += ',';
    Out += P;
  }
  if (!Reason.trim().empty()) {
    Out += " -- ";
    Out += Reason.trim();
  }
  return Out;
}

class PyLanguage final : public Frontend {
public:
  llvm::StringRef name() const override { return "Python"; }
  std::optional<llvm::StringRef> mentionLanguage() const override {
    return "python";
  }

  bool handles(ir::Language L) const override {
    return L == ir::Language::Python;
  }

  std::optional<ir::Language>
  languageForPath(llvm::StringRef Path) const override {
    llvm::StringRef Ext = llvm::sys::path::extension(Path);
    if (Ext == ".py" || Ext == ".pyi" || isNotebookPath(Path))
      return ir::Language::Python;
    return std::nullopt;
  }

  llvm::StringRef extensions() const override { return ".py .pyi .ipynb"; }

  std::optional<EmbeddedCode> extractCode(llvm::StringRef Path,
                                          llvm::StringRef Text) const override {
    if (!isNotebookPath(Path))
      return std::nullopt;
    return readNotebook(Text);
  }

  std::optional<EmbeddedCode>
  joinCells(llvm::ArrayRef<CellSource> Cells) const override {
    return python::joinCells(Cells);
  }

  std::optional<ir::Language>
  languageForLspId(llvm::StringRef Id) const override {
    if (Id == "python")
      return ir::Language::Python;
    return std::nullopt;
  }

  Lowered lower(const LowerRequest &R,
                const apis::ApiDatabase &Apis) const override {
    Lowered Out;
    llvm::StringRef Source = R.Contents.value_or("");
    auto ParseStart = std::chrono::steady_clock::now();
    SyntaxTree Tree(Source, nullptr, R.Deadline);
    Out.ParseSeconds = secondsSince(ParseStart);
    auto LowerStart = std::chrono::steady_clock::now();
    Out.Module = lowerPython(Tree, R.Path, Apis, R.Deadline);
    Out.LowerSeconds = secondsSince(LowerStart);
    return Out;
  }

  std::unique_ptr<OpenDocument> open(std::string Path, ir::Language L,
                                     std::string Text) const override {
    return std::make_unique<PyDocument>(std::move(Path), L, std::move(Text));
  }

  std::vector<Comment> comments(llvm::StringRef Source,
                                ir::Language) const override {
    if (!containsText(Source, "tensorlint") && !containsText(Source, "noqa"))
      return {};
    SyntaxTree Tree(Source);
    LineTable Lines(Source);
    size_t Bom = Source.starts_with("\xEF\xBB\xBF") ? 3 : 0;
    std::vector<Comment> Out;
    for (Comment &C : treesitter::comments(Tree)) {
      // Whether code precedes the comment on its line (columns count bytes
      // after a BOM).
      size_t LineStart = Lines.lineStart(C.Begin.Line - 1);
      size_t Start =
          std::min<size_t>(Source.size(), LineStart + C.Begin.Col - 1 +
                                              (C.Begin.Line == 1 ? Bom : 0));
      bool OwnLine =
          Source.slice(LineStart, Start).ltrim("\xEF\xBB\xBF").trim().empty();
      if (std::optional<Comment> D = pythonDirective(std::move(C), OwnLine))
        Out.push_back(std::move(*D));
    }
    return Out;
  }

  std::string disableNextLineComment(llvm::StringRef RuleId) const override {
    return ("# tensorlint: disable-next-line=" + RuleId).str();
  }

  std::optional<unsigned> syntaxErrors(llvm::StringRef Source,
                                       ir::Language) const override {
    SyntaxTree Tree(Source);
    if (!Tree.valid())
      return std::nullopt;
    return treesitter::countSyntaxErrors(Tree.root());
  }
};

} // namespace

std::optional<Comment> pythonDirective(Comment C, bool OwnLine) {
  llvm::StringRef Text = llvm::StringRef(C.Text).trim();
  if (Text.starts_with("tensorlint-"))
    return C; // tensorlint's own spelling
  if (Text.consume_front("tensorlint:")) {
    Text = Text.ltrim();
    auto [Verb, Rules] = Text.split('=');
    Verb = Verb.trim();
    std::string Kind;
    if (Verb == "disable")
      Kind = OwnLine ? "tensorlint-disable" : "tensorlint-disable-line";
    else if (Verb == "disable-next-line")
      Kind = "tensorlint-disable-next-line";
    else if (Verb == "disable-line")
      Kind = "tensorlint-disable-line";
    else if (Verb == "enable")
      Kind = "tensorlint-enable";
    else
      return std::nullopt;
    C.Spelling = ("tensorlint: " + Verb).str();
    C.Text = Kind + " " + ruleList(Rules);
    return C;
  }
  // flake8 and ruff: `# noqa: E501, tensor-undisposed`, possibly after
  // another comment on the line (`# type: ignore  # noqa: ...`).
  size_t At = Text.find("noqa");
  if (At == llvm::StringRef::npos)
    return std::nullopt;
  llvm::StringRef Rest = Text.drop_front(At + 4).ltrim();
  if (!Rest.consume_front(":"))
    return std::nullopt; // a bare `# noqa` is flake8's, not ours
  llvm::SmallVector<llvm::StringRef, 4> Codes;
  Rest.split(Codes, ',', -1, false);
  std::string Ours;
  for (llvm::StringRef Code : Codes) {
    // Codes end at whitespace: `# noqa: tensor-x  reason` names one.
    Code = Code.trim().split(' ').first;
    if (!Code.starts_with("tensor-"))
      continue;
    if (!Ours.empty())
      Ours += ',';
    Ours += Code;
  }
  if (Ours.empty())
    return std::nullopt;
  C.Spelling = "noqa";
  C.Text = "tensorlint-disable-line " + Ours;
  return C;
}

const Frontend &language() {
  static const PyLanguage L;
  return L;
}

} // namespace tensorlint::frontend::python
