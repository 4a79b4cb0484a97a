//===- BoundedJson.cpp - JSON parsing with a bounded nesting depth --------===//

#include "frontend/BoundedJson.h"

namespace tensorlint::frontend {

namespace {

/// The offset of the '[' or '{' that opens level MaxJsonDepth + 1, or npos.
/// Strings are skipped as JSON (and LLVM's parser) reads them: '"' to the
/// next unescaped '"'. Wherever LLVM's parser has not failed yet, it has
/// read the same tokens, so its depth there is the depth counted here.
size_t tooDeep(llvm::StringRef T) {
  unsigned Depth = 0;
  for (size_t I = 0, N = T.size(); I < N; ++I) {
    char C = T[I];
    if (C == '"') {
      for (++I; I < N && T[I] != '"'; ++I)
        if (T[I] == '\\')
          ++I;
    } else if (C == '[' || C == '{') {
      if (++Depth > MaxJsonDepth)
        return I;
    } else if ((C == ']' || C == '}') && Depth) {
      --Depth;
    }
  }
  return llvm::StringRef::npos;
}

} // namespace

llvm::Expected<llvm::json::Value> parseBoundedJson(llvm::StringRef Text) {
  if (size_t At = tooDeep(Text); At != llvm::StringRef::npos)
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        "JSON nested deeper than %u levels at offset %zu", MaxJsonDepth, At);
  return llvm::json::parse(Text);
}

} // namespace tensorlint::frontend
