//===- TestFiles.cpp - Which JavaScript files are tests -------------------===//

#include "frontend/js/TestFiles.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Path.h"

namespace tensorlint::frontend::js {

bool isTestPath(llvm::StringRef Path) {
  llvm::StringRef Name = llvm::sys::path::filename(Path);
  // a.test.ts, a.spec.js, a.test-d.ts: the runners' patterns.
  llvm::SmallVector<llvm::StringRef, 4> Parts;
  llvm::SplitString(Name, Parts, ".");
  for (size_t I = 1; I + 1 < Parts.size(); ++I)
    if (Parts[I] == "test" || Parts[I] == "spec" || Parts[I] == "test-d")
      return true;
  // a_test.ts, a-spec.js: Karma's and Closure's (TF.js's own tests are
  // named so).
  llvm::StringRef Stem = llvm::sys::path::stem(Name);
  if (Parts.size() >= 2 &&
      llvm::any_of(
          llvm::ArrayRef<llvm::StringRef>{"_test", "-test", "_spec", "-spec"},
          [&](llvm::StringRef Suffix) { return Stem.ends_with(Suffix); }))
    return true;
  llvm::StringRef Dir = llvm::sys::path::parent_path(Path);
  for (auto It = llvm::sys::path::begin(Dir), E = llvm::sys::path::end(Dir);
       It != E; ++It)
    if (*It == "__tests__" || *It == "test" || *It == "tests" ||
        *It == "spec" || *It == "specs")
      return true;
  return false;
}

} // namespace tensorlint::frontend::js
