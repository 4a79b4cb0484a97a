//===- PyFrontend.h - Python source to the common IR ------------*- C++ -*-===//

#ifndef TENSORLINT_FRONTEND_PYTHON_PYFRONTEND_H
#define TENSORLINT_FRONTEND_PYTHON_PYFRONTEND_H

#include "frontend/python/PySyntax.h"

#include "apis/ApiModel.h"
#include "ir/IR.h"

#include <chrono>

namespace tensorlint::frontend::python {

/// Lowers one parsed Python file. Path is as the user named it.
ir::Module lowerPython(const SyntaxTree &T, llvm::StringRef Path,
                       const apis::ApiDatabase &Apis,
                       std::chrono::steady_clock::time_point Deadline =
                           std::chrono::steady_clock::time_point::max());

} // namespace tensorlint::frontend::python

#endif // TENSORLINT_FRONTEND_PYTHON_PYFRONTEND_H
