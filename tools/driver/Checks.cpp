//===- Checks.cpp - The rules a run enables -------------------------------===//

#include "tools/driver/Checks.h"

#ifdef TENSORLINT_HAVE_RULES
#include "rules/Rules.h"
#endif

namespace tensorlint::driver {

std::vector<RuleDescriptor> allRuleDescriptors() {
  std::vector<RuleDescriptor> Out;
#ifdef TENSORLINT_HAVE_RULES
  for (const rules::RuleInfo &R : rules::allRules())
    Out.push_back({R.Id, R.Summary});
#endif
  return Out;
}

std::vector<RuleDescriptor> enabledRules(llvm::StringRef Checks) {
  std::vector<RuleDescriptor> Out;
#ifdef TENSORLINT_HAVE_RULES
  rules::RuleFilter Filter =
      Checks.empty() ? rules::RuleFilter() : rules::RuleFilter(Checks);
  for (const rules::RuleInfo &R : rules::allRules())
    if (Filter.isEnabled(R.Id))
      Out.push_back({R.Id, R.Summary});
#else
  (void)Checks;
#endif
  return Out;
}

} // namespace tensorlint::driver
