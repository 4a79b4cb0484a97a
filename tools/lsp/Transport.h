//===- Transport.h - LSP base protocol framing over file descriptors ------===//
//
// Reads and writes messages framed as
//   Content-Length: N\r\n [other headers\r\n] \r\n <N bytes of JSON>
// Bad framing never crashes or hangs: a header block without a usable
// Content-Length, or garbage between messages, is skipped up to the next
// "Content-Length:" header; a body that claims more bytes than arrive is
// abandoned (and the reader resynchronises on a header inside it) once the
// input stalls, or when the input ends.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_TOOLS_LSP_TRANSPORT_H
#define TENSORLINT_TOOLS_LSP_TRANSPORT_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/JSON.h"

#include <optional>
#include <string>

namespace tensorlint::lsp {

class Transport {
public:
  Transport(int InFd, int OutFd) : InFd(InFd), OutFd(OutFd) {}

  /// The next message body, or nullopt at the end of the input (or on a read
  /// error). Framing problems are logged to stderr and skipped.
  std::optional<std::string> read();
  /// True if a message (or part of one) is already waiting to be read.
  bool hasPendingInput();
  /// Writes one framed message. Returns false if the output is closed.
  bool send(const llvm::json::Value &V);

  /// Largest body accepted (larger ones are skipped with a message).
  static constexpr size_t MaxBody = 256u << 20;

private:
  /// Reads more input into Buf; false at the end of the input. With a
  /// timeout (ms), also false if nothing arrives in time (TimedOut set).
  bool fill(int TimeoutMs = -1, bool *TimedOut = nullptr);
  /// Drops input up to the next "Content-Length:" (or all of it but a
  /// possible partial header at the end).
  void resync(size_t From);

  int InFd, OutFd;
  std::string Buf;
  size_t Pos = 0; ///< Start of unread input in Buf.
  bool Eof = false;
};

} // namespace tensorlint::lsp

#endif // TENSORLINT_TOOLS_LSP_TRANSPORT_H
