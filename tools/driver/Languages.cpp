//===- Languages.cpp - Which files tensorlint analyses --------------------===//

#include "tools/driver/Languages.h"

#include "frontend/js/JsFrontend.h"
#ifdef TENSORLINT_HAVE_CPP
#include "frontend/cpp/CppFrontend.h"
#endif

#include "llvm/Support/Path.h"

namespace tensorlint::driver {

bool haveCppFrontend() {
#ifdef TENSORLINT_HAVE_CPP
  return true;
#else
  return false;
#endif
}

std::optional<ir::Language> languageForPath(llvm::StringRef Path,
                                            bool AllowCpp) {
  if (std::optional<ir::Language> L = frontend::js::languageForPath(Path))
    return L;
#ifdef TENSORLINT_HAVE_CPP
  if (AllowCpp && frontend::cpp::isCppPath(Path))
    return llvm::sys::path::extension(Path) == ".c" ? ir::Language::C
                                                    : ir::Language::CXX;
#else
  (void)AllowCpp;
#endif
  return std::nullopt;
}

const char *knownExtensions() {
  if (haveCppFrontend())
    return ".js .mjs .cjs .jsx .ts .mts .cts .tsx .vue .c .cc .cpp .cxx .c++ "
           ".h .hh .hpp .hxx";
  return ".js .mjs .cjs .jsx .ts .mts .cts .tsx .vue";
}

} // namespace tensorlint::driver
