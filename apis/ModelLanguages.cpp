//===- ModelLanguages.cpp - What each language's API models may say -------===//

#include "apis/ModelLanguages.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Twine.h"

namespace tensorlint::apis {

llvm::ArrayRef<ModelLanguage> modelLanguages() {
  static const ModelLanguage Table[] = {
      // Name, Namespaces, ScriptGlobals, Autograd, DottedModules,
      // FunctionTables
      {"js", true, true, false, false, false},
      {"c", false, false, false, false, true},
      {"python", true, false, true, true, false},
  };
  return Table;
}

const ModelLanguage *modelLanguage(llvm::StringRef Name) {
  for (const ModelLanguage &L : modelLanguages())
    if (L.Name == Name)
      return &L;
  return nullptr;
}

/// "a", "a and b", "a, b and c".
static std::string listed(llvm::ArrayRef<llvm::StringRef> Names,
                          llvm::StringRef Last) {
  std::string Out;
  for (size_t I = 0; I < Names.size(); ++I) {
    if (I)
      Out +=
          I + 1 == Names.size() ? (llvm::Twine(" ") + Last + " ").str() : ", ";
    Out += Names[I];
  }
  return Out;
}

std::string languagesWith(bool ModelLanguage::*Capability) {
  llvm::SmallVector<llvm::StringRef, 4> Names;
  for (const ModelLanguage &L : modelLanguages())
    if (L.*Capability)
      Names.push_back(L.Name);
  // Messages have named them in this order: js before python.
  return (Names.size() == 1 ? "language " : "languages ") +
         listed(Names, "and");
}

std::string languageChoices() {
  llvm::SmallVector<llvm::StringRef, 4> Names;
  for (const ModelLanguage &L : modelLanguages())
    Names.push_back(L.Name);
  return listed(Names, "or");
}

} // namespace tensorlint::apis
