//===- Checks.cpp - The rules a run enables -------------------------------===//

#include "tools/driver/Checks.h"

#include "rules/Rules.h"

namespace tensorlint::driver {

std::vector<RuleDescriptor> allRuleDescriptors() {
  std::vector<RuleDescriptor> Out;
  for (const rules::RuleInfo &R : rules::allRules())
    Out.push_back({R.Id, R.Summary, R.Description, rules::isOnByDefault(R.Id)});
  return Out;
}

std::vector<RuleDescriptor> enabledRules(llvm::StringRef Checks) {
  std::vector<RuleDescriptor> Out;
  rules::RuleFilter Filter =
      Checks.empty() ? rules::RuleFilter() : rules::RuleFilter(Checks);
  for (const rules::RuleInfo &R : rules::allRules())
    if (Filter.isEnabled(R.Id))
      Out.push_back(
          {R.Id, R.Summary, R.Description, rules::isOnByDefault(R.Id)});
  return Out;
}

std::string checksError(llvm::StringRef Checks) {
  std::vector<std::string> Bad = rules::RuleFilter(Checks).unmatchedGlobs();
  if (Bad.empty())
    return {};
  std::string Msg;
  for (const std::string &G : Bad)
    Msg += (Msg.empty() ? "'" : ", '") + G + "'";
  return Msg + (Bad.size() == 1 ? " matches no rule" : " match no rule") +
         " (see 'tensorlint --list-checks')";
}

} // namespace tensorlint::driver
