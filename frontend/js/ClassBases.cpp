//===- ClassBases.cpp - Classes that extend a class of the run ------------===//

#include "frontend/js/ClassBases.h"

#include "frontend/js/Syntax.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringExtras.h"

namespace tensorlint::frontend::js {

llvm::StringRef extendedClassName(TSNode Class, const SyntaxTree &T) {
  for (TSNode C : namedChildren(Class)) {
    if (!is(C, "class_heritage"))
      continue;
    llvm::StringRef H = T.text(C).ltrim();
    if (!H.consume_front("extends"))
      return {};
    return H.ltrim().take_while([](char Ch) {
      return llvm::isAlnum(Ch) || Ch == '_' || Ch == '$' || Ch == '.';
    });
  }
  return {};
}

std::vector<ir::Module::ClassBase> classBases(const FunctionIndex &Index,
                                              const SyntaxTree &T,
                                              const Bindings &B,
                                              llvm::StringRef SymbolPath) {
  std::vector<ir::Module::ClassBase> Out;
  // The classes the file declares, by name (a base of the same file).
  llvm::StringSet<> Declared;
  for (const FunctionInfo &FI : Index.Functions)
    if (!isNull(FI.Class))
      if (llvm::StringRef N = T.text(field(FI.Class, "name")); !N.empty())
        Declared.insert(N);
  llvm::DenseSet<const void *> Seen;
  for (const FunctionInfo &FI : Index.Functions) {
    if (isNull(FI.Class) || !Seen.insert(key(FI.Class)).second)
      continue;
    llvm::StringRef Heritage = extendedClassName(FI.Class, T);
    if (Heritage.empty())
      continue;
    auto [Root, Rest] = Heritage.split('.');
    std::string Base;
    if (const Binding *Bd = B.lookup(Root)) {
      if (Bd->K != Binding::UserSymbol)
        continue; // a library's class: its model says what it runs
      llvm::StringRef Sym = Bd->Symbol;
      // `import * as layers from './layers'; extends layers.Base`.
      if (Sym.consume_back("#*")) {
        if (Rest.empty())
          continue;
        Base = (Sym + "#" + Rest).str();
      } else {
        Base = Rest.empty() ? Sym.str() : (Sym + "." + Rest).str();
      }
    } else if (Rest.empty() && Declared.contains(Root)) {
      Base = (SymbolPath + "#" + Root).str();
    } else {
      continue;
    }
    ir::Module::ClassBase CB;
    CB.Base = std::move(Base);
    if (llvm::StringRef N = T.text(field(FI.Class, "name")); !N.empty())
      CB.Names.push_back((SymbolPath + "#" + N).str());
    if (!FI.ClassExportName.empty())
      CB.Names.push_back((SymbolPath + "#" + FI.ClassExportName).str());
    if (!CB.Names.empty())
      Out.push_back(std::move(CB));
  }
  return Out;
}

} // namespace tensorlint::frontend::js
