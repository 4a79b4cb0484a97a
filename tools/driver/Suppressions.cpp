//===- Suppressions.cpp - Inline suppression comments ---------------------===//

#include "tools/driver/Suppressions.h"

#include "tools/driver/PathGlob.h"
#include "tools/driver/SourceReader.h"

#include "frontend/Frontend.h"
#include "rules/Rules.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"

#include <algorithm>

namespace tensorlint::driver {

namespace {

/// Whether NOLINT comments count in Lang (they do where clang-tidy runs).
bool acceptsNolint(ir::Language L) {
  const frontend::Frontend *F = frontend::frontendFor(L);
  return F && F->acceptsNolint();
}

bool isIdentChar(char C) { return llvm::isAlnum(C) || C == '_'; }

std::vector<std::string> splitRules(llvm::StringRef List) {
  std::vector<std::string> Out;
  llvm::SmallVector<llvm::StringRef, 4> Parts;
  List.split(Parts, ',');
  for (llvm::StringRef P : Parts)
    if (!P.trim().empty())
      Out.push_back(P.trim().str());
  return Out;
}

/// "tensorlint-..." at the start of a comment.
bool parseTensorlint(const Comment &C, Directive &D) {
  llvm::StringRef T = llvm::StringRef(C.Text).trim();
  static const std::pair<const char *, Directive::Kind> Forms[] = {
      {"tensorlint-disable-next-line", Directive::NextLine},
      {"tensorlint-disable-line", Directive::Line},
      {"tensorlint-disable", Directive::Disable},
      {"tensorlint-enable", Directive::Enable}};
  for (const auto &[Spelling, K] : Forms) {
    llvm::StringRef Rest = T;
    if (!Rest.consume_front(Spelling))
      continue;
    if (!Rest.empty() && !llvm::isSpace(Rest.front()))
      continue;
    auto [List, Reason] = Rest.split("--");
    D.K = K;
    D.Spelling = C.Spelling.empty() ? std::string(Spelling) : C.Spelling;
    D.Rules = splitRules(List);
    D.Reason = Reason.trim().str();
    D.Loc = C.Begin;
    D.TargetLine = K == Directive::NextLine ? C.End.Line + 1 : C.Begin.Line;
    return true;
  }
  return false;
}

/// Every NOLINT form inside a C/C++ comment.
void parseNolint(const Comment &C, std::vector<Directive> &Out) {
  llvm::StringRef T = C.Text;
  size_t Pos = 0;
  while ((Pos = T.find("NOLINT", Pos)) != llvm::StringRef::npos) {
    llvm::StringRef Rest = T.drop_front(Pos + 6);
    Directive D;
    D.IsNolint = true;
    D.K = Directive::Line;
    D.Spelling = "NOLINT";
    if (Rest.consume_front("NEXTLINE")) {
      D.K = Directive::NextLine;
      D.Spelling = "NOLINTNEXTLINE";
    } else if (Rest.consume_front("BEGIN")) {
      D.K = Directive::Disable;
      D.Spelling = "NOLINTBEGIN";
    } else if (Rest.consume_front("END")) {
      D.K = Directive::Enable;
      D.Spelling = "NOLINTEND";
    }
    Pos += 6;
    if (!Rest.empty() && isIdentChar(Rest.front()))
      continue; // NOLINTFOO is not a directive
    if (Rest.starts_with("(")) {
      size_t Close = Rest.find(')');
      if (Close == llvm::StringRef::npos)
        continue; // clang-tidy ignores an unterminated list too
      D.Rules = splitRules(Rest.slice(1, Close));
      if (llvm::is_contained(D.Rules, "*"))
        D.Rules.clear();
    }
    unsigned Line =
        C.Begin.Line + static_cast<unsigned>(T.take_front(Pos).count('\n'));
    D.Loc = C.Begin;
    D.TargetLine = D.K == Directive::NextLine ? Line + 1 : Line;
    Out.push_back(std::move(D));
  }
}

bool atOrBefore(const ir::SourceLoc &A, const ir::SourceLoc &B) {
  return A.Line < B.Line || (A.Line == B.Line && A.Col <= B.Col);
}

bool namesTensorlintRule(llvm::StringRef R) {
  return R.starts_with("tensor-") || R == UnusedSuppressionRule;
}

} // namespace

std::vector<Comment> findComments(llvm::StringRef Source, ir::Language Lang) {
  const frontend::Frontend *F = frontend::frontendFor(Lang);
  return F ? F->comments(Source, Lang) : std::vector<Comment>();
}

bool Directive::covers(llvm::StringRef RuleId) const {
  return Rules.empty() || llvm::any_of(Rules, [&](const std::string &R) {
           return matchNameGlob(R, RuleId);
         });
}

SuppressionSet SuppressionSet::fromComments(llvm::ArrayRef<Comment> Comments,
                                            ir::Language Lang) {
  SuppressionSet S;
  bool Nolint = acceptsNolint(Lang);
  for (const Comment &C : Comments) {
    Directive D;
    if (parseTensorlint(C, D))
      S.Dirs.push_back(std::move(D));
    else if (Nolint)
      parseNolint(C, S.Dirs);
  }
  return S;
}

SuppressionSet SuppressionSet::parse(llvm::StringRef Source,
                                     ir::Language Lang) {
  return fromComments(findComments(Source, Lang), Lang);
}

bool SuppressionSet::suppresses(const rules::Finding &F) {
  bool Suppressed = false;
  for (Directive &D : Dirs)
    if ((D.K == Directive::NextLine || D.K == Directive::Line) &&
        D.TargetLine == F.Range.Begin.Line && D.covers(F.RuleId)) {
      D.Used = true;
      Suppressed = true;
    }
  if (Suppressed)
    return true;
  // Blocks: the last disable/enable before the finding that covers its rule
  // decides.
  Directive *Last = nullptr;
  const frontend::CodeCells::Cell *Cell =
      Cells ? Cells->cellAt(F.Range.Begin.Line) : nullptr;
  for (Directive &D : Dirs) {
    if (D.K != Directive::Disable && D.K != Directive::Enable)
      continue;
    if (!atOrBefore(D.Loc, F.Range.Begin))
      break;
    if (Cell && D.Loc.Line < Cell->FirstLine)
      continue; // an earlier cell's block ended with it
    if (D.covers(F.RuleId))
      Last = &D;
  }
  if (Last && Last->K == Directive::Disable) {
    Last->Used = true;
    return true;
  }
  return false;
}

std::vector<rules::Finding> SuppressionSet::unused(llvm::StringRef Path) const {
  std::vector<rules::Finding> Out;
  for (const Directive &D : Dirs) {
    if (D.Used || D.K == Directive::Enable)
      continue;
    if (D.IsNolint && !llvm::any_of(D.Rules, namesTensorlintRule))
      continue;
    rules::Finding F;
    F.RuleId = UnusedSuppressionRule;
    F.Path = Path.str();
    F.Range.Begin = F.Range.End = D.Loc;
    std::string Rules = llvm::join(D.Rules, "', '");
    F.Message = (llvm::Twine("unused '") + D.Spelling + "' directive: no " +
                 (D.Rules.empty() ? llvm::Twine("finding")
                                  : "'" + llvm::Twine(Rules) + "' finding") +
                 " to suppress")
                    .str();
    Out.push_back(std::move(F));
  }
  return Out;
}

std::vector<rules::Finding>
SuppressionSet::unknownRules(llvm::StringRef Path) const {
  std::vector<rules::Finding> Out;
  auto Known = [](llvm::StringRef Name) {
    return matchNameGlob(Name, UnusedSuppressionRule) ||
           matchNameGlob(Name, UnknownRuleInSuppression) ||
           llvm::any_of(rules::allRules(), [&](const rules::RuleInfo &R) {
             return matchNameGlob(Name, R.Id);
           });
  };
  for (const Directive &D : Dirs)
    for (const std::string &R : D.Rules) {
      if ((D.IsNolint && !namesTensorlintRule(R)) || Known(R))
        continue;
      rules::Finding F;
      F.RuleId = UnknownRuleInSuppression;
      F.Path = Path.str();
      F.Range.Begin = F.Range.End = D.Loc;
      F.Message = (llvm::Twine("'") + R + "' in '" + D.Spelling +
                   "' names no rule; it suppresses nothing (see "
                   "'tensorlint --list-checks')")
                      .str();
      Out.push_back(std::move(F));
    }
  return Out;
}

std::vector<rules::Finding>
applySuppressions(std::vector<rules::Finding> Findings, llvm::StringRef Source,
                  ir::Language Lang, llvm::StringRef Path, bool ReportUnused,
                  const frontend::CodeCells *Cells) {
  SuppressionSet S = SuppressionSet::parse(Source, Lang);
  S.keepBlocksInCells(Cells);
  if (S.directives().empty())
    return Findings;
  std::vector<rules::Finding> Kept;
  for (rules::Finding &F : Findings)
    if (F.Path != Path || !S.suppresses(F))
      Kept.push_back(std::move(F));
  if (ReportUnused)
    llvm::append_range(Kept, S.unused(Path));
  llvm::append_range(Kept, S.unknownRules(Path));
  return Kept;
}

std::vector<rules::Finding>
applyPartSuppressions(std::vector<rules::Finding> Findings,
                      llvm::StringRef MainPath, ir::Language Lang) {
  llvm::StringMap<SuppressionSet> Parts;
  for (const rules::Finding &F : Findings) {
    if (F.Path == MainPath || Parts.count(F.Path))
      continue;
    // Clang has read the part already: no size limit here.
    ReadResult Text = readSource(F.Path, /*MaxBytes=*/0);
    Parts[F.Path] = Text.St == ReadResult::Ok
                        ? SuppressionSet::parse(Text.Buffer->getBuffer(), Lang)
                        : SuppressionSet();
  }
  if (Parts.empty())
    return Findings;
  llvm::erase_if(Findings, [&](const rules::Finding &F) {
    auto It = Parts.find(F.Path);
    return It != Parts.end() && It->second.suppresses(F);
  });
  return Findings;
}

} // namespace tensorlint::driver
