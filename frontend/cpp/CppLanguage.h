//===- CppLanguage.h - The C/C++ frontend -----------------------*- C++ -*-===//

#ifndef TENSORLINT_FRONTEND_CPP_CPPLANGUAGE_H
#define TENSORLINT_FRONTEND_CPP_CPPLANGUAGE_H

#include "frontend/Frontend.h"

namespace tensorlint::frontend::cpp {

/// C and C++ through Clang, for the language table.
const Frontend &language();

} // namespace tensorlint::frontend::cpp

#endif // TENSORLINT_FRONTEND_CPP_CPPLANGUAGE_H
