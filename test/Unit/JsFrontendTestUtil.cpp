//===- JsFrontendTestUtil.cpp - Helpers for the JS frontend tests --------===//

#include "JsFrontendTestUtil.h"

#include "ir/IRPrinter.h"

#include "llvm/Support/raw_ostream.h"

#include <cstdlib>
#include <gtest/gtest.h>

namespace tensorlint::test {

const apis::ApiDatabase &shippedApis() {
  // The models of the source tree, loaded as the tool loads them (every
  // language's, frameworks included, in the tool's order).
  static apis::ApiDatabase *DB = [] {
    ::setenv("TENSORLINT_API_DIR", TENSORLINT_TEST_API_DIR, /*overwrite=*/1);
    llvm::Expected<apis::ApiDatabase> D = apis::ApiDatabase::loadShipped();
    if (!D) {
      ADD_FAILURE() << llvm::toString(D.takeError());
      return new apis::ApiDatabase();
    }
    return new apis::ApiDatabase(std::move(*D));
  }();
  return *DB;
}

ir::Module lowerJs(llvm::StringRef Source, ir::Language Lang,
                   llvm::StringRef Path, frontend::js::JsOptions Opts) {
  return frontend::js::lowerJavaScript(Path, Source, Lang, shippedApis(), Opts);
}

std::string dumpJs(llvm::StringRef Source, ir::Language Lang,
                   llvm::StringRef Path) {
  std::string S;
  llvm::raw_string_ostream OS(S);
  ir::print(lowerJs(Source, Lang, Path), OS);
  return S;
}

const ir::Function *findFn(const ir::Module &M, llvm::StringRef Name) {
  for (const ir::Function &F : M.Functions)
    if (F.Name == Name)
      return &F;
  return nullptr;
}

std::vector<const ir::Op *> opsOf(const ir::Function &F, ir::OpKind K) {
  std::vector<const ir::Op *> Out;
  for (const ir::Block &B : F.Blocks)
    for (const ir::Op &O : B.Ops)
      if (O.Kind == K)
        Out.push_back(&O);
  return Out;
}

std::string nameOf(const ir::Function &F, ir::ValueId V) {
  if (V == ir::NoValue || V >= F.Values.size())
    return "_";
  return F.Values[V].Name;
}

} // namespace tensorlint::test
