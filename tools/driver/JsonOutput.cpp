//===- JsonOutput.cpp - JSON output ---------------------------------------===//
//
// {
//   "version": "0.1.0",
//   "filesChecked": 2,
//   "files": ["path", ...]  (the files checked, spelled as in findings)
//   "findings": [{"rule", "path", "line", "column", "endLine", "endColumn",
//                 "message", "severity", "notes": [{"path", "line",
//                 "column", "message"}],
//                 "fix": {"edits": [EDIT]}                 (proven safe) or
//                 "suggestion": {"reason", "edits": [EDIT]}  (not applied
//                 by --fix)}],
//   EDIT: {"line", "column", "endLine", "endColumn", "offset", "endOffset",
//          "text"} (offsets: bytes of the file, replaced [offset, endOffset))
//   "errors": [{"path", "line", "column", "severity", "kind", "message"}]
// }
// Lines and columns are 1-based; columns count bytes (as in the text form).
// In a Jupyter notebook, findings, notes and errors also have "cell" (1-based,
// counting every cell), and their lines count from that cell's first line.
//
//===----------------------------------------------------------------------===//

#include "tools/driver/CellPlaces.h"
#include "tools/driver/JsonText.h"
#include "tools/driver/Output.h"

namespace tensorlint::driver {

static void edits(llvm::json::OStream &J, llvm::ArrayRef<rules::FixIt> Fixes) {
  for (const rules::FixIt &X : Fixes)
    J.object([&] {
      J.attribute("line", static_cast<int64_t>(X.Range.Begin.Line));
      J.attribute("column", static_cast<int64_t>(X.Range.Begin.Col));
      J.attribute("endLine", static_cast<int64_t>(X.Range.End.Line));
      J.attribute("endColumn", static_cast<int64_t>(X.Range.End.Col));
      J.attribute("offset", static_cast<int64_t>(X.Range.BeginOffset));
      J.attribute("endOffset", static_cast<int64_t>(X.Range.EndOffset));
      J.attribute("text", jsonText(X.Text));
    });
}

static const char *kindName(Diagnostic::Kind K) {
  return K == Diagnostic::Frontend ? "frontend" : "input";
}

void printJson(const RunResult &R, llvm::raw_ostream &OS) {
  llvm::json::OStream J(OS, /*IndentSize=*/2);
  // In a notebook, "line" counts from the first line of "cell".
  CellPlaces Cells(R);
  auto Place = [&](llvm::StringRef Path, ir::SourceLoc L,
                   llvm::StringRef LineKey, llvm::StringRef ColKey) {
    uint32_t Cell = 0;
    L = Cells.local(Path, L, Cell);
    if (Cell && LineKey == "line")
      J.attribute("cell", static_cast<int64_t>(Cell));
    J.attribute(LineKey, static_cast<int64_t>(L.Line));
    J.attribute(ColKey, static_cast<int64_t>(L.Col));
  };
  J.object([&] {
    J.attribute("version", versionString());
    J.attribute("filesChecked", static_cast<int64_t>(R.filesChecked()));
    // Which files "no finding" speaks for (the ESLint plugin answers the
    // files of one run from it).
    J.attributeArray("files", [&] {
      for (const SourceFile &F : R.Files)
        if (F.Module || F.FromCache || F.Skipped)
          J.value(jsonText(F.Input.Path));
    });
    J.attributeArray("findings", [&] {
      for (const rules::Finding &F : R.Findings)
        J.object([&] {
          J.attribute("rule", jsonText(F.RuleId));
          J.attribute("path", jsonText(F.Path));
          Place(F.Path, F.Range.Begin, "line", "column");
          const ir::SourceLoc &End =
              F.Range.End.isValid() ? F.Range.End : F.Range.Begin;
          Place(F.Path, End, "endLine", "endColumn");
          J.attribute("message", jsonText(Cells.message(F.Path, F.Message)));
          J.attribute("severity",
                      F.Sev == rules::Severity::Error ? "error" : "warning");
          J.attributeArray("notes", [&] {
            for (const rules::Note &N : F.Notes)
              J.object([&] {
                llvm::StringRef Path = rules::notePath(F, N);
                J.attribute("path", jsonText(Path));
                Place(Path, N.Range.Begin, "line", "column");
                J.attribute("message",
                            jsonText(Cells.message(Path, N.Message)));
              });
          });
          if (!F.Fixes.empty())
            J.attributeObject(
                F.SuggestionReason.empty() ? "fix" : "suggestion", [&] {
                  if (!F.SuggestionReason.empty())
                    J.attribute("reason", jsonText(F.SuggestionReason));
                  J.attributeArray("edits", [&] { edits(J, F.Fixes); });
                });
        });
    });
    J.attributeArray("errors", [&] {
      for (const Diagnostic &D : R.diagnostics())
        J.object([&] {
          J.attribute("path", jsonText(D.Path));
          if (D.Cell)
            J.attribute("cell", static_cast<int64_t>(D.Cell));
          if (D.Loc.isValid()) {
            J.attribute("line", static_cast<int64_t>(D.Loc.Line));
            J.attribute("column", static_cast<int64_t>(D.Loc.Col));
          }
          J.attribute("severity", toString(D.Lvl));
          J.attribute("kind", kindName(D.K));
          J.attribute("message", jsonText(D.Message));
        });
    });
  });
  OS << '\n';
}

} // namespace tensorlint::driver
