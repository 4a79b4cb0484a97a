//===- fuzz_cpp_frontend.cpp - libFuzzer: C/C++ source to findings -------===//
//
// Input: one byte choosing the language (even: C++17, odd: C11) followed by
// the text of a translation unit. It is parsed by Clang in memory, as an
// editor's unsaved buffer is (lowerWithClang, through TensorLintClang.so as
// the CLI loads it), with a fixed set of flags and the small TF C / TF Eager /
// TFLite C / ONNX Runtime C / ggml / llama.cpp headers of test/headers on
// the include path, so that inputs reach the API models. Then everything the
// CLI runs on the lowered module (fuzz/AnalyseModule.h): summaries, every
// rule, fix planning. Any crash, sanitizer report, hang (-timeout) or memory
// blow-up (-rss_limit_mb) is a bug: a compiler error in the input is a
// diagnostic of the module, never an abort.
//
//===----------------------------------------------------------------------===//

#include "frontend/cpp/ClangModule.h"
#include "fuzz/AnalyseModule.h"
#include "fuzz/ShippedApis.h"

#include "llvm/Support/Error.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

using namespace tensorlint;

namespace {

const apis::ApiDatabase &shippedApis() {
  return fuzz::shippedApis("fuzz_cpp_frontend");
}

/// Lowers Source as the file Path and analyses it. A file Clang cannot parse
/// at all is an error the CLI reports for that file: nothing to analyse.
void lowerAndAnalyse(llvm::StringRef Path, std::string Source, bool IsC) {
  frontend::cpp::CppOptions Opts;
  Opts.ExtraArgs = {IsC ? "-std=c11" : "-std=c++17",
                    "-I" TENSORLINT_FUZZ_CPP_HEADERS,
                    // Deep inputs stay cheap: Clang's own limits, lowered.
                    "-ftemplate-depth=64", "-fconstexpr-depth=64",
                    "-fconstexpr-steps=100000", "-fbracket-depth=128"};
  Opts.Contents = Source;
  llvm::Expected<frontend::cpp::CppResult> R =
      frontend::cpp::lowerWithClang(Path, Opts, shippedApis());
  if (!R) {
    llvm::consumeError(R.takeError());
    return;
  }
  fuzz::analyseModule(R->Module, Source,
                      IsC ? ir::Language::C : ir::Language::CXX);
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***) {
  (void)shippedApis();
  // Loads TensorLintClang.so now, so that libFuzzer sees its coverage
  // counters before the first input, and fails early if it cannot be found.
  frontend::cpp::CppOptions Opts;
  Opts.ExtraArgs = {"-std=c11"};
  Opts.Contents = "int main(void) { return 0; }\n";
  llvm::Expected<frontend::cpp::CppResult> R = frontend::cpp::lowerWithClang(
      "/tensorlint-fuzz/init.c", Opts, shippedApis());
  if (!R) {
    std::fprintf(stderr, "fuzz_cpp_frontend: %s\n",
                 llvm::toString(R.takeError()).c_str());
    std::abort();
  }
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  if (Size == 0)
    return 0;
  bool IsC = Data[0] & 1;
  std::string Source(reinterpret_cast<const char *>(Data + 1), Size - 1);
  lowerAndAnalyse(IsC ? "/tensorlint-fuzz/fuzz.c" : "/tensorlint-fuzz/fuzz.cc",
                  std::move(Source), IsC);
  return 0;
}
