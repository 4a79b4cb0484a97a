//===- ParseFloor.cpp - tensorlint's parse step alone, for the benchmark --===//
//
//   tensorlint-parse-floor [--jobs=N] <files>...
//
// Parses each JavaScript/TypeScript file exactly as the tensorlint driver's
// lowering phase does before it lowers anything: read the file (the driver's
// reader, with its default size limit), pick the grammar by extension, build
// the frontend's syntax tree; the largest files first, on a pool of N threads.
// Nothing is lowered or analysed. bench/run times it beside tensorlint and
// oxlint on the same files: how long parsing with tree-sitter takes is the
// least any tensorlint run can take (the speed targets are judged against it,
// see bench/README.md).
//
// Prints what it parsed on stdout. Exit codes: 0 every file parsed (syntax
// errors included: tree-sitter recovers), 2 usage error or a file that
// cannot be read or is not JavaScript/TypeScript (the others are still
// parsed).
//
//===----------------------------------------------------------------------===//

#include "frontend/js/JsFrontend.h"
#include "frontend/js/Syntax.h"
#include "support/ParallelEach.h"
#include "tools/driver/Driver.h"
#include "tools/driver/SourceReader.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/Threading.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <memory>
#include <numeric>
#include <optional>
#include <string>
#include <vector>

namespace {

namespace cl = llvm::cl;
namespace js = tensorlint::frontend::js;

cl::opt<unsigned> Jobs("jobs",
                       cl::desc("Threads to parse on (0: one per core)"),
                       cl::init(0));
cl::list<std::string> Paths(cl::Positional, cl::desc("<files>"), cl::OneOrMore);

/// One input: its text (read before the parallel part) and language.
struct Input {
  std::unique_ptr<llvm::MemoryBuffer> Text;
  tensorlint::ir::Language Lang;
};

} // namespace

int main(int Argc, char **Argv) {
  cl::ParseCommandLineOptions(
      Argc, Argv,
      "Parses JavaScript/TypeScript files as tensorlint does before lowering "
      "them, and nothing else (a benchmark floor).\n");

  bool InputError = false;
  std::vector<std::string> Files;
  std::vector<tensorlint::ir::Language> Langs;
  for (const std::string &Path : Paths) {
    if (std::optional<tensorlint::ir::Language> Lang =
            js::languageForPath(Path)) {
      Files.push_back(Path);
      Langs.push_back(*Lang);
      continue;
    }
    llvm::errs() << "tensorlint-parse-floor: " << Path
                 << ": not a JavaScript or TypeScript file\n";
    InputError = true;
  }

  // Read in parallel as the driver's reading phase does, with its checks
  // (size limit, binary files) and its default limit.
  const uint64_t MaxBytes = tensorlint::driver::DriverOptions().MaxFileBytes;
  llvm::DefaultThreadPool Pool(llvm::hardware_concurrency(Jobs));
  std::vector<tensorlint::driver::ReadResult> Reads(Files.size());
  tensorlint::support::forEachIndex(&Pool, Files.size(), [&](size_t I) {
    Reads[I] = tensorlint::driver::readSource(Files[I], MaxBytes);
  });
  std::vector<Input> Inputs;
  for (size_t I = 0; I != Files.size(); ++I) {
    if (Reads[I].St != tensorlint::driver::ReadResult::Ok) {
      llvm::errs() << "tensorlint-parse-floor: " << Files[I] << ": "
                   << Reads[I].Message << "\n";
      InputError = true;
      continue;
    }
    Inputs.push_back({std::move(Reads[I].Buffer), Langs[I]});
  }

  // The driver hands the largest files out first, so that no thread is left
  // with a big one at the end.
  std::vector<size_t> Order(Inputs.size());
  std::iota(Order.begin(), Order.end(), 0);
  std::stable_sort(Order.begin(), Order.end(), [&](size_t A, size_t B) {
    return Inputs[A].Text->getBufferSize() > Inputs[B].Text->getBufferSize();
  });

  std::atomic<size_t> WithErrors{0};
  tensorlint::support::forEachIndex(&Pool, Order.size(), [&](size_t K) {
    const Input &In = Inputs[Order[K]];
    js::SyntaxTree Tree(In.Text->getBuffer(), In.Lang);
    if (ts_node_has_error(Tree.root()))
      WithErrors.fetch_add(1, std::memory_order_relaxed);
  });

  size_t Bytes = 0;
  for (const Input &In : Inputs)
    Bytes += In.Text->getBufferSize();
  llvm::outs() << "parsed " << Inputs.size() << " files, " << Bytes
               << " bytes; " << WithErrors.load() << " with syntax errors\n";
  return InputError ? 2 : 0;
}
