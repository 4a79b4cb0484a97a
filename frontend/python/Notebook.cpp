//===- Notebook.cpp - The Python code of a Jupyter notebook ---------------===//

#include "frontend/python/Notebook.h"

#include "frontend/BoundedJson.h"

#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"

namespace tensorlint::frontend::python {

bool isNotebookPath(llvm::StringRef Path) {
  return llvm::sys::path::extension(Path).equals_insensitive(".ipynb");
}

namespace {

/// Cell magics whose body is Python that the kernel runs (timed, captured,
/// profiled); any other cell magic's body is another language or data.
bool cellMagicRunsPython(llvm::StringRef Name) {
  return llvm::StringSwitch<bool>(Name)
      .Cases("time", "timeit", "capture", "prun", "debug", true)
      .Cases("memit", "snakeviz", "python", "python3", true)
      .Default(false);
}

/// Where a line starts, lexically: IPython's syntax is recognised only at
/// the start of a statement, and `!`, `%` and `?` only outside strings and
/// comments (a `%` inside brackets is the modulo operator).
class LineScanner {
public:
  /// Whether the line about to be scanned starts a statement.
  bool atStatementStart() const { return Depth == 0 && !Quote && !Continued; }

  /// Scans one line (without its line break). Returns the column of a `!`
  /// or `%` that follows an assignment's `=` (`files = !ls`), not scanning
  /// the command after it, and sets Help when the code outside strings and
  /// comments has a `?`.
  std::optional<size_t> scan(llvm::StringRef Line, bool &Help) {
    Continued = false;
    for (size_t I = 0; I < Line.size(); ++I) {
      char C = Line[I];
      if (Quote) {
        if (C == '\\') {
          ++I;
        } else if (C == Quote &&
                   (!Triple || Line.substr(I, 3) == std::string(3, Quote))) {
          I += Triple ? 2 : 0;
          Quote = 0;
        }
        continue;
      }
      switch (C) {
      case '#':
        return std::nullopt;
      case '\'':
      case '"':
        Quote = C;
        Triple = Line.substr(I, 3) == std::string(3, C);
        I += Triple ? 2 : 0;
        break;
      case '(':
      case '[':
      case '{':
        ++Depth;
        break;
      case ')':
      case ']':
      case '}':
        Depth = Depth ? Depth - 1 : 0;
        break;
      case '?':
        Help = true;
        break;
      case '=': {
        char Before = I ? Line[I - 1] : ' ';
        if (llvm::StringRef("=!<>+-*/%&|^@:").contains(Before) ||
            Line.substr(I + 1).starts_with("="))
          break;
        size_t Value = Line.find_first_not_of(" \t", I + 1);
        if (Value != llvm::StringRef::npos && Depth == 0 &&
            (Line[Value] == '!' || Line[Value] == '%'))
          return Value; // the rest is a shell command or a magic's text
        break;
      }
      case '\\':
        Continued = I + 1 == Line.size();
        break;
      default:
        break;
      }
    }
    // A quote that is not triple ends with its line (or is an error).
    if (Quote && !Triple && !Continued)
      Quote = 0;
    return std::nullopt;
  }

private:
  unsigned Depth = 0;
  char Quote = 0;
  bool Triple = false;
  bool Continued = false;
};

/// The line's text without its line break, and the break.
std::pair<llvm::StringRef, llvm::StringRef> splitBreak(llvm::StringRef Line) {
  size_t Content = Line.size();
  while (Content && (Line[Content - 1] == '\n' || Line[Content - 1] == '\r'))
    --Content;
  return {Line.take_front(Content), Line.drop_front(Content)};
}

/// The lines of Text, each with its line break.
std::vector<llvm::StringRef> linesOf(llvm::StringRef Text) {
  std::vector<llvm::StringRef> Out;
  while (!Text.empty()) {
    size_t End = Text.find('\n');
    End = End == llvm::StringRef::npos ? Text.size() : End + 1;
    Out.push_back(Text.take_front(End));
    Text = Text.drop_front(End);
  }
  return Out;
}

/// Only the line breaks of Lines.
std::string breaksOnly(llvm::ArrayRef<llvm::StringRef> Lines) {
  std::string Out;
  for (llvm::StringRef L : Lines)
    Out += splitBreak(L).second;
  return Out;
}

} // namespace

std::string blankIPythonSyntax(llvm::StringRef Cell) {
  std::vector<llvm::StringRef> Lines = linesOf(Cell);
  size_t First = 0;
  while (First < Lines.size() && splitBreak(Lines[First]).first.trim().empty())
    ++First;
  std::string Out;
  if (First < Lines.size()) {
    llvm::StringRef Head = splitBreak(Lines[First]).first.trim();
    if (Head.consume_front("%%")) {
      llvm::StringRef Name =
          Head.take_until([](char C) { return C == ' ' || C == '\t'; });
      if (!cellMagicRunsPython(Name))
        return breaksOnly(Lines);
      Out = breaksOnly(llvm::ArrayRef(Lines).take_front(First + 1));
      Lines.erase(Lines.begin(), Lines.begin() + First + 1);
    }
  }
  LineScanner Scan;
  bool MagicContinues = false;
  for (llvm::StringRef L : Lines) {
    auto [Text, Break] = splitBreak(L);
    llvm::StringRef Code = Text.ltrim(" \t");
    llvm::StringRef Indent = Text.take_front(Text.size() - Code.size());
    bool Start = Scan.atStatementStart();
    if (MagicContinues) { // the rest of a magic's line
      MagicContinues = Text.ends_with("\\");
      Out += Break;
      continue;
    }
    if (Start && !Code.empty() && llvm::StringRef("%!?").contains(Code[0])) {
      // A magic, a shell escape or help: nothing Python runs.
      MagicContinues = Text.ends_with("\\");
      Out += Indent.empty() ? "" : (Indent + "pass").str();
      Out += Break;
      continue;
    }
    bool Help = false;
    std::optional<size_t> Assigned = Scan.scan(Text, Help);
    if (Start && Help) { // `tf.tidy?`, `model.fit??`
      Out += Indent.empty() ? "" : (Indent + "pass").str();
    } else if (Start && Assigned) { // `files = !ls`: the value is unknown
      Out += Text.take_front(*Assigned);
      Out += "None";
      MagicContinues = Text.ends_with("\\");
    } else {
      Out += Text;
    }
    Out += Break;
  }
  return Out;
}

EmbeddedCode joinCells(llvm::ArrayRef<CellSource> Cells) {
  EmbeddedCode Out;
  for (const CellSource &C : Cells) {
    std::string Code = blankIPythonSyntax(C.Text);
    if (!Code.empty() && Code.back() != '\n')
      Code += '\n';
    uint32_t Lines = std::count(Code.begin(), Code.end(), '\n');
    Out.Text += Code;
    Out.Cells.add(C.Number, Lines, C.Id);
  }
  return Out;
}

namespace {

/// A cell's `source`: one string or a list of lines.
std::optional<std::string> sourceOf(const llvm::json::Object &Cell) {
  const llvm::json::Value *Source = Cell.get("source");
  if (!Source)
    return std::string();
  if (std::optional<llvm::StringRef> S = Source->getAsString())
    return S->str();
  const llvm::json::Array *Parts = Source->getAsArray();
  if (!Parts)
    return std::nullopt;
  std::string Out;
  for (const llvm::json::Value &P : *Parts) {
    std::optional<llvm::StringRef> S = P.getAsString();
    if (!S)
      return std::nullopt;
    Out += *S;
  }
  return Out;
}

/// The notebook's kernel language ("python", "R"), if its metadata says.
std::optional<llvm::StringRef> kernelLanguage(const llvm::json::Object &Nb) {
  const llvm::json::Object *Meta = Nb.getObject("metadata");
  if (!Meta)
    return std::nullopt;
  if (const llvm::json::Object *Spec = Meta->getObject("kernelspec"))
    if (std::optional<llvm::StringRef> L = Spec->getString("language"))
      return L;
  if (const llvm::json::Object *Info = Meta->getObject("language_info"))
    if (std::optional<llvm::StringRef> L = Info->getString("name"))
      return L;
  return std::nullopt;
}

/// A code cell an editor marked as another language (VS Code's
/// `metadata.vscode.languageId`: "sql", "markdown").
bool otherLanguageCell(const llvm::json::Object &Cell) {
  const llvm::json::Object *Meta = Cell.getObject("metadata");
  const llvm::json::Object *Vs = Meta ? Meta->getObject("vscode") : nullptr;
  std::optional<llvm::StringRef> Id =
      Vs ? Vs->getString("languageId") : std::nullopt;
  return Id && *Id != "python";
}

} // namespace

EmbeddedCode readNotebook(llvm::StringRef Json) {
  EmbeddedCode Out;
  llvm::Expected<llvm::json::Value> V = parseBoundedJson(Json);
  if (!V) {
    Out.Error = "not a Jupyter notebook: " + llvm::toString(V.takeError());
    return Out;
  }
  const llvm::json::Object *Nb = V->getAsObject();
  const llvm::json::Array *Cells = Nb ? Nb->getArray("cells") : nullptr;
  if (!Cells) {
    std::optional<int64_t> Format =
        Nb ? Nb->getInteger("nbformat") : std::nullopt;
    Out.Unsupported = Format && *Format > 0 && *Format < 4;
    Out.Error = Out.Unsupported
                    ? "a notebook of nbformat " + std::to_string(*Format) +
                          " (tensorlint reads nbformat 4; `jupyter nbconvert "
                          "--to notebook` converts it)"
                    : "not a Jupyter notebook: no \"cells\" list";
    return Out;
  }
  if (std::optional<llvm::StringRef> Lang = kernelLanguage(*Nb))
    if (!Lang->equals_insensitive("python"))
      return Out; // an R or Julia notebook: no Python to analyse
  std::vector<CellSource> Code;
  uint32_t Number = 0;
  for (const llvm::json::Value &C : *Cells) {
    ++Number;
    const llvm::json::Object *Cell = C.getAsObject();
    if (!Cell || Cell->getString("cell_type") != "code" ||
        otherLanguageCell(*Cell))
      continue;
    std::optional<std::string> Source = sourceOf(*Cell);
    if (!Source) {
      Out.Error = "not a Jupyter notebook: cell " + std::to_string(Number) +
                  "'s \"source\" is neither a string nor a list of strings";
      return Out;
    }
    std::optional<llvm::StringRef> Id = Cell->getString("id");
    Code.push_back({std::move(*Source), Number, Id ? Id->str() : ""});
  }
  return joinCells(Code);
}

} // namespace tensorlint::frontend::python
