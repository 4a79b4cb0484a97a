//===- JsDocument.cpp - An open JavaScript/TypeScript document ------------===//

#include "frontend/js/JsDocument.h"

#include "frontend/js/JsFrontend.h"
#include "frontend/js/Syntax.h"

#include "ir/IRPrinter.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

namespace tensorlint::frontend::js {

JsDocument::~JsDocument() = default;

std::unique_ptr<treesitter::SyntaxTree>
JsDocument::parse(llvm::StringRef Text, const TSTree *Old) const {
  return std::make_unique<SyntaxTree>(Text, language(), Old);
}

/// The first difference between two lowerings of one file, printed.
static std::string firstDifference(const ir::Module &Got,
                                   const ir::Module &Want) {
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  if (Got.Functions.size() != Want.Functions.size()) {
    OS << Got.Functions.size() << " functions instead of "
       << Want.Functions.size();
    return Out;
  }
  for (size_t I = 0; I < Got.Functions.size(); ++I)
    if (!(Got.Functions[I] == Want.Functions[I])) {
      OS << "function " << I << " is\n";
      ir::print(Got.Functions[I], OS);
      OS << "instead of\n";
      ir::print(Want.Functions[I], OS);
      return Out;
    }
  OS << "the module's header differs";
  return Out;
}

Lowered JsDocument::lowerTree(const treesitter::SyntaxTree &Tree,
                              const LowerRequest &R,
                              const apis::ApiDatabase &Apis) {
  JsOptions Opts;
  Opts.Deadline = R.Deadline;
  // The tree is the one parse() made.
  const auto &T = static_cast<const SyntaxTree &>(Tree);
  IncrementalStats Stats;
  Lowered Out;
  Out.Kept = lowerKeepingRecord(T, R.Path, R.Lang, Apis, Opts, Record, Stats,
                                R.VerifyIncremental);
  Out.Change = Stats.Change;
  Out.Incremental =
      (Stats.Incremental
           ? llvm::formatv("incremental: {0} of {1} functions lowered",
                           Stats.Lowered, Stats.Lowered + Stats.Reused)
                     .str() +
                 (Stats.Added || Stats.Removed
                      ? llvm::formatv(", {0} added, {1} removed", Stats.Added,
                                      Stats.Removed)
                            .str()
                      : "")
           : "fresh: " + Stats.Fresh) +
      llvm::formatv(" ({0} of {1} top-level nodes indexed)", Stats.Walked,
                    Stats.TopLevel)
          .str();
  if (!Stats.IndexDiffers.empty()) {
    // The lowering used the index: start afresh next time.
    Out.Incremental +=
        "; DIFFERS from a fresh function index: " + Stats.IndexDiffers;
    Out.Kept.reset();
    Out.Module = lowerSyntaxTree(T, R.Path, R.Lang, Apis, Opts);
    Record.reset();
  } else if (R.VerifyIncremental &&
             (Stats.Incremental || Stats.Walked < Stats.TopLevel)) {
    // Lowered incrementally, or afresh from an index and classification
    // that reused the record's.
    ir::Module Fresh = lowerSyntaxTree(T, R.Path, R.Lang, Apis, Opts);
    if (!(Fresh == *Out.Kept)) {
      Out.Incremental += "; DIFFERS from a fresh lowering: " +
                         firstDifference(*Out.Kept, Fresh);
      Out.Kept.reset();
      Out.Module = std::move(Fresh);
      Record.reset();
    }
  }
  return Out;
}

} // namespace tensorlint::frontend::js
