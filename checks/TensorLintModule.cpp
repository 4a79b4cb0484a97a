//===- TensorLintModule.cpp - The tensorlint clang-tidy plugin ------------===//
//
// One check per rule (tensor-undisposed, tensor-chained-temporary, ...).
// Each matches the TranslationUnitDecl once and reports the findings of its
// own rule from the TU's shared analysis (TuAnalysis.h), so NOLINT,
// -warnings-as-errors, --export-fixes and the rest come from clang-tidy.
//
// Load with: clang-tidy-19 -load=TensorLintTidy.so -checks='-*,tensor-*' ...
//
//===----------------------------------------------------------------------===//

#include "checks/TuAnalysis.h"
#include "rules/Rules.h"

#include "clang-tidy/ClangTidyCheck.h"
#include "clang-tidy/ClangTidyModule.h"
#include "clang-tidy/ClangTidyModuleRegistry.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "clang/ASTMatchers/ASTMatchers.h"

using namespace clang;
using namespace clang::ast_matchers;
using namespace clang::tidy;

namespace tensorlint::checks {

namespace {

class TensorLintCheck : public ClangTidyCheck {
public:
  TensorLintCheck(StringRef Name, ClangTidyContext *Context)
      : ClangTidyCheck(Name, Context), RuleId(Name.str()),
        ApiFiles(Options.getLocalOrGlobal("ApiFiles", "").str()) {
    // Read as text: the clang-tidy executable does not export the bool
    // specialisations of getLocalOrGlobal/store for plugins to call.
    llvm::StringRef Exc =
        Options.getLocalOrGlobal("ReportExceptionPaths", "false");
    Analysis.ReportExceptionPaths =
        Exc.equals_insensitive("true") || Exc == "1";
    retainTuCache();
  }
  ~TensorLintCheck() override { releaseTuCache(); }
  TensorLintCheck(const TensorLintCheck &) = delete;
  TensorLintCheck &operator=(const TensorLintCheck &) = delete;

  void storeOptions(ClangTidyOptions::OptionMap &Opts) override {
    Options.store(Opts, "ApiFiles", ApiFiles);
    Options.store(Opts, "ReportExceptionPaths",
                  Analysis.ReportExceptionPaths ? "true" : "false");
  }

  void registerMatchers(MatchFinder *Finder) override {
    Finder->addMatcher(translationUnitDecl().bind("tu"), this);
  }

  void check(const MatchFinder::MatchResult &Result) override {
    ASTContext &Ctx = *Result.Context;
    if (std::string Err = takeTuError(Ctx, ApiFiles, Analysis); !Err.empty())
      configurationDiag("tensorlint: %0") << Err;
    const TuFindings &TF = analyzeTu(Ctx, ApiFiles, Analysis);
    const SourceManager &SM = *Result.SourceManager;
    FileID Main = SM.getMainFileID();
    // A finding is in the main file or in a source file it includes
    // textually (ir::Module::Parts, named as the compiler found them).
    auto FileOf = [&](const std::string &Path) {
      if (Path.empty() || Path == TF.MainPath)
        return Main;
      if (OptionalFileEntryRef FE =
              SM.getFileManager().getOptionalFileRef(Path))
        return SM.translateFile(*FE);
      return FileID();
    };
    auto LocIn = [&](const std::string &Path, const ir::SourceLoc &L) {
      FileID F = FileOf(Path);
      return L.isValid() && F.isValid() ? SM.translateLineCol(F, L.Line, L.Col)
                                        : SourceLocation();
    };
    SourceLocation Start = SM.getLocForStartOfFile(Main);
    for (const rules::Finding &F : TF.Findings) {
      if (F.RuleId != RuleId)
        continue;
      SourceLocation Loc = LocIn(F.Path, F.Range.Begin);
      if (Loc.isInvalid())
        continue;
      auto AddFixIts = [&](DiagnosticBuilder &D) {
        for (const rules::FixIt &Fix : F.Fixes) {
          if (!Fix.Range.isValid())
            continue;
          CharSourceRange R = CharSourceRange::getCharRange(
              Start.getLocWithOffset(Fix.Range.BeginOffset),
              Start.getLocWithOffset(Fix.Range.EndOffset));
          D << FixItHint::CreateReplacement(R, Fix.Text);
        }
      };
      {
        DiagnosticBuilder D = diag(Loc, "%0") << F.Message;
        if (F.SuggestionReason.empty())
          AddFixIts(D);
      }
      // A suggestion rides on a note, as clang-tidy's own do: -fix leaves
      // it, -fix-notes applies it.
      if (!F.SuggestionReason.empty() && !F.Fixes.empty()) {
        DiagnosticBuilder D =
            diag(Loc, "suggested fix, not proven safe: %0", DiagnosticIDs::Note)
            << F.SuggestionReason;
        AddFixIts(D);
      }
      for (const rules::Note &N : F.Notes) {
        SourceLocation NL = LocIn(rules::notePath(F, N), N.Range.Begin);
        diag(NL.isValid() ? NL : Loc, "%0", DiagnosticIDs::Note) << N.Message;
      }
    }
  }

private:
  std::string RuleId;
  std::string ApiFiles;
  /// CheckOptions: ReportExceptionPaths (local to a check or global).
  rules::AnalysisOptions Analysis;
};

class TensorLintModule : public ClangTidyModule {
public:
  void addCheckFactories(ClangTidyCheckFactories &Factories) override {
    // Every rule is a check, tensor-async-tidy too (it never fires on C++):
    // `tensor-*` means the same in both tools.
    for (const rules::RuleInfo &R : rules::allRules())
      Factories.registerCheck<TensorLintCheck>(R.Id);
  }
};

} // namespace

} // namespace tensorlint::checks

static clang::tidy::ClangTidyModuleRegistry::Add<
    tensorlint::checks::TensorLintModule>
    X("tensorlint-module",
      "tensorlint: tensor lifetime checks for native tensor runtimes.");
