//===- LocalHolder.h - A released handle a local record holds -*- C++ -*-===//
//-*-===//
//
// A handle stored into a field of a record local to the function (`W out;
// out.buf = b;`) and then released through its own name: what happens next
// depends on the record. Its destructor frees the field again (a double free
// when the record goes: tensor-double-dispose); it is returned, stored or
// passed on with the dead handle in it (tensor-use-after-dispose); or it
// dies unread and nobody frees the field (nothing to report).
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_RULES_LOCALHOLDER_H
#define TENSORLINT_RULES_LOCALHOLDER_H

#include "rules/RuleContext.h"

#include <string>

namespace tensorlint::rules {

struct LocalHolder {
  enum Fate : uint8_t {
    NotLocal,   ///< The owner is no field of a local record.
    FreedAgain, ///< Its destructor frees the field: Destroyer names it.
    Outlives,   ///< Returned, stored or passed on after all.
    Dies,       ///< Dies unread; nothing frees the field.
  };
  Fate K = NotLocal;
  std::string Destroyer;
};

/// The fate of the record that still holds what a ReleaseWhileHeld misuse
/// released.
LocalHolder localHolderOf(const FunctionContext &C, const analysis::Misuse &U);

} // namespace tensorlint::rules

#endif // TENSORLINT_RULES_LOCALHOLDER_H
