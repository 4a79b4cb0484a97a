//===- FixSupport.cpp - Fix requests to text edits for JS/TS --------------===//

#include "frontend/js/FixSupport.h"

#include "frontend/js/FixSafety.h"
#include "frontend/js/JsDocument.h"
#include "frontend/js/Syntax.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/Twine.h"

#include <algorithm>

namespace tensorlint::frontend::js {

namespace {

bool isStatementList(TSNode N) {
  llvm::StringRef T = type(N);
  return T == "program" || T == "statement_block" || T == "switch_case" ||
         T == "switch_default";
}

bool isPlainStatement(TSNode N) {
  llvm::StringRef T = type(N);
  return T == "expression_statement" || T == "lexical_declaration" ||
         T == "variable_declaration";
}

/// The statement of a statement list that contains N, without leaving the
/// function N belongs to; null if there is none.
TSNode statementOf(TSNode N) {
  TSNode Null{};
  while (!isNull(N)) {
    TSNode P = ts_node_parent(N);
    if (isNull(P))
      return Null;
    if (isStatementList(P))
      return N;
    if (isFunctionNode(P))
      return Null;
    N = P;
  }
  return Null;
}

/// True if some node under N (not inside a nested function) satisfies Pred.
template <typename PredT> bool anyDescendant(TSNode N, PredT Pred) {
  llvm::SmallVector<TSNode, 32> Work{N};
  while (!Work.empty()) {
    TSNode X = Work.pop_back_val();
    if (Pred(X))
      return true;
    for (TSNode K : allChildren(X))
      if (!isFunctionNode(K))
        Work.push_back(K);
  }
  return false;
}

bool suspends(TSNode N) {
  return is(N, "await_expression") || is(N, "yield_expression") ||
         is(N, "await");
}

} // namespace

namespace {

/// The IR location of a byte offset: 1-based line and byte column, the
/// column after a leading BOM on the first line.
ir::SourceLoc locOf(const LineTable &LT, llvm::StringRef Source,
                    uint32_t Offset) {
  uint32_t Line = LT.lineOf(Offset);
  uint32_t Col = Offset - LT.lineStart(Line) + 1;
  if (Line == 0 && Source.starts_with("\xEF\xBB\xBF"))
    Col = Offset >= 3 ? Col - 3 : 1;
  return {Line + 1, Col};
}

ir::TextEdit edit(const LineTable &LT, llvm::StringRef Source, uint32_t Begin,
                  uint32_t End, std::string Text) {
  ir::TextEdit E;
  E.Range.BeginOffset = Begin;
  E.Range.EndOffset = End;
  E.Range.Begin = locOf(LT, Source, Begin);
  E.Range.End = locOf(LT, Source, End);
  E.Text = std::move(Text);
  return E;
}

} // namespace

llvm::StringRef lineEndingAt(llvm::StringRef Source, size_t Offset) {
  size_t NL = Source.find('\n', Offset);
  if (NL == llvm::StringRef::npos)
    NL = Source.find('\n');
  if (NL != llvm::StringRef::npos && NL > 0 && Source[NL - 1] == '\r')
    return "\r\n";
  return "\n";
}

FixResolver::FixResolver(llvm::StringRef Source, ir::Language Lang)
    : Source(Source), Owned(std::make_unique<SyntaxTree>(Source, Lang)),
      Tree(Owned.get()), Lines(std::make_unique<LineTable>(Source)) {}

FixResolver::FixResolver(llvm::StringRef Source, const SyntaxTree &Parsed)
    : Source(Source), Tree(&Parsed),
      Lines(std::make_unique<LineTable>(Source)) {}

FixResolver::~FixResolver() = default;

std::vector<ir::TextEdit> FixResolver::resolve(const ir::FixRequest &Q,
                                               std::string *NotSafe) const {
  if (!Tree->valid())
    return {};
  std::string Ignored;
  std::string &Why = NotSafe ? *NotSafe : Ignored;
  Why = Q.NotSafe;
  uint32_t Bom = Tree->bomBytes();
  auto NodeAt = [&](const ir::SourceRange &R) {
    TSNode Null{};
    if (!R.isValid() || R.BeginOffset < Bom || R.EndOffset < R.BeginOffset ||
        R.EndOffset > Source.size())
      return Null;
    return ts_node_descendant_for_byte_range(Tree->root(), R.BeginOffset - Bom,
                                             R.EndOffset - Bom);
  };
  auto Start = [&](TSNode N) { return ts_node_start_byte(N) + Bom; };
  auto End = [&](TSNode N) { return ts_node_end_byte(N) + Bom; };
  auto Indent = [&](uint32_t Offset) {
    uint32_t LS = std::max(Lines->lineStart(Lines->lineOf(Offset)), Bom);
    return Source.drop_front(LS).take_while(
        [](char C) { return C == ' ' || C == '\t'; });
  };

  switch (Q.K) {
  case ir::FixRequest::Kind::InsertReleaseAfter: {
    TSNode Use = statementOf(NodeAt(Q.At));
    TSNode Origin = statementOf(NodeAt(Q.Origin));
    if (isNull(Use) || isNull(Origin) || !isPlainStatement(Use) ||
        !isPlainStatement(Origin) ||
        !ts_node_eq(ts_node_parent(Use), ts_node_parent(Origin)) ||
        Start(Use) < Start(Origin) || Q.Text.empty())
      return {};
    if (Why.empty() && Q.Subject.empty())
      Why = "the released variable is not known";
    if (Why.empty()) {
      auto InTree = [&](llvm::ArrayRef<ir::SourceRange> Ranges) {
        llvm::SmallVector<ByteRange, 4> Out;
        for (const ir::SourceRange &R : Ranges)
          if (R.isValid() && R.BeginOffset >= Bom)
            Out.push_back({R.BeginOffset - Bom, R.EndOffset - Bom});
        return Out;
      };
      Why = releaseNotProvablySafe(*Tree, Origin, Use, Q.Subject,
                                   InTree(Q.Retainers), InTree(Q.InPlaceCalls));
    }
    // `tf.dispose(x)` needs `tf` bound in this file.
    llvm::StringRef Head = llvm::StringRef(Q.Text).take_while(
        [](char C) { return llvm::isAlnum(C) || C == '_' || C == '$'; });
    if (Why.empty() && Head != Q.Subject &&
        llvm::StringRef(Q.Text).drop_front(Head.size()).starts_with(".") &&
        !bindsTopLevelName(*Tree, Head))
      Why = "'" + Head.str() + "' is not bound in this file";
    uint32_t E = End(Use);
    bool Semi = Tree->text(Use).ends_with(";");
    std::string Call = Q.Text + (Semi ? ";" : "");
    // Code after the statement on its line: insert right after it. Only
    // blanks or a line comment: insert on a new line below, same indent.
    uint32_t Line = Lines->lineOf(E);
    size_t LineEnd = Lines->lineContentEnd(Line);
    // The line's own terminator ("\r\n", "\n", or none on the last line).
    llvm::StringRef Terminator = Source.slice(
        LineEnd, Line + 1 < Lines->lineCount() ? Lines->lineStart(Line + 1)
                                               : Source.size());
    llvm::StringRef Rest = Source.slice(E, LineEnd).trim();
    if (!Rest.empty() && !Rest.starts_with("//"))
      return {edit(*Lines, Source, E, E, " " + Call)};
    std::string Text(Terminator.empty() ? lineEndingAt(Source, 0) : Terminator);
    Text += Indent(Start(Use));
    Text += Call;
    uint32_t At = static_cast<uint32_t>(LineEnd);
    return {edit(*Lines, Source, At, At, std::move(Text))};
  }
  case ir::FixRequest::Kind::WrapInScope: {
    // The scope's spelling, from the library's API model: open "{body}"
    // close.
    auto [Open, Close] = llvm::StringRef(Q.Text).split("{body}");
    if (Open.size() == Q.Text.size())
      return {};
    TSNode S = statementOf(NodeAt(Q.At));
    if (isNull(S) || anyDescendant(S, suspends))
      return {};
    if (Why.empty())
      Why = scopeWrapNotProvablySafe(*Tree, S);
    if (is(S, "expression_statement")) {
      bool Semi = Tree->text(S).ends_with(";");
      return {edit(*Lines, Source, Start(S), Start(S), Open.str() + "{ "),
              edit(*Lines, Source, End(S), End(S),
                   " }" + Close.str() + (Semi ? ";" : ""))};
    }
    if (!is(S, "lexical_declaration") || !Tree->text(S).starts_with("const"))
      return {};
    llvm::SmallVector<TSNode, 8> Decls;
    for (TSNode D : namedChildren(S))
      if (is(D, "variable_declarator"))
        Decls.push_back(D);
    if (Decls.size() != 1)
      return {};
    TSNode V = field(Decls[0], "value");
    if (isNull(V) || is(V, "object") || is(V, "sequence_expression") ||
        Tree->text(V).starts_with("{"))
      return {};
    return {edit(*Lines, Source, Start(V), Start(V), Open.str()),
            edit(*Lines, Source, End(V), End(V), Close.str())};
  }
  case ir::FixRequest::Kind::RemoveAsync: {
    TSNode N = NodeAt(Q.At);
    while (!isNull(N) && !isFunctionNode(N))
      N = ts_node_parent(N);
    if (isNull(N) || Start(N) != Q.At.BeginOffset)
      return {};
    llvm::SmallVector<TSNode, 8> Kids = allChildren(N);
    for (size_t I = 0; I + 1 < Kids.size(); ++I) {
      if (ts_node_is_named(Kids[I]) || Tree->text(Kids[I]) != "async")
        continue;
      TSNode Body = field(N, "body");
      if (isNull(Body) || anyDescendant(Body, suspends))
        return {};
      return {edit(*Lines, Source, Start(Kids[I]), Start(Kids[I + 1]), "")};
    }
    return {};
  }
  }
  return {};
}

unsigned countSyntaxErrors(llvm::StringRef Source, ir::Language Lang) {
  SyntaxTree T(Source, Lang);
  return T.valid() ? treesitter::countSyntaxErrors(T.root()) : ~0u;
}

} // namespace tensorlint::frontend::js
