//===- SymbolMembers.h - Members of a symbol, by prefix ---------*- C++ -*-===//
//
// The run's export symbols in order, so that the members of an object or a
// class ("<owner>.<member>": `config.kernelFunc`, `Attention.call`) are
// found by prefix. Built when needed; the keys point into the symbol table,
// whose entries stay where they are while it grows.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_ANALYSIS_SYMBOLMEMBERS_H
#define TENSORLINT_ANALYSIS_SYMBOLMEMBERS_H

#include "analysis/Summaries.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/Twine.h"

#include <string>
#include <utility>
#include <vector>

namespace tensorlint::analysis {

class SymbolMembers {
public:
  explicit SymbolMembers(const llvm::StringMap<FunctionRef> &SymToFn) {
    Sorted.reserve(SymToFn.size());
    for (const auto &E : SymToFn)
      Sorted.emplace_back(E.getKey(), E.getValue());
    llvm::sort(Sorted,
               [](const auto &A, const auto &B) { return A.first < B.first; });
  }

  /// Calls Fn(member, function) for every symbol "<Owner>.<member>".
  template <typename FnT> void forEach(llvm::StringRef Owner, FnT Fn) const {
    std::string Prefix = (llvm::Twine(Owner) + ".").str();
    for (auto It = llvm::lower_bound(
             Sorted, Prefix,
             [](const auto &E, llvm::StringRef P) { return E.first < P; });
         It != Sorted.end() && It->first.starts_with(Prefix); ++It)
      Fn(It->first.drop_front(Prefix.size()), It->second);
  }

private:
  std::vector<std::pair<llvm::StringRef, FunctionRef>> Sorted;
};

} // namespace tensorlint::analysis

#endif // TENSORLINT_ANALYSIS_SYMBOLMEMBERS_H
