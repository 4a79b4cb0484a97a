//===- JsFrontendTestUtil.h - Helpers for the JS frontend tests -*- C++ -*-===//

#ifndef TENSORLINT_TEST_UNIT_JSFRONTENDTESTUTIL_H
#define TENSORLINT_TEST_UNIT_JSFRONTENDTESTUTIL_H

#include "frontend/js/JsFrontend.h"
#include "ir/IR.h"

#include <string>

namespace tensorlint::test {

/// The API models shipped in apis/ (loaded once).
const apis::ApiDatabase &shippedApis();

/// Lowers Source and returns the module.
ir::Module lowerJs(llvm::StringRef Source,
                   ir::Language Lang = ir::Language::JavaScript,
                   llvm::StringRef Path = "t.js",
                   frontend::js::JsOptions Opts = {});

/// Lowers Source and returns the IR text (ir::print).
std::string dumpJs(llvm::StringRef Source,
                   ir::Language Lang = ir::Language::JavaScript,
                   llvm::StringRef Path = "t.js");

/// The function named Name (nullptr if missing).
const ir::Function *findFn(const ir::Module &M, llvm::StringRef Name);
/// The ops of F of kind K, in block order.
std::vector<const ir::Op *> opsOf(const ir::Function &F, ir::OpKind K);
/// Value name of an op operand.
std::string nameOf(const ir::Function &F, ir::ValueId V);

} // namespace tensorlint::test

#endif
