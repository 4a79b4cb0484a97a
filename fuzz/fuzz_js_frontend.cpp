//===- fuzz_js_frontend.cpp - libFuzzer: JS/TS/TSX source to findings ----===//
//
// Input: one byte choosing the grammar (JavaScript, TypeScript, TSX: byte % 3)
// followed by the source text. Runs everything the CLI runs on one file:
// lowerJavaScript with the shipped API database, ir::print (to a null
// stream), SummaryTable::compute, analyzeModule with every rule enabled, and
// --fix's planning of the findings' fixes (fuzz/AnalyseModule.h). Any crash,
// sanitizer report, hang (-timeout) or memory blow-up (-rss_limit_mb) is a
// bug: lowerJavaScript promises never to abort on bad input.
//
//===----------------------------------------------------------------------===//

#include "frontend/js/JsFrontend.h"
#include "fuzz/AnalyseModule.h"
#include "fuzz/ShippedApis.h"

#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>

using namespace tensorlint;

namespace {

const apis::ApiDatabase &shippedApis() {
  return fuzz::shippedApis("fuzz_js_frontend");
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***) {
  (void)shippedApis();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  if (Size == 0)
    return 0;
  static const ir::Language Langs[] = {
      ir::Language::JavaScript, ir::Language::TypeScript, ir::Language::TSX};
  static const char *const Paths[] = {"fuzz.js", "fuzz.ts", "fuzz.tsx"};
  unsigned Which = Data[0] % 3;
  llvm::StringRef Source(reinterpret_cast<const char *>(Data + 1), Size - 1);

  fuzz::analyseModule(frontend::js::lowerJavaScript(
                          Paths[Which], Source, Langs[Which], shippedApis()),
                      Source, Langs[Which]);
  return 0;
}
