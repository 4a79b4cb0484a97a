//===- fuzz_python_frontend.cpp - libFuzzer: Python source to findings ---===//
//
// Input: Python source text, read as a notebook cell is (IPython's magics
// blanked, frontend/python/Notebook.h: Python without them is unchanged).
// Runs everything the CLI runs on one file:
// lowerPython with the shipped API database, ir::print (to a null stream),
// SummaryTable::compute, analyzeModule with every rule enabled, and --fix's
// planning of the findings' fixes (fuzz/AnalyseModule.h). Any
// crash, sanitizer report, hang (-timeout) or memory blow-up (-rss_limit_mb)
// is a bug: the Python frontend promises never to abort on bad input.
//
//===----------------------------------------------------------------------===//

#include "frontend/python/Notebook.h"
#include "frontend/python/PyFrontend.h"
#include "fuzz/AnalyseModule.h"
#include "fuzz/ShippedApis.h"

#include <cstdint>

using namespace tensorlint;

namespace {

const apis::ApiDatabase &shippedApis() {
  return fuzz::shippedApis("fuzz_python_frontend");
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***) {
  (void)shippedApis();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  std::string Code = frontend::python::blankIPythonSyntax(
      llvm::StringRef(reinterpret_cast<const char *>(Data), Size));
  llvm::StringRef Source = Code;
  frontend::python::SyntaxTree Tree(Source);
  fuzz::analyseModule(
      frontend::python::lowerPython(Tree, "fuzz.py", shippedApis()), Source,
      ir::Language::Python);
  return 0;
}
