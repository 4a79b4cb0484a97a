//===- ClangLoader.cpp - Loading TensorLintClang.so -----------------------===//
//
// See ClangModule.h for why the Clang lowering is a module.
//
//===----------------------------------------------------------------------===//

#include "frontend/cpp/ClangModule.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/DynamicLibrary.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

namespace tensorlint::frontend::cpp {

namespace {

// An object in the binary: its address lets getMainExecutable() find the
// binary on platforms without /proc/self/exe.
int MainExecutableAnchor;

/// The loaded entry points, or why there are none.
struct LoadedModule {
  const ClangLowering *Entry = nullptr;
  std::string Error;
};

LoadedModule load() {
  LoadedModule Out;
  std::string Exe =
      llvm::sys::fs::getMainExecutable(nullptr, &MainExecutableAnchor);
  llvm::SmallString<256> Path(
      llvm::sys::path::parent_path(llvm::sys::path::parent_path(Exe)));
  llvm::sys::path::append(Path, "lib", ClangModuleName);
  std::string Why;
  llvm::sys::DynamicLibrary Lib =
      llvm::sys::DynamicLibrary::getPermanentLibrary(Path.c_str(), &Why);
  auto Unavailable = [&](const llvm::Twine &Reason) {
    Out.Error = ("C/C++ analysis is unavailable: " + Reason).str();
    return Out;
  };
  if (!Lib.isValid()) // dlerror() names the file it could not load
    return Unavailable(
        llvm::StringRef(Why).contains(Path) ? Why : (Path + ": " + Why).str());
  using EntryFn = const ClangLowering *();
  auto *Get =
      reinterpret_cast<EntryFn *>(Lib.getAddressOfSymbol(ClangLoweringSymbol));
  if (!Get)
    return Unavailable(Path + " has no " + ClangLoweringSymbol);
  const ClangLowering *Entry = Get();
  if (!Entry || Entry->Abi != ClangLoweringAbi)
    return Unavailable(Path + " is from another build of tensorlint");
  Out.Entry = Entry;
  return Out;
}

} // namespace

llvm::Expected<CppResult> lowerWithClang(llvm::StringRef Path,
                                         const CppOptions &Opts,
                                         const apis::ApiDatabase &Apis) {
  // Loaded by the first caller; a static's initialisation is thread-safe.
  static const LoadedModule Module = load();
  if (!Module.Entry)
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   Module.Error);
  CppResult Out;
  std::string Error;
  if (!Module.Entry->LowerFile(Path, Opts, Apis, Out, Error))
    return llvm::createStringError(llvm::inconvertibleErrorCode(), Error);
  return Out;
}

} // namespace tensorlint::frontend::cpp
