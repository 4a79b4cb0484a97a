//===- TextSearch.h - Finding a word in a whole file ------------*- C++ -*-===//
//
// Several decisions scan a file's whole text for a word before or instead
// of parsing it (does it mention a suppression directive, an import, a
// require?), on every file of a run and on every keystroke in the editor.
// glibc's memmem is three to four times faster at this than
// StringRef::find, which tests the needle byte by byte.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_FRONTEND_TEXTSEARCH_H
#define TENSORLINT_FRONTEND_TEXTSEARCH_H

#include "llvm/ADT/StringRef.h"

#include <cstring>

namespace tensorlint::frontend {

/// Where Needle (not empty) first occurs in Text at or after From, or
/// StringRef::npos.
inline size_t findText(llvm::StringRef Text, llvm::StringRef Needle,
                       size_t From = 0) {
  if (From >= Text.size() || Needle.empty())
    return llvm::StringRef::npos;
  const void *At = ::memmem(Text.data() + From, Text.size() - From,
                            Needle.data(), Needle.size());
  return At ? static_cast<const char *>(At) - Text.data()
            : llvm::StringRef::npos;
}

/// Whether Text contains Needle (not empty).
inline bool containsText(llvm::StringRef Text, llvm::StringRef Needle) {
  return findText(Text, Needle) != llvm::StringRef::npos;
}

} // namespace tensorlint::frontend

#endif // TENSORLINT_FRONTEND_TEXTSEARCH_H
