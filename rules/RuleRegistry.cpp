//===- RuleRegistry.cpp - The rule table and the glob filter --------------===//
//
// The filter follows clang-tidy's -checks semantics so that users can reuse
// their habits: a comma-separated list of globs, '-' negates, '*' matches any
// run of characters, and the last glob that matches a rule decides.
//
//===----------------------------------------------------------------------===//

#include "rules/Rules.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

namespace tensorlint::rules {

#define TENSORLINT_RULE(Name, Default) extern const RuleInfo Name##Rule;
#include "rules/RuleTable.def"

const std::vector<RuleInfo> &allRules() {
  static const std::vector<RuleInfo> Rules = {
#define TENSORLINT_RULE(Name, Default) Name##Rule,
#include "rules/RuleTable.def"
  };
  return Rules;
}

namespace {
// The table's second column.
enum DefaultColumn : bool { OffByDefault = false, OnByDefault = true };
struct RuleDefault {
  const RuleInfo &Rule;
  bool On;
};
} // namespace

static const std::vector<RuleDefault> &ruleDefaults() {
  static const std::vector<RuleDefault> Defaults = {
#define TENSORLINT_RULE(Name, Default) {Name##Rule, Default},
#include "rules/RuleTable.def"
  };
  return Defaults;
}

bool isOnByDefault(llvm::StringRef RuleId) {
  for (const RuleDefault &D : ruleDefaults())
    if (RuleId == D.Rule.Id)
      return D.On;
  return true;
}

std::string defaultChecks() {
  std::string Out = "*";
  for (const RuleDefault &D : ruleDefaults())
    if (!D.On)
      Out += std::string(",-") + D.Rule.Id;
  return Out;
}

std::string ruleDocUrl(llvm::StringRef RuleId) {
  return std::string(TENSORLINT_HOMEPAGE_URL) + "/blob/main/docs/rules/" +
         RuleId.str() + ".md";
}

RuleFilter::RuleFilter() = default;

RuleFilter::RuleFilter(llvm::StringRef Spec) {
  llvm::SmallVector<llvm::StringRef, 8> Parts;
  Spec.split(Parts, ',', /*MaxSplit=*/-1, /*KeepEmpty=*/false);
  for (llvm::StringRef P : Parts) {
    P = P.trim();
    bool Positive = true;
    if (P.consume_front("-")) {
      Positive = false;
      P = P.trim();
    }
    if (P.empty())
      continue;
    Globs.emplace_back(Positive, P.str());
  }
}

/// Iterative glob match ('*' only), linear in practice: on a mismatch we
/// backtrack to just after the last '*'.
static bool globMatch(llvm::StringRef Glob, llvm::StringRef Text) {
  size_t G = 0, T = 0, Star = llvm::StringRef::npos, Mark = 0;
  while (T < Text.size()) {
    if (G < Glob.size() && Glob[G] == '*') {
      Star = G++;
      Mark = T;
    } else if (G < Glob.size() && Glob[G] == Text[T]) {
      ++G;
      ++T;
    } else if (Star != llvm::StringRef::npos) {
      G = Star + 1;
      T = ++Mark;
    } else {
      return false;
    }
  }
  while (G < Glob.size() && Glob[G] == '*')
    ++G;
  return G == Glob.size();
}

std::vector<std::string> RuleFilter::unmatchedGlobs() const {
  std::vector<std::string> Out;
  for (const auto &[Positive, Glob] : Globs) {
    bool Matches = false;
    for (const RuleInfo &R : allRules())
      Matches |= globMatch(Glob, R.Id);
    if (!Matches)
      Out.push_back(Glob);
  }
  return Out;
}

bool RuleFilter::isEnabled(llvm::StringRef RuleId) const {
  return isEnabled(RuleId, isOnByDefault(RuleId));
}

bool RuleFilter::isEnabled(llvm::StringRef RuleId, bool DefaultOn) const {
  // As in clang-tidy, the list applies on top of the default set, the rules
  // on by default: "-tensor-model-reload" alone disables one rule,
  // "-*,tensor-undisposed" enables exactly one, "*" every one.
  bool Enabled = DefaultOn;
  for (const auto &[Positive, Glob] : Globs)
    if (globMatch(Glob, RuleId))
      Enabled = Positive;
  return Enabled;
}

} // namespace tensorlint::rules
