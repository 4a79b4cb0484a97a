//===- JsxRepair.cpp - JSX that Babel accepts and tree-sitter does not ---===//

#include "frontend/js/JsxRepair.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"

#include <optional>

namespace tensorlint::frontend::js {

using treesitter::allChildren;
using treesitter::isNull;
using treesitter::type;

static bool insideJsx(TSNode N) {
  for (unsigned Depth = 0; Depth < 4 && !isNull(N); ++Depth) {
    N = ts_node_parent(N);
    llvm::StringRef T = type(N);
    if (T == "jsx_element" || T == "jsx_opening_element" ||
        T == "jsx_self_closing_element")
      return true;
  }
  return false;
}

/// `&amp;`, `&#169;`, `&#x1F600;`: what the grammars read as a character
/// reference (html_character_reference), which needs no repair.
static bool startsCharacterReference(llvm::StringRef S) {
  if (!S.consume_front("&"))
    return false;
  size_t Max = 30;
  bool (*Digit)(char) = llvm::isAlpha;
  if (S.consume_front("#")) {
    bool Hex = S.consume_front("x") || S.consume_front("X");
    Max = Hex ? 6 : 5;
    Digit = Hex ? llvm::isHexDigit : llvm::isDigit;
  }
  size_t N = 0;
  while (N < S.size() && N <= Max && Digit(S[N]))
    ++N;
  return N >= 1 && N <= Max && N < S.size() && S[N] == ';';
}

/// A bare `&` at Byte: not `&&`, not a character reference.
static bool bareAmpersandAt(llvm::StringRef Text, uint32_t Byte) {
  return Byte < Text.size() && Text[Byte] == '&' &&
         !(Byte + 1 < Text.size() && Text[Byte + 1] == '&') &&
         !(Byte > 0 && Text[Byte - 1] == '&') &&
         !startsCharacterReference(Text.substr(Byte));
}

/// Where a bare `&` ends JSX text or starts an error in it: the JSX pieces
/// the lexer stopped at it (text, a tag, an expression container, a
/// character reference, an attribute string's fragment), or an error node
/// inside JSX starting there.
static std::optional<uint32_t> bareAmpersandAfter(TSNode N,
                                                  llvm::StringRef Text) {
  if (ts_node_is_error(N)) {
    uint32_t Start = ts_node_start_byte(N);
    if (bareAmpersandAt(Text, Start) && insideJsx(N))
      return Start;
    return std::nullopt;
  }
  llvm::StringRef T = type(N);
  bool JsxPiece = T == "jsx_text" || T == "jsx_opening_element" ||
                  T == "jsx_closing_element" ||
                  T == "jsx_self_closing_element" || T == "jsx_expression" ||
                  T == "html_character_reference" ||
                  (T == "string_fragment" && insideJsx(N));
  if (JsxPiece && bareAmpersandAt(Text, ts_node_end_byte(N)))
    return ts_node_end_byte(N);
  return std::nullopt;
}

/// An HTML attribute spelled with a word the grammar reserves, inside an
/// error: `class=` and `for=` are never JavaScript, so the word followed by
/// `=` (not `==`, `=>`) is an attribute name.
static bool reservedAttributeName(TSNode N, llvm::StringRef Text) {
  TSNode Parent = ts_node_parent(N);
  if (isNull(Parent) || !ts_node_is_error(Parent))
    return false;
  uint32_t B = ts_node_start_byte(N), E = ts_node_end_byte(N);
  if (E > Text.size() || !llvm::StringSwitch<bool>(Text.slice(B, E))
                              .Cases("class", "for", true)
                              .Default(false))
    return false;
  llvm::StringRef After = Text.substr(E).ltrim(" \t");
  return After.starts_with("=") && !After.starts_with("==") &&
         !After.starts_with("=>");
}

static TSPoint pointOf(const treesitter::SyntaxTree &T, uint32_t Byte) {
  TSNode At = ts_node_descendant_for_byte_range(T.root(), Byte, Byte);
  TSPoint P = ts_node_start_point(At);
  llvm::StringRef Text = T.source();
  for (uint32_t I = ts_node_start_byte(At); I < Byte && I < Text.size(); ++I)
    P = Text[I] == '\n' ? TSPoint{P.row + 1, 0} : TSPoint{P.row, P.column + 1};
  return P;
}

std::vector<ByteRepair> jsxRepairs(const treesitter::SyntaxTree &T) {
  std::vector<ByteRepair> Out;
  if (!T.valid() || !ts_node_has_error(T.root()))
    return Out;
  llvm::StringRef Text = T.source();
  llvm::SmallVector<std::pair<uint32_t, char>, 8> Bytes;
  llvm::SmallVector<TSNode, 16> Work{T.root()};
  while (!Work.empty()) {
    TSNode N = Work.pop_back_val();
    if (std::optional<uint32_t> Byte = bareAmpersandAfter(N, Text))
      Bytes.push_back({*Byte, ' '});
    else if (reservedAttributeName(N, Text))
      Bytes.push_back({ts_node_start_byte(N), '_'});
    if (ts_node_has_error(N))
      for (TSNode K : allChildren(N))
        Work.push_back(K);
  }
  llvm::sort(Bytes);
  Bytes.erase(std::unique(Bytes.begin(), Bytes.end()), Bytes.end());
  for (auto [Byte, With] : Bytes)
    Out.push_back({Byte, pointOf(T, Byte), With});
  return Out;
}

} // namespace tensorlint::frontend::js
