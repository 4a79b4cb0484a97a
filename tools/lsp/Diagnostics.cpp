//===- Diagnostics.cpp - Findings as LSP diagnostics ----------------------===//

#include "tools/lsp/Diagnostics.h"

#include "rules/Rules.h"

namespace tensorlint::lsp {

LspRange findingRange(const rules::Finding &F, const Document &D,
                      const LineTable &LT) {
  return toLsp(LT, F.Range, D.firstLineBias());
}

void writeDiagnostic(llvm::json::OStream &J, const rules::Finding &F,
                     const Document &D, const LineTable &LT) {
  auto InDocument = [](const rules::Note &N) {
    return N.Range.Begin.isValid() && N.Path.empty();
  };
  J.object([&] {
    J.attributeBegin("range");
    writeRange(J, findingRange(F, D, LT));
    J.attributeEnd();
    J.attribute("severity", F.Sev == rules::Severity::Error ? 1 : 2);
    J.attribute("source", "tensorlint");
    J.attribute("code", llvm::StringRef(F.RuleId));
    J.attributeObject("codeDescription", [&] {
      J.attribute("href", rules::ruleDocUrl(F.RuleId));
    });
    J.attribute("message", llvm::StringRef(F.Message));
    if (llvm::none_of(F.Notes, InDocument))
      return;
    J.attributeArray("relatedInformation", [&] {
      for (const rules::Note &N : F.Notes) {
        if (!InDocument(N))
          continue;
        J.object([&] {
          J.attributeObject("location", [&] {
            J.attribute("uri", llvm::StringRef(D.Uri));
            J.attributeBegin("range");
            writeRange(J, toLsp(LT, N.Range, D.firstLineBias()));
            J.attributeEnd();
          });
          J.attribute("message", llvm::StringRef(N.Message));
        });
      }
    });
  });
}

llvm::json::Value toDiagnostic(const rules::Finding &F, const Document &D,
                               const LineTable &LT) {
  std::string Text;
  llvm::raw_string_ostream OS(Text);
  {
    llvm::json::OStream J(OS);
    writeDiagnostic(J, F, D, LT);
  }
  return llvm::cantFail(llvm::json::parse(OS.str()));
}

void writeDiagnostics(llvm::json::OStream &J, const Document &D) {
  const LineTable &LT = D.lines();
  J.array([&] {
    for (const rules::Finding &F : D.Findings)
      writeDiagnostic(J, F, D, LT);
    for (const ir::FrontendDiag &FD : D.FrontendDiags) {
      LspPosition P = toLsp(LT, FD.Loc, D.firstLineBias());
      J.object([&] {
        J.attributeBegin("range");
        writeRange(J, LspRange{P, P});
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
    if (!D.Error.empty())
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
