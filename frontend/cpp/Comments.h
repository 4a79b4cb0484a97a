//===- Comments.h - The comments of a C/C++ file ----------------*- C++ -*-===//
//
// Suppressions read comments before (and without) any compilation: a small
// scanner that knows C/C++'s literals (strings, characters, raw strings,
// digit separators) well enough not to take `"//"` for a comment.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_FRONTEND_CPP_COMMENTS_H
#define TENSORLINT_FRONTEND_CPP_COMMENTS_H

#include "frontend/Frontend.h"

#include "llvm/ADT/StringRef.h"

#include <vector>

namespace tensorlint::frontend::cpp {

/// Every // and /* */ comment of S, outside literals.
std::vector<Comment> cComments(llvm::StringRef S);

} // namespace tensorlint::frontend::cpp

#endif // TENSORLINT_FRONTEND_CPP_COMMENTS_H
