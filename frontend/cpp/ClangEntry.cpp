//===- ClangEntry.cpp - The entry point of TensorLintClang.so -------------===//

#include "frontend/cpp/ClangModule.h"

using namespace tensorlint::frontend::cpp;

namespace {

bool lowerFile(llvm::StringRef Path, const CppOptions &Opts,
               const tensorlint::apis::ApiDatabase &Apis, CppResult &Out,
               std::string &Error) {
  llvm::Expected<CppResult> R = lowerCppFile(Path, Opts, Apis);
  if (!R) {
    // As text: this module's llvm::Error is not the binary's (ClangModule.h).
    Error = llvm::toString(R.takeError());
    return false;
  }
  Out = std::move(*R);
  return true;
}

} // namespace

extern "C" __attribute__((visibility("default"))) const ClangLowering *
tensorlint_clang_lowering() {
  static const ClangLowering Entry{ClangLoweringAbi, &lowerFile};
  return &Entry;
}
