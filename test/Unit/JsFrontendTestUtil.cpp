//===- JsFrontendTestUtil.cpp - Helpers for the JS frontend tests --------===//

#include "JsFrontendTestUtil.h"

#include "ir/IRPrinter.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdlib>
#include <gtest/gtest.h>

namespace tensorlint::test {

const apis::ApiDatabase &shippedApis() {
  static apis::ApiDatabase *DB = [] {
    auto *D = new apis::ApiDatabase();
    std::error_code EC;
    for (llvm::sys::fs::directory_iterator I(TENSORLINT_TEST_API_DIR, EC), E;
         I != E && !EC; I.increment(EC)) {
      if (llvm::sys::path::extension(I->path()) != ".yaml")
        continue;
      if (llvm::Error Err = D->loadFile(I->path())) {
        ADD_FAILURE() << llvm::toString(std::move(Err));
      }
    }
    return D;
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
