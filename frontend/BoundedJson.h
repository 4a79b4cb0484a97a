//===- BoundedJson.h - JSON parsing with a bounded nesting depth -*- C++
//-*-===//
//
// llvm::json::parse recurses once per nesting level, and so do the
// destructor of the Value it returns and every walk over it: 100,000 '['
// (a 200 KB LSP message, a corrupt baseline file) overflowed the stack and
// killed the process. Every JSON a user or a client can hand to tensorlint
// (LSP messages, --baseline files, the result cache, a project's
// package.json) is read through
// parseBoundedJson, which refuses text nested deeper than MaxJsonDepth
// before LLVM's parser sees it.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_FRONTEND_BOUNDEDJSON_H
#define TENSORLINT_FRONTEND_BOUNDEDJSON_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"

namespace tensorlint::frontend {

/// Deeper than any JSON tensorlint reads (LSP messages, SARIF): about 10.
inline constexpr unsigned MaxJsonDepth = 512;

/// llvm::json::parse(Text), or an error naming the offset where Text
/// nests deeper than MaxJsonDepth.
llvm::Expected<llvm::json::Value> parseBoundedJson(llvm::StringRef Text);

} // namespace tensorlint::frontend

#endif // TENSORLINT_FRONTEND_BOUNDEDJSON_H
