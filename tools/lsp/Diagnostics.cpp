//===- Diagnostics.cpp - Findings as LSP diagnostics ----------------------===//

#include "tools/lsp/Diagnostics.h"

#include "tools/driver/CellPlaces.h"

#include "rules/Rules.h"

namespace tensorlint::lsp {

LspRange findingRange(const rules::Finding &F, const Document &D,
                      const LineTable &LT) {
  return toLsp(LT, F.Range, D.firstLineBias());
}

std::optional<LspRange> rangeInCell(const frontend::CodeCells &Cells,
                                    const frontend::CodeCells::Cell &C,
                                    LspRange R) {
  // The cell the text's line is in, as the CLI places it (an empty cell
  // holds no line; the end of the text is the last cell's).
  if (Cells.cellAt(R.Start.Line + 1) != &C)
    return std::nullopt;
  uint32_t First = C.FirstLine - 1, End = First + C.Lines;
  if (R.End.Line >= End || !lessEq(R.Start, R.End))
    R.End = R.Start;
  R.Start.Line -= First;
  R.End.Line -= First;
  return R;
}

namespace {

/// Where a range of D's text is for the editor: D's URI and the range, or
/// in a notebook the cell's URI and the range in it.
std::optional<std::pair<llvm::StringRef, LspRange>>
editorPlace(const Document &D, const LspRange &R) {
  if (!D.Cells)
    return std::make_pair(llvm::StringRef(D.Uri), R);
  const frontend::CodeCells::Cell *C = D.Cells->cellAt(R.Start.Line + 1);
  std::optional<LspRange> In = C ? rangeInCell(*D.Cells, *C, R) : std::nullopt;
  if (!In)
    return std::nullopt;
  return std::make_pair(llvm::StringRef(C->Id), *In);
}

} // namespace

void writeDiagnostic(llvm::json::OStream &J, const rules::Finding &F,
                     const Document &D, const LineTable &LT,
                     const frontend::CodeCells::Cell *Cell) {
  auto InDocument = [](const rules::Note &N) {
    return N.Range.Begin.isValid() && N.Path.empty();
  };
  LspRange Range = findingRange(F, D, LT);
  if (Cell) {
    std::optional<LspRange> In = rangeInCell(*D.Cells, *Cell, Range);
    if (!In)
      return;
    Range = *In;
  }
  J.object([&] {
    J.attributeBegin("range");
    writeRange(J, Range);
    J.attributeEnd();
    J.attribute("severity", F.Sev == rules::Severity::Error ? 1 : 2);
    J.attribute("source", "tensorlint");
    J.attribute("code", llvm::StringRef(F.RuleId));
    J.attributeObject("codeDescription", [&] {
      J.attribute("href", rules::ruleDocUrl(F.RuleId));
    });
    // A notebook's message names its cells' lines, not the joined code's.
    auto Text = [&](const std::string &Message) {
      return D.Cells ? driver::cellMessage(*D.Cells, Message) : Message;
    };
    J.attribute("message", Text(F.Message));
    if (llvm::none_of(F.Notes, InDocument))
      return;
    J.attributeArray("relatedInformation", [&] {
      for (const rules::Note &N : F.Notes) {
        if (!InDocument(N))
          continue;
        auto Place = editorPlace(D, toLsp(LT, N.Range, D.firstLineBias()));
        if (!Place)
          continue;
        J.object([&] {
          J.attributeObject("location", [&] {
            J.attribute("uri", Place->first);
            J.attributeBegin("range");
            writeRange(J, Place->second);
            J.attributeEnd();
          });
          J.attribute("message", Text(N.Message));
        });
      }
    });
  });
}

llvm::json::Value toDiagnostic(const rules::Finding &F, const Document &D,
                               const LineTable &LT,
                               const frontend::CodeCells::Cell *Cell) {
  std::string Text;
  llvm::raw_string_ostream OS(Text);
  {
    llvm::json::OStream J(OS);
    writeDiagnostic(J, F, D, LT, Cell);
  }
  return llvm::cantFail(llvm::json::parse(OS.str()));
}

void writeDiagnostics(llvm::json::OStream &J, const Document &D,
                      const frontend::CodeCells::Cell *Cell) {
  const LineTable &LT = D.lines();
  J.array([&] {
    for (const rules::Finding &F : D.Findings)
      writeDiagnostic(J, F, D, LT, Cell);
    for (const ir::FrontendDiag &FD : D.FrontendDiags) {
      LspPosition P = toLsp(LT, FD.Loc, D.firstLineBias());
      LspRange Range{P, P};
      if (Cell) {
        std::optional<LspRange> In = rangeInCell(*D.Cells, *Cell, Range);
        if (!In)
          continue;
        Range = *In;
      }
      J.object([&] {
        J.attributeBegin("range");
        writeRange(J, Range);
        J.attributeEnd();
        J.attribute("severity", FD.IsError ? 1 : 3);
        J.attribute("source", "tensorlint");
        J.attribute("code",
                    llvm::StringRef(FD.Message).starts_with("syntax error")
                        ? "syntax-error"
                        : "frontend");
        J.attribute("message", llvm::StringRef(FD.Message));
      });
    }
    // A notebook's problem as a whole is shown on its first code cell.
    if (!D.Error.empty() &&
        (!Cell || (D.Cells && &D.Cells->cells().front() == Cell)))
      J.object([&] {
        J.attributeBegin("range");
        writeRange(J, LspRange{});
        J.attributeEnd();
        J.attribute("severity", 1);
        J.attribute("source", "tensorlint");
        J.attribute("message", llvm::StringRef(D.Error));
      });
  });
}

} // namespace tensorlint::lsp
