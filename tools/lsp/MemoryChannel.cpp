//===- MemoryChannel.cpp - A Channel over bytes in memory -----------------===//

#include "tools/lsp/MemoryChannel.h"

#include "llvm/ADT/STLExtras.h"

#include <algorithm>
#include <cstring>

namespace tensorlint::lsp {

MemoryChannel::MemoryChannel(std::vector<std::string> Bursts, size_t MaxRead,
                             bool KeepOutput)
    : Bursts(std::move(Bursts)), MaxRead(std::max<size_t>(MaxRead, 1)),
      KeepOutput(KeepOutput) {
  // Empty bursts carry no bytes; dropping them keeps read() simple (a
  // stall then always lies between two non-empty bursts).
  llvm::erase_if(this->Bursts, [](const std::string &B) { return B.empty(); });
}

Channel::ReadStatus MemoryChannel::read(char *Dst, size_t Cap, int TimeoutMs,
                                        size_t &N) {
  if (Burst < Bursts.size() && Offset == Bursts[Burst].size()) {
    // At the end of a burst: a stall before the next one, or the end.
    ++Burst;
    Offset = 0;
    if (Burst < Bursts.size() && TimeoutMs >= 0)
      return ReadStatus::TimedOut;
  }
  if (Burst >= Bursts.size())
    return ReadStatus::End;
  const std::string &B = Bursts[Burst];
  N = std::min({Cap, MaxRead, B.size() - Offset});
  std::memcpy(Dst, B.data() + Offset, N);
  Offset += N;
  return ReadStatus::Data;
}

bool MemoryChannel::inputReady() {
  return Burst < Bursts.size() && Offset < Bursts[Burst].size();
}

bool MemoryChannel::write(llvm::StringRef Data) {
  if (KeepOutput)
    Out.append(Data.data(), Data.size());
  return true;
}

} // namespace tensorlint::lsp
