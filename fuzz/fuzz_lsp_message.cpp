//===- fuzz_lsp_message.cpp - libFuzzer: LSP byte stream into the server --===//
//
// Input: one byte choosing how many bytes each read returns (1 to 64 KiB: %
// 5 picks from ReadSizes), then what the editor sends on stdin. A 0x1E byte
// (ASCII record separator, never in well-formed JSON text) splits the rest
// into bursts: between two bursts the input stalls, which is when the
// transport gives up a body shorter than its Content-Length.
//
// The bytes go through a MemoryChannel into the real Transport and the real
// Server loop (Server::run): framing, headers, JSON parsing, dispatch of
// every request and notification, document edits, analysis of JS/TS
// documents with every rule, code actions and diagnostics, publishing. What
// the server writes is discarded. Any crash, sanitizer report, hang or
// memory blow-up is a bug: the server must survive anything an editor (or a
// broken pipe) can send.
//
// The server logs each skipped message to stderr; scripts/ci-fuzz runs this
// target with -close_fd_mask=2 (fuzz_lsp_message.options) so that the log
// does not drown libFuzzer's; sanitizer reports still get through.
//
//===----------------------------------------------------------------------===//

#include "tools/lsp/MemoryChannel.h"
#include "tools/lsp/Server.h"
#include "tools/lsp/Transport.h"

#include "fuzz/ShippedApis.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

using namespace tensorlint;

namespace {

const apis::ApiDatabase &shippedApis() {
  return fuzz::shippedApis("fuzz_lsp_message");
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***) {
  (void)shippedApis();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  if (Size == 0)
    return 0;
  static const size_t ReadSizes[] = {65536, 1, 3, 17, 512};
  size_t MaxRead = ReadSizes[Data[0] % 5];
  llvm::StringRef Rest(reinterpret_cast<const char *>(Data + 1), Size - 1);
  llvm::SmallVector<llvm::StringRef, 8> Parts;
  Rest.split(Parts, '\x1e');
  std::vector<std::string> Bursts(Parts.begin(), Parts.end());

  lsp::MemoryChannel C(std::move(Bursts), MaxRead, /*KeepOutput=*/false);
  lsp::Transport T(C);
  lsp::Server S(T, shippedApis());
  (void)S.run();
  return 0;
}
