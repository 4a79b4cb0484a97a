//===- YamlPrecheck.h - What LLVM's YAML parser must not see ---*- C++ -*-===//
//
// LLVM's YAML parser recurses once per empty entry of a flow collection
// (llvm::yaml::SequenceNode::increment and MappingNode::increment on
// `[a,,,,b]`), about 450 bytes of stack each: a run of 18,000 of them
// overflows a main thread's 8 MB stack and kills the process (found by
// fuzz_api_model). Two guards, for every reader of user YAML (API models,
// .tensorlint.yaml):
//  - the bound, which does not depend on how a text is tokenized: a text of
//    at most MaxYamlBytes is parsed on a thread whose stack holds that
//    recursion for every byte being a ',' (runWithYamlParserStack);
//  - the message: empty flow entries are not YAML 1.2, and the common
//    spellings of them are refused with their place before parsing
//    (findEmptyFlowEntry). A first version of this scan was the only guard
//    and the fuzzer found text it tokenized differently from LLVM's scanner
//    (a quote inside a flow plain scalar, `[a 'b,,,`): it is a courtesy, the
//    stack is the guarantee.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_APIS_YAMLPRECHECK_H
#define TENSORLINT_APIS_YAMLPRECHECK_H

#include "llvm/ADT/STLFunctionalExtras.h"
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

/// The largest YAML text read: 1 MiB, 50 times the largest shipped API
/// model. It bounds LLVM's parser's recursion (above).
inline constexpr size_t MaxYamlBytes = size_t(1) << 20;

/// The message for a larger text.
inline constexpr const char *YamlTooLargeMessage =
    "larger than 1 MiB, the most tensorlint reads of a YAML file";

/// Runs Parse, which walks LLVM's YAML parser over a text of at most
/// MaxYamlBytes, on a thread with a stack of 1 GiB (address space; pages
/// are touched only as used). Measured: a text of 1 MiB of ',' in a flow
/// sequence or mapping needs 256-512 MiB.
void runWithYamlParserStack(llvm::function_ref<void()> Parse);

} // namespace tensorlint::apis

#endif // TENSORLINT_APIS_YAMLPRECHECK_H
