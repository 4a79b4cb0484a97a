//===- Transport.h - LSP base protocol framing ------------------*- C++ -*-===//
//
// Reads and writes messages framed as
//   Content-Length: N\r\n [other headers\r\n] \r\n <N bytes of JSON>
// Bad framing never crashes or hangs: a header block without a usable
// Content-Length, or garbage between messages, is skipped up to the next
// "Content-Length:" header; a body that claims more bytes than arrive is
// abandoned (and the reader resynchronises on a header inside it) once the
// input stalls, or when the input ends.
//
// The bytes come from and go to a Channel: file descriptors for the real
// server (stdin/stdout), or memory (MemoryChannel.h) for tests and the
// fuzzer, so that the framing logic above is the same code in both.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_TOOLS_LSP_TRANSPORT_H
#define TENSORLINT_TOOLS_LSP_TRANSPORT_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/JSON.h"

#include <cstddef>
#include <memory>
#include <optional>
#include <string>

namespace tensorlint::lsp {

/// A byte stream in and a byte stream out.
class Channel {
public:
  enum class ReadStatus { Data, TimedOut, End };

  virtual ~Channel();
  /// Reads between 1 and Cap bytes into Dst (N set) and returns Data; End at
  /// the end of the input or on a read error. TimeoutMs < 0 waits as long as
  /// it takes; otherwise TimedOut if nothing arrives within TimeoutMs.
  virtual ReadStatus read(char *Dst, size_t Cap, int TimeoutMs, size_t &N) = 0;
  /// True if read() would return at once (input, or its end, is waiting).
  virtual bool inputReady() = 0;
  /// Writes all of Data. Returns false if the output is closed.
  virtual bool write(llvm::StringRef Data) = 0;
};

/// A Channel over two file descriptors (the server uses 0 and 1).
class FdChannel : public Channel {
public:
  FdChannel(int InFd, int OutFd) : InFd(InFd), OutFd(OutFd) {}
  ReadStatus read(char *Dst, size_t Cap, int TimeoutMs, size_t &N) override;
  bool inputReady() override;
  bool write(llvm::StringRef Data) override;

private:
  int InFd, OutFd;
};

class Transport {
public:
  /// Reads InFd and writes OutFd.
  Transport(int InFd, int OutFd);
  /// Reads and writes C, which must outlive the Transport.
  explicit Transport(Channel &C) : Ch(&C) {}

  /// The next message body, or nullopt at the end of the input (or on a read
  /// error). Framing problems are logged to stderr and skipped.
  std::optional<std::string> read();
  /// True if a message (or part of one) is already waiting to be read.
  bool hasPendingInput();
  /// Writes one framed message. Returns false if the output is closed.
  bool send(const llvm::json::Value &V);
  /// Writes one framed message that Write streams: for a large message
  /// (diagnostics on every keystroke) building a json::Value tree first
  /// costs more than writing it.
  bool send(llvm::function_ref<void(llvm::json::OStream &)> Write);

  /// Largest body accepted (larger ones are skipped with a message).
  static constexpr size_t MaxBody = 256u << 20;

private:
  /// Reads more input into Buf; false at the end of the input. With a
  /// timeout (ms), also false if nothing arrives in time (TimedOut set).
  bool fill(int TimeoutMs = -1, bool *TimedOut = nullptr);
  /// Drops input up to the next "Content-Length:" (or all of it but a
  /// possible partial header at the end).
  void resync(size_t From);

  std::unique_ptr<Channel> OwnedCh; ///< Set by the file descriptor form.
  Channel *Ch;
  std::string Buf;
  size_t Pos = 0; ///< Start of unread input in Buf.
  bool Eof = false;
};

} // namespace tensorlint::lsp

#endif // TENSORLINT_TOOLS_LSP_TRANSPORT_H
