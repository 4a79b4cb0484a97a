//===- JsLanguage.cpp - The JavaScript/TypeScript frontend ----------------===//

#include "frontend/js/JsLanguage.h"

#include "frontend/TextSearch.h"
#include "frontend/js/FixSupport.h"
#include "frontend/js/JsDocument.h"
#include "frontend/js/JsFrontend.h"
#include "frontend/js/PackageManifest.h"
#include "frontend/js/Syntax.h"
#include "frontend/js/TestFiles.h"

#include "llvm/ADT/StringSwitch.h"

#include <chrono>

namespace tensorlint::frontend::js {

namespace {

class JsLanguage final : public Frontend {
public:
  llvm::StringRef name() const override { return "JavaScript/TypeScript"; }
  std::optional<llvm::StringRef> mentionLanguage() const override {
    return "js";
  }
  // resolveModuleSpecifier links only './x' and '../x' specifiers.
  bool importsByRelativePath() const override { return true; }
  // The module's ExportsStayInRun and PublishedLibrary come from the
  // package.json above it, and IsTest from the file's path within its
  // package.
  std::string loweringContext(llvm::StringRef Path) const override {
    PackageFacts P = packageFacts(Path);
    return std::string(P.Application ? "exports-stay-in-run " : "") +
           (P.Library ? "published-library " : "") +
           (isTestPath(P.InPackage) ? "test" : "");
  }

  bool handles(ir::Language L) const override {
    return L == ir::Language::JavaScript || L == ir::Language::TypeScript ||
           L == ir::Language::TSX || L == ir::Language::Vue ||
           L == ir::Language::Html;
  }

  std::optional<ir::Language>
  languageForPath(llvm::StringRef Path) const override {
    return js::languageForPath(Path);
  }

  llvm::StringRef extensions() const override {
    return ".js .mjs .cjs .jsx .ts .mts .cts .tsx .vue .html .htm";
  }

  std::optional<ir::Language>
  languageForLspId(llvm::StringRef Id) const override {
    return llvm::StringSwitch<std::optional<ir::Language>>(Id)
        .Cases("javascript", "javascriptreact", ir::Language::JavaScript)
        .Case("typescript", ir::Language::TypeScript)
        .Case("typescriptreact", ir::Language::TSX)
        .Case("vue", ir::Language::Vue)
        .Case("html", ir::Language::Html)
        .Default(std::nullopt);
  }

  Lowered lower(const LowerRequest &R,
                const apis::ApiDatabase &Apis) const override {
    Lowered Out;
    // The caller reads the file (it checks size and binary content the same
    // way for every frontend that does not compile).
    llvm::StringRef Source = R.Contents.value_or("");
    auto ParseStart = std::chrono::steady_clock::now();
    SyntaxTree Tree(Source, R.Lang, nullptr, R.Deadline);
    Out.ParseSeconds = secondsSince(ParseStart);
    auto LowerStart = std::chrono::steady_clock::now();
    JsOptions Opts;
    Opts.Deadline = R.Deadline;
    Out.Module = lowerSyntaxTree(Tree, R.Path, R.Lang, Apis, Opts);
    Out.LowerSeconds = secondsSince(LowerStart);
    return Out;
  }

  std::unique_ptr<OpenDocument> open(std::string Path, ir::Language L,
                                     std::string Text) const override {
    return std::make_unique<JsDocument>(std::move(Path), L, std::move(Text));
  }

  std::vector<Comment> comments(llvm::StringRef Source,
                                ir::Language L) const override {
    // Parsing costs more than the rest of the suppression work: only a text
    // that mentions a directive is parsed.
    if (!containsText(Source, "tensorlint-"))
      return {};
    return treesitter::comments(SyntaxTree(Source, L));
  }

  std::string disableNextLineComment(llvm::StringRef RuleId) const override {
    return ("// tensorlint-disable-next-line " + RuleId).str();
  }

  std::unique_ptr<frontend::FixResolver>
  fixResolver(llvm::StringRef Source, ir::Language L,
              const ParsedFile *Parsed) const override {
    // Parsed comes from this frontend's own documents (JsDocument::parsed).
    if (Parsed)
      return std::make_unique<js::FixResolver>(
          Source, *static_cast<const SyntaxTree *>(Parsed));
    return std::make_unique<js::FixResolver>(Source, L);
  }

  std::optional<unsigned> syntaxErrors(llvm::StringRef Source,
                                       ir::Language L) const override {
    return countSyntaxErrors(Source, L);
  }
};

} // namespace

const Frontend &language() {
  static const JsLanguage L;
  return L;
}

} // namespace tensorlint::frontend::js
