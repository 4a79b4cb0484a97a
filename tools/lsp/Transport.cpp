//===- Transport.cpp - LSP base protocol framing --------------------------===//

#include "tools/lsp/Transport.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <cerrno>
#include <poll.h>
#include <unistd.h>

namespace tensorlint::lsp {

static constexpr llvm::StringLiteral Header("Content-Length:");

/// How long a body may stall before it is given up, when the input already
/// holds what looks like the next message.
static constexpr int StallMs = 300;

Channel::~Channel() = default;

Channel::ReadStatus FdChannel::read(char *Dst, size_t Cap, int TimeoutMs,
                                    size_t &N) {
  if (TimeoutMs >= 0) {
    pollfd P{InFd, POLLIN, 0};
    int R;
    do
      R = ::poll(&P, 1, TimeoutMs);
    while (R < 0 && errno == EINTR);
    if (R == 0)
      return ReadStatus::TimedOut;
  }
  ssize_t R;
  do
    R = ::read(InFd, Dst, Cap);
  while (R < 0 && errno == EINTR);
  if (R <= 0)
    return ReadStatus::End;
  N = static_cast<size_t>(R);
  return ReadStatus::Data;
}

bool FdChannel::inputReady() {
  pollfd P{InFd, POLLIN, 0};
  return ::poll(&P, 1, 0) > 0;
}

bool FdChannel::write(llvm::StringRef Data) {
  const char *P = Data.data();
  size_t Left = Data.size();
  while (Left) {
    ssize_t N = ::write(OutFd, P, Left);
    if (N < 0 && errno == EINTR)
      continue;
    if (N <= 0)
      return false;
    P += N;
    Left -= static_cast<size_t>(N);
  }
  return true;
}

Transport::Transport(int InFd, int OutFd)
    : OwnedCh(std::make_unique<FdChannel>(InFd, OutFd)), Ch(OwnedCh.get()) {}

bool Transport::fill(int TimeoutMs, bool *TimedOut) {
  if (Eof)
    return false;
  // Compact consumed input now and then so the buffer stays small.
  if (Pos > 0 && (Pos == Buf.size() || Pos > (1u << 16))) {
    Buf.erase(0, Pos);
    Pos = 0;
  }
  char Chunk[65536];
  size_t N = 0;
  switch (Ch->read(Chunk, sizeof(Chunk), TimeoutMs, N)) {
  case Channel::ReadStatus::Data:
    Buf.append(Chunk, N);
    return true;
  case Channel::ReadStatus::TimedOut:
    if (TimedOut)
      *TimedOut = true;
    return false;
  case Channel::ReadStatus::End:
    break;
  }
  Eof = true;
  return false;
}

bool Transport::hasPendingInput() {
  if (Pos < Buf.size())
    return true;
  if (Eof)
    return false;
  return Ch->inputReady();
}

void Transport::resync(size_t From) {
  llvm::StringRef Rest = llvm::StringRef(Buf).substr(From);
  size_t H = Rest.find_insensitive(Header);
  if (H != llvm::StringRef::npos) {
    Pos = From + H;
    return;
  }
  // Keep a tail that may be the start of a header split across reads.
  size_t Keep = std::min(Rest.size(), Header.size() - 1);
  Pos = Buf.size() - Keep;
}

std::optional<std::string> Transport::read() {
  while (true) {
    // Headers end at an empty line ("\r\n\r\n", or "\n\n" from sloppy
    // clients).
    llvm::StringRef In = llvm::StringRef(Buf).substr(Pos);
    size_t End = In.find("\r\n\r\n");
    size_t SepLen = 4;
    size_t LF = In.find("\n\n");
    if (LF != llvm::StringRef::npos &&
        (End == llvm::StringRef::npos || LF < End)) {
      End = LF;
      SepLen = 2;
    }
    if (End == llvm::StringRef::npos) {
      if (In.size() > 64 * 1024) {
        llvm::errs() << "tensorlint lsp: header block too long; skipping\n";
        resync(Pos + 1);
        continue;
      }
      if (!fill())
        return std::nullopt;
      continue;
    }

    // Parse "Name: value" lines; Content-Length is required.
    llvm::StringRef Headers = In.take_front(End);
    std::optional<size_t> Length;
    bool Garbage = false;
    llvm::SmallVector<llvm::StringRef, 4> Lines;
    Headers.split(Lines, '\n');
    for (llvm::StringRef Line : Lines) {
      Line = Line.rtrim('\r');
      auto [Name, Value] = Line.split(':');
      if (Name.size() == Line.size() || Name.empty() ||
          Name.find_first_of(" \t{}\"") != llvm::StringRef::npos) {
        Garbage = true;
        break;
      }
      if (Name.trim().equals_insensitive("Content-Length")) {
        unsigned long long N;
        if (llvm::getAsUnsignedInteger(Value.trim(), 10, N) || N > MaxBody) {
          Garbage = true;
          break;
        }
        Length = static_cast<size_t>(N);
      }
    }
    if (Garbage || !Length) {
      llvm::errs() << "tensorlint lsp: bad message header '"
                   << Headers.take_front(80)
                   << "'; skipping to the next Content-Length\n";
      resync(Pos + 1);
      continue;
    }

    // Offsets relative to Pos: fill() may compact the buffer.
    size_t BodyRel = End + SepLen;
    auto Available = [&] { return Buf.size() - Pos - BodyRel; };
    // Wait for the body. If the input stalls while the partial body already
    // holds another header, the length was wrong: resynchronise there.
    bool Resynced = false;
    while (Available() < *Length) {
      bool TimedOut = false;
      llvm::StringRef Partial = llvm::StringRef(Buf).substr(Pos + BodyRel);
      bool NextHeaderInside =
          Partial.find_insensitive(Header) != llvm::StringRef::npos;
      if (fill(NextHeaderInside ? StallMs : -1, &TimedOut))
        continue;
      if (!TimedOut) {
        llvm::errs() << "tensorlint lsp: input ended inside a message\n";
        return std::nullopt;
      }
      llvm::errs() << "tensorlint lsp: message body shorter than its "
                      "Content-Length; skipping it\n";
      resync(Pos + BodyRel);
      Resynced = true;
      break;
    }
    if (Resynced)
      continue;
    std::string Body = Buf.substr(Pos + BodyRel, *Length);
    Pos += BodyRel + *Length;
    return Body;
  }
}

bool Transport::send(const llvm::json::Value &V) {
  return send([&](llvm::json::OStream &J) { J.value(V); });
}

bool Transport::send(llvm::function_ref<void(llvm::json::OStream &)> Write) {
  std::string Body;
  llvm::raw_string_ostream OS(Body);
  // A string stream is unbuffered, and the JSON writer writes a character
  // at a time: each would be a call.
  OS.SetBufferSize(8192);
  {
    llvm::json::OStream J(OS);
    Write(J);
  }
  OS.flush();
  return Ch->write("Content-Length: " + std::to_string(Body.size()) +
                   "\r\n\r\n" + Body);
}

} // namespace tensorlint::lsp
