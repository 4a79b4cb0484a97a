//===- ClassHierarchy.cpp - Classes that extend classes of other files ----===//

#include "analysis/ClassHierarchy.h"

#include "analysis/SymbolMembers.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallSet.h"

namespace tensorlint::analysis {

/// The deepest class chain followed.
static constexpr unsigned MaxDepth = 8;

ClassHierarchy::ClassHierarchy(const std::vector<const ir::Module *> &Modules,
                               llvm::StringMap<FunctionRef> &SymToFn)
    : Modules(Modules) {
  for (const ir::Module *M : Modules)
    for (const ir::Module::ClassBase &C : M->ClassBases)
      Subclasses[C.Base].push_back(&C);
  if (Subclasses.empty())
    return;
  // A class's methods are the symbols "<class>.<method>". One level of
  // inheritance per pass: a base's inherited methods are in the table by
  // the next pass.
  for (unsigned Pass = 0; Pass != MaxDepth; ++Pass) {
    SymbolMembers Members(SymToFn);
    bool Added = false;
    for (const auto &[Base, Subs] : Subclasses)
      Members.forEach(Base, [&](llvm::StringRef Method, FunctionRef Fn) {
        for (const ir::Module::ClassBase *Sub : Subs)
          for (const std::string &Name : Sub->Names)
            Added |= SymToFn.try_emplace(Name + "." + Method.str(), Fn).second;
      });
    if (!Added)
      break;
  }
}

llvm::SmallVector<FunctionRef, 2>
ClassHierarchy::overrides(unsigned M, ir::FunctionId Fn,
                          const llvm::StringMap<FunctionRef> &SymToFn) const {
  llvm::SmallVector<FunctionRef, 2> Out;
  if (Subclasses.empty() || M >= Modules.size() ||
      Fn >= Modules[M]->Functions.size())
    return Out;
  const ir::Function &F = Modules[M]->Functions[Fn];
  // "<path>#Cls.m": the class, by each name it has, and the method.
  llvm::SmallVector<llvm::StringRef, 2> Classes;
  llvm::StringRef Method;
  for (llvm::StringRef Sym :
       {llvm::StringRef(F.ExportSymbol), llvm::StringRef(F.ExportAlias)}) {
    auto [Cls, Name] = Sym.rsplit('.');
    if (!Name.empty() && Cls.contains('#')) {
      Classes.push_back(Cls);
      Method = Name;
    }
  }
  llvm::SmallSet<std::pair<unsigned, ir::FunctionId>, 4> Seen;
  Seen.insert({M, Fn});
  for (unsigned Depth = 0; Depth != MaxDepth && !Classes.empty(); ++Depth) {
    llvm::SmallVector<llvm::StringRef, 2> Next;
    for (llvm::StringRef Cls : Classes) {
      auto It = Subclasses.find(Cls);
      if (It == Subclasses.end())
        continue;
      for (const ir::Module::ClassBase *Sub : It->second)
        for (const std::string &Name : Sub->Names) {
          Next.push_back(Name);
          auto Def = SymToFn.find(Name + "." + Method.str());
          if (Def != SymToFn.end() &&
              Seen.insert({Def->second.Module, Def->second.Fn}).second)
            Out.push_back(Def->second);
        }
    }
    Classes = std::move(Next);
  }
  return Out;
}

} // namespace tensorlint::analysis
