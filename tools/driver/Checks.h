//===- Checks.h - The rules a run enables -----------------------*- C++ -*-===//

#ifndef TENSORLINT_TOOLS_DRIVER_CHECKS_H
#define TENSORLINT_TOOLS_DRIVER_CHECKS_H

#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace tensorlint::driver {

/// A rule as output formats describe it (SARIF tool.driver.rules).
struct RuleDescriptor {
  std::string Id;
  std::string Summary;
  std::string Description; ///< A few sentences: what it finds, why.
  /// Runs where no --checks or configuration names it (RuleTable.def).
  bool OnByDefault = true;
};

/// Every rule of this build, in the registry's stable order.
std::vector<RuleDescriptor> allRuleDescriptors();

/// The rules a --checks glob list enables (those on by default when Checks
/// is empty).
std::vector<RuleDescriptor> enabledRules(llvm::StringRef Checks);

/// Why a --checks / `checks:` value is wrong (a glob that names no rule:
/// "'tensor-undisposd' matches no rule"), or empty if it is fine.
std::string checksError(llvm::StringRef Checks);

} // namespace tensorlint::driver

#endif // TENSORLINT_TOOLS_DRIVER_CHECKS_H
