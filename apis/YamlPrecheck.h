//===- YamlPrecheck.h - What LLVM's YAML parser must not see ---*- C++ -*-===//
//
// LLVM's YAML parser recurses once per empty entry of a flow collection
// (llvm::yaml::SequenceNode::increment on `[a,,,,b]`): a long run of them
// overflows the stack and kills the process (found by fuzz_api_model: an
// 18 KB model with 18,825 commas in a row). Empty flow entries are not
// YAML 1.2, so the readers of user YAML (API models, .tensorlint.yaml)
// refuse them, with their place, before parsing.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_APIS_YAMLPRECHECK_H
#define TENSORLINT_APIS_YAMLPRECHECK_H

#include "llvm/ADT/StringRef.h"

#include <cstddef>

namespace tensorlint::apis {

/// The offset of the first ',' of Text that ends an empty entry of a flow
/// collection (a ',' right after '[', '{' or another ',', with only spaces,
/// line breaks and comments between), or StringRef::npos. Quoted scalars,
/// comments and block scalars (`|`, `>`) are skipped; a bracket inside a
/// block-context plain scalar may be taken for a flow collection, which can
/// only make a `,,` inside such a scalar look empty.
size_t findEmptyFlowEntry(llvm::StringRef Text);

/// The message for it.
inline constexpr const char *EmptyFlowEntryMessage =
    "empty entry in a flow collection (a ',' with nothing before it), "
    "which YAML does not allow";

} // namespace tensorlint::apis

#endif // TENSORLINT_APIS_YAMLPRECHECK_H
