//===- LanguageTable.cpp - The frontends of this build --------------------===//
//
// The one list of languages. A new language is a folder under frontend/
// with a Frontend (frontend/Frontend.h) and one row here; the CLI, the
// suppressions, the fixes and the LSP server find it through this table.
//
//===----------------------------------------------------------------------===//

#include "frontend/Frontend.h"

#include "frontend/js/JsLanguage.h"
#include "frontend/python/PyLanguage.h"
#ifdef TENSORLINT_HAVE_CPP
#include "frontend/cpp/CppLanguage.h"
#endif

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/Path.h"

namespace tensorlint::frontend {

llvm::ArrayRef<const Frontend *> frontends() {
  static const Frontend *const Table[] = {
      &js::language(), &python::language(),
#ifdef TENSORLINT_HAVE_CPP
      &cpp::language(), // built unless TENSORLINT_ENABLE_CPP=OFF
#endif
  };
  return Table;
}

const Frontend *frontendFor(ir::Language Lang) {
  for (const Frontend *F : frontends())
    if (F->handles(Lang))
      return F;
  return nullptr;
}

std::optional<ir::Language> languageForPath(llvm::StringRef Path) {
  for (const Frontend *F : frontends())
    if (std::optional<ir::Language> L = F->languageForPath(Path))
      return L;
  return std::nullopt;
}

std::optional<ir::Language> languageForDocument(llvm::StringRef LspId,
                                                llvm::StringRef Path) {
  for (const Frontend *F : frontends())
    if (std::optional<ir::Language> L = F->languageForLspId(LspId))
      return L;
  return languageForPath(Path);
}

std::optional<llvm::StringRef> languageNotBuilt(llvm::StringRef Path) {
#ifdef TENSORLINT_HAVE_CPP
  (void)Path;
  return std::nullopt;
#else
  // The C/C++ frontend's extensions (frontend/cpp/CppPaths.cpp), which this
  // build does not link.
  bool Cpp = llvm::StringSwitch<bool>(llvm::sys::path::extension(Path).lower())
                 .Cases(".c", ".cc", ".cpp", ".cxx", ".c++", true)
                 .Cases(".h", ".hh", ".hpp", ".hxx", true)
                 .Default(false);
  if (Cpp)
    return llvm::StringRef("C/C++");
  return std::nullopt;
#endif
}

std::string knownExtensions() {
  std::vector<llvm::StringRef> Each;
  for (const Frontend *F : frontends())
    Each.push_back(F->extensions());
  return llvm::join(Each, " ");
}

} // namespace tensorlint::frontend
