//===- Finding.cpp - Stable ordering of findings --------------------------===//
//
// Output must not depend on the order in which rules or functions ran, so
// every producer sorts with this one comparison.
//
//===----------------------------------------------------------------------===//

#include "rules/Finding.h"

#include <tuple>

namespace tensorlint::rules {

bool operator<(const Finding &A, const Finding &B) {
  return std::tie(A.Path, A.Range.Begin, A.RuleId, A.Message) <
         std::tie(B.Path, B.Range.Begin, B.RuleId, B.Message);
}

} // namespace tensorlint::rules
