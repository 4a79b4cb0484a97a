//===- YamlPrecheck.cpp - What LLVM's YAML parser must not see ------------===//

#include "apis/YamlPrecheck.h"

#include "llvm/Support/thread.h"

#include <optional>

namespace tensorlint::apis {

namespace {

bool isBlank(char C) { return C == ' ' || C == '\t'; }

/// The indentation of the line that holds offset I.
size_t indentOfLine(llvm::StringRef T, size_t I) {
  size_t Start = T.rfind('\n', I);
  Start = Start == llvm::StringRef::npos ? 0 : Start + 1;
  size_t N = 0;
  while (Start + N < T.size() && T[Start + N] == ' ')
    ++N;
  return N;
}

} // namespace

size_t findEmptyFlowEntry(llvm::StringRef T) {
  unsigned Depth = 0;
  // In a flow collection: the last thing seen was '[', '{' or ',' (an entry
  // must come before the next ',').
  bool AwaitingEntry = false;
  // The previous character was a token boundary: a quote or '#' there
  // starts a quoted scalar or a comment.
  bool Boundary = true;
  size_t I = 0, N = T.size();
  while (I < N) {
    char C = T[I];
    if (C == '\n') {
      Boundary = true;
      ++I;
      continue;
    }
    if (isBlank(C) || C == '\r') {
      Boundary = true;
      ++I;
      continue;
    }
    if (C == '#' && Boundary) { // a comment, to the end of the line
      size_t E = T.find('\n', I);
      I = E == llvm::StringRef::npos ? N : E;
      continue;
    }
    if ((C == '\'' || C == '"') && Boundary) { // a quoted scalar
      size_t J = I + 1;
      while (J < N) {
        if (C == '"' && T[J] == '\\') {
          J += 2;
          continue;
        }
        if (T[J] == C) {
          if (C == '\'' && J + 1 < N && T[J + 1] == '\'') { // '' in '...'
            J += 2;
            continue;
          }
          break;
        }
        ++J;
      }
      I = J < N ? J + 1 : N;
      AwaitingEntry = false;
      Boundary = false;
      continue;
    }
    if (Depth == 0 && (C == '|' || C == '>') && Boundary) {
      // A block scalar: its lines are those indented deeper than the line
      // that starts it (or blank).
      size_t Indent = indentOfLine(T, I);
      size_t E = T.find('\n', I);
      while (E != llvm::StringRef::npos) {
        size_t L = E + 1, K = L;
        while (K < N && T[K] == ' ')
          ++K;
        bool BlankLine = K >= N || T[K] == '\n' || T[K] == '\r';
        if (!BlankLine && K - L <= Indent)
          break;
        E = T.find('\n', L);
      }
      I = E == llvm::StringRef::npos ? N : E;
      continue;
    }
    if (C == '[' || C == '{') {
      ++Depth;
      AwaitingEntry = true;
    } else if ((C == ']' || C == '}') && Depth) {
      --Depth;
      AwaitingEntry = false;
    } else if (C == ',' && Depth) {
      if (AwaitingEntry)
        return I;
      AwaitingEntry = true;
    } else {
      AwaitingEntry = false;
    }
    Boundary = Depth && (C == '[' || C == '{' || C == ',' || C == ':');
    ++I;
  }
  return llvm::StringRef::npos;
}

void runWithYamlParserStack(llvm::function_ref<void()> Parse) {
  constexpr unsigned StackBytes = 1u << 30;
  llvm::thread Parser(std::optional<unsigned>(StackBytes),
                      [Parse] { Parse(); });
  Parser.join();
}

} // namespace tensorlint::apis
