//===- Positions.cpp - IR locations <-> LSP positions ---------------------===//

#include "tools/lsp/Positions.h"

#include <algorithm>

namespace tensorlint::lsp {

llvm::json::Value toJson(LspPosition P) {
  return llvm::json::Object{{"line", P.Line}, {"character", P.Character}};
}

llvm::json::Value toJson(const LspRange &R) {
  return llvm::json::Object{{"start", toJson(R.Start)}, {"end", toJson(R.End)}};
}

void writeRange(llvm::json::OStream &J, const LspRange &R) {
  auto Position = [&](LspPosition P) {
    J.object([&] {
      J.attribute("line", P.Line);
      J.attribute("character", P.Character);
    });
  };
  J.object([&] {
    J.attributeBegin("start");
    Position(R.Start);
    J.attributeEnd();
    J.attributeBegin("end");
    Position(R.End);
    J.attributeEnd();
  });
}

std::optional<LspPosition> positionFromJson(const llvm::json::Value *V) {
  const llvm::json::Object *O = V ? V->getAsObject() : nullptr;
  if (!O)
    return std::nullopt;
  std::optional<int64_t> Line = O->getInteger("line");
  std::optional<int64_t> Char = O->getInteger("character");
  if (!Line || !Char || *Line < 0 || *Char < 0)
    return std::nullopt;
  auto Clamp = [](int64_t X) {
    return static_cast<uint32_t>(std::min<int64_t>(X, UINT32_MAX));
  };
  return LspPosition{Clamp(*Line), Clamp(*Char)};
}

std::optional<LspRange> rangeFromJson(const llvm::json::Value *V) {
  const llvm::json::Object *O = V ? V->getAsObject() : nullptr;
  if (!O)
    return std::nullopt;
  std::optional<LspPosition> S = positionFromJson(O->get("start"));
  std::optional<LspPosition> E = positionFromJson(O->get("end"));
  if (!S || !E)
    return std::nullopt;
  return LspRange{*S, *E};
}

LspPosition toLsp(const LineTable &LT, ir::SourceLoc L,
                  uint32_t FirstLineBias) {
  if (!L.isValid())
    return {0, 0};
  uint32_t Line = std::min<uint32_t>(L.Line - 1, LT.lineCount() - 1);
  uint32_t Col = L.Col ? L.Col - 1 : 0;
  if (Line == 0)
    Col += FirstLineBias;
  uint32_t Start = LT.lineStart(Line);
  uint32_t Off =
      std::min<uint64_t>(uint64_t(Start) + Col, LT.lineContentEnd(Line));
  return LT.positionOf(Off);
}

LspRange toLsp(const LineTable &LT, const ir::SourceRange &R,
               uint32_t FirstLineBias) {
  LspRange Out;
  Out.Start = toLsp(LT, R.Begin, FirstLineBias);
  Out.End = Out.Start;
  if (R.End.isValid() && R.Begin <= R.End) {
    Out.End = toLsp(LT, R.End, FirstLineBias);
    if (!lessEq(Out.Start, Out.End))
      Out.End = Out.Start;
  }
  return Out;
}

LspRange offsetsToLsp(const LineTable &LT, uint32_t Begin, uint32_t End) {
  LspRange Out;
  Out.Start = LT.positionOf(Begin);
  Out.End = LT.positionOf(std::max(Begin, End));
  return Out;
}

} // namespace tensorlint::lsp
