//===- MemoryChannel.h - A Channel over bytes in memory ---------*- C++ -*-===//
//
// Feeds a Transport from memory, for the unit tests and the LSP fuzzer
// (fuzz/fuzz_lsp_message.cpp): the server then runs its real loop, framing
// and dispatch included, with no file descriptor and without ever waiting.
//
// The input is a list of bursts, as they would arrive on a pipe. Within a
// burst, reads return at most MaxRead bytes each (small values split headers
// and bodies across reads). Between two bursts the input stalls: a read with
// a timeout there reports TimedOut once (the stall is then over), a read
// without one gets the next burst. What the server writes is kept in
// written() unless discarded.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_TOOLS_LSP_MEMORYCHANNEL_H
#define TENSORLINT_TOOLS_LSP_MEMORYCHANNEL_H

#include "tools/lsp/Transport.h"

#include <cstddef>
#include <string>
#include <vector>

namespace tensorlint::lsp {

class MemoryChannel : public Channel {
public:
  explicit MemoryChannel(std::vector<std::string> Bursts,
                         size_t MaxRead = 65536, bool KeepOutput = true);

  ReadStatus read(char *Dst, size_t Cap, int TimeoutMs, size_t &N) override;
  bool inputReady() override;
  bool write(llvm::StringRef Data) override;

  /// Everything written so far (empty when KeepOutput is false).
  const std::string &written() const { return Out; }

private:
  std::vector<std::string> Bursts;
  size_t MaxRead;
  bool KeepOutput;
  size_t Burst = 0;  ///< The burst being read.
  size_t Offset = 0; ///< Bytes of it already read.
  std::string Out;
};

} // namespace tensorlint::lsp

#endif // TENSORLINT_TOOLS_LSP_MEMORYCHANNEL_H
