//===- Comments.cpp - The comments of a C/C++ file ------------------------===//

#include "frontend/cpp/Comments.h"

#include "llvm/ADT/StringExtras.h"

#include <algorithm>

namespace tensorlint::frontend::cpp {

namespace {

/// Byte offset -> 1-based line and column.
class LineStarts {
public:
  explicit LineStarts(llvm::StringRef Text) {
    Starts.push_back(0);
    for (size_t I = 0; I < Text.size(); ++I)
      if (Text[I] == '\n')
        Starts.push_back(I + 1);
  }
  ir::SourceLoc loc(size_t Offset) const {
    auto It = std::upper_bound(Starts.begin(), Starts.end(), Offset);
    size_t Line = It - Starts.begin();
    return {static_cast<uint32_t>(Line),
            static_cast<uint32_t>(Offset - Starts[Line - 1] + 1)};
  }

private:
  std::vector<size_t> Starts;
};

bool isIdentChar(char C) { return llvm::isAlnum(C) || C == '_'; }

} // namespace

/// C/C++: skips string, character and raw string literals; collects
/// comments.
std::vector<Comment> cComments(llvm::StringRef S) {
  std::vector<Comment> Out;
  LineStarts LS(S);
  size_t I = 0, N = S.size();
  bool InNumber = false;
  while (I < N) {
    char C = S[I];
    if (C == '/' && I + 1 < N && (S[I + 1] == '/' || S[I + 1] == '*')) {
      size_t Begin = I;
      bool Line = S[I + 1] == '/';
      size_t TextBegin = I + 2, End;
      if (Line) {
        End = TextBegin;
        // A backslash-newline continues a line comment.
        while (End < N && !(S[End] == '\n' && S[End - 1] != '\\'))
          ++End;
        I = End;
      } else {
        End = S.find("*/", TextBegin);
        if (End == llvm::StringRef::npos)
          End = N;
        I = std::min(N, End + 2);
      }
      llvm::StringRef Text = S.slice(TextBegin, End);
      Out.push_back({Text.rtrim('\r').str(), LS.loc(Begin),
                     LS.loc(I > Begin ? I - 1 : Begin), ""});
      InNumber = false;
      continue;
    }
    if (C == '"') {
      // Raw string: R"delim( ... )delim" with an optional u8/u/U/L prefix.
      size_t P = I;
      while (P > 0 && isIdentChar(S[P - 1]))
        --P;
      llvm::StringRef Prefix = S.slice(P, I);
      if (Prefix == "R" || Prefix == "u8R" || Prefix == "uR" ||
          Prefix == "UR" || Prefix == "LR") {
        size_t Open = S.find('(', I + 1);
        if (Open != llvm::StringRef::npos) {
          std::string Close = (")" + S.slice(I + 1, Open) + "\"").str();
          size_t End = S.find(Close, Open + 1);
          I = End == llvm::StringRef::npos ? N : End + Close.size();
          continue;
        }
      }
    }
    if (C == '\'' && InNumber) { // digit separator: 1'000'000
      ++I;
      continue;
    }
    if (C == '"' || C == '\'') {
      ++I;
      while (I < N && S[I] != C && S[I] != '\n') {
        if (S[I] == '\\')
          ++I;
        ++I;
      }
      ++I;
      InNumber = false;
      continue;
    }
    if (llvm::isDigit(C) && (I == 0 || !isIdentChar(S[I - 1])))
      InNumber = true;
    else if (!isIdentChar(C) && C != '.')
      InNumber = false;
    ++I;
  }
  return Out;
}

} // namespace tensorlint::frontend::cpp
