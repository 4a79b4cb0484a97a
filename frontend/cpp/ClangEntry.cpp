//===- ClangEntry.cpp - The entry point of TensorLintClang.so -------------===//

#include "frontend/cpp/ClangModule.h"

using namespace tensorlint::frontend::cpp;

extern "C" __attribute__((visibility("default"))) const ClangLowering *
tensorlint_clang_lowering() {
  static const ClangLowering Entry{ClangLoweringAbi, &lowerCppFile};
  return &Entry;
}
