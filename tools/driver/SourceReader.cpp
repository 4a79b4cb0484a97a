//===- SourceReader.cpp - Reading one source file -------------------------===//

#include "tools/driver/SourceReader.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"

#include <cerrno>
#include <fcntl.h>
#include <system_error>
#include <unistd.h>

namespace tensorlint::driver {
namespace fs = llvm::sys::fs;

bool looksBinary(llvm::StringRef Prefix) {
  Prefix = Prefix.take_front(BinarySniffBytes);
  if (Prefix.contains('\0'))
    return true;
  // Branch-free, so that the compiler vectorizes the count: every file's
  // first bytes pass through here before anything else can start. A control
  // character is below 0x20 but not \t \n \v \f \r (9 to 13) or ESC; or DEL.
  size_t Control = 0;
  for (unsigned char C : Prefix)
    Control +=
        ((C < 0x20) & (static_cast<unsigned char>(C - 9) > 4) & (C != 0x1b)) |
        (C == 0x7f);
  // Source text has next to no control characters; one in ten is binary.
  return Control * 10 > Prefix.size();
}

static std::string sizeLimitMessage(uint64_t Size, uint64_t MaxBytes) {
  return "file too large (" + std::to_string(Size) +
         " bytes; --max-file-bytes is " + std::to_string(MaxBytes) +
         "), not analysed";
}

static ReadResult failed(std::string Message) {
  ReadResult R;
  R.St = ReadResult::Failed;
  R.Message = std::move(Message);
  return R;
}

/// Closes a descriptor opened for reading. fs::closeFile blocks every
/// signal around close (two more system calls per file); nothing of a read
/// is lost if a signal interrupts close, and Linux frees the descriptor
/// either way.
static void closeRead(fs::file_t FD) { ::close(FD); }

/// Opens Path for reading without blocking. The directory walk never lists
/// FIFOs, but one can take a listed file's place before it is read, and a
/// blocking open() of a FIFO waits for a writer forever. (O_NONBLOCK changes
/// nothing for regular files.)
static std::error_code openForRead(llvm::StringRef Path, fs::file_t &FD) {
  llvm::SmallString<256> P(Path);
  do
    FD = ::open(P.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK);
  while (FD < 0 && errno == EINTR);
  return FD < 0 ? std::error_code(errno, std::generic_category())
                : std::error_code();
}

/// Opens Path and checks its type and size; returns the open descriptor.
/// What the directory walk listed may have changed since: a file deleted,
/// made unreadable or replaced by a directory or a FIFO fails here with a
/// message, and the driver reports it as an input error.
static ReadResult openChecked(llvm::StringRef Path, uint64_t MaxBytes,
                              fs::file_t &FD, uint64_t &Size) {
  if (std::error_code EC = openForRead(Path, FD))
    return failed(EC.message());
  fs::file_status St;
  if (std::error_code EC = fs::status(FD, St)) {
    closeRead(FD);
    return failed(EC.message());
  }
  if (St.type() == fs::file_type::directory_file) {
    closeRead(FD);
    return failed("is a directory");
  }
  if (St.type() != fs::file_type::regular_file) {
    closeRead(FD);
    return failed("not a regular file");
  }
  Size = St.getSize();
  if (MaxBytes && Size > MaxBytes) {
    closeRead(FD);
    ReadResult R;
    R.St = ReadResult::TooLarge;
    R.Message = sizeLimitMessage(Size, MaxBytes);
    return R;
  }
  ReadResult R;
  R.St = ReadResult::Ok;
  return R;
}

ReadResult readSource(llvm::StringRef Path, uint64_t MaxBytes) {
  fs::file_t FD = fs::kInvalidFile;
  uint64_t Size = 0;
  ReadResult R = openChecked(Path, MaxBytes, FD, Size);
  if (R.St != ReadResult::Ok)
    return R;
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> Buf =
      llvm::MemoryBuffer::getOpenFile(FD, Path, /*FileSize=*/-1,
                                      /*RequiresNullTerminator=*/false);
  closeRead(FD);
  if (!Buf)
    return failed(Buf.getError().message());
  // The file may have grown since it was stat'ed.
  if (MaxBytes && (*Buf)->getBufferSize() > MaxBytes) {
    R.St = ReadResult::TooLarge;
    R.Message = sizeLimitMessage((*Buf)->getBufferSize(), MaxBytes);
    return R;
  }
  if (looksBinary((*Buf)->getBuffer())) {
    R.St = ReadResult::Binary;
    R.Message = "binary file, not analysed";
    return R;
  }
  R.Buffer = std::move(*Buf);
  return R;
}

ReadResult givenSource(llvm::StringRef Text, llvm::StringRef Name) {
  ReadResult R;
  if (looksBinary(Text.take_front(BinarySniffBytes))) {
    R.St = ReadResult::Binary;
    R.Message = "binary input, not analysed";
    return R;
  }
  R.St = ReadResult::Ok;
  R.Buffer = llvm::MemoryBuffer::getMemBufferCopy(Text, Name);
  return R;
}

ReadResult checkSource(llvm::StringRef Path, uint64_t MaxBytes) {
  fs::file_t FD = fs::kInvalidFile;
  uint64_t Size = 0;
  ReadResult R = openChecked(Path, MaxBytes, FD, Size);
  if (R.St != ReadResult::Ok)
    return R;
  if (Size == 0) {
    closeRead(FD);
    return R;
  }
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> Head =
      llvm::MemoryBuffer::getOpenFileSlice(
          FD, Path, std::min<uint64_t>(Size, BinarySniffBytes), 0);
  closeRead(FD);
  if (!Head)
    return failed(Head.getError().message());
  if (looksBinary((*Head)->getBuffer())) {
    R.St = ReadResult::Binary;
    R.Message = "binary file, not analysed";
  }
  return R;
}

} // namespace tensorlint::driver
