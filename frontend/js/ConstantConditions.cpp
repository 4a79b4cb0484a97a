//===- ConstantConditions.cpp - Conditions the source fixes ---------------===//
//
// `while (false) { agent.train(); }`, `if (OUTPUT_FORMAT === 'embedding')`
// with `const OUTPUT_FORMAT = 'onehot'`: code a constant condition never
// lets run. The lowering leaves such a branch out, as it leaves out a
// comment: nothing in it runs, so nothing it makes leaks and nothing it
// calls is called from there. Only what the source proves: literals, `!`,
// `&&`, `||`, (in)equality of literals, and `const` names initialized with
// a literal (which nothing can reassign).
//
//===----------------------------------------------------------------------===//

#include "frontend/js/FunctionLowering.h"

#include "llvm/ADT/STLFunctionalExtras.h"

#include <optional>
#include <string>

namespace tensorlint::frontend::js {

namespace {

/// A literal's value, as strict equality compares it.
struct Literal {
  enum Kind { Bool, Number, String, Null, Undefined } K;
  bool B = false;
  double N = 0;
  std::string S;

  bool truthy() const {
    switch (K) {
    case Bool:
      return B;
    case Number:
      return N != 0 && N == N;
    case String:
      return !S.empty();
    case Null:
    case Undefined:
      return false;
    }
    return false;
  }
  bool strictlyEquals(const Literal &O) const {
    if (K != O.K)
      return false;
    switch (K) {
    case Bool:
      return B == O.B;
    case Number:
      return N == O.N;
    case String:
      return S == O.S;
    case Null:
    case Undefined:
      return true;
    }
    return false;
  }
};

} // namespace

/// The literal N evaluates to, if the source fixes it. Depth bounds the
/// walk through `const` names that name other `const` names.
static std::optional<Literal>
literalOf(llvm::function_ref<TSNode(TSNode)> DeclaratorOf, const SyntaxTree &T,
          TSNode N, unsigned Depth) {
  if (Depth > 8 || isNull(N))
    return std::nullopt;
  N = stripParens(N);
  if (is(N, "true") || is(N, "false"))
    return Literal{Literal::Bool, is(N, "true"), 0, {}};
  if (is(N, "null"))
    return Literal{Literal::Null, false, 0, {}};
  if (is(N, "undefined"))
    return Literal{Literal::Undefined, false, 0, {}};
  if (is(N, "number")) {
    double V = 0;
    if (T.text(N).getAsDouble(V))
      return std::nullopt;
    return Literal{Literal::Number, false, V, {}};
  }
  if (is(N, "string")) {
    llvm::StringRef S = stringLiteralText(N, T);
    if (S.contains('\\'))
      return std::nullopt; // escapes: not worth decoding
    return Literal{Literal::String, false, 0, S.str()};
  }
  if (is(N, "unary_expression") && T.text(field(N, "operator")) == "!") {
    std::optional<Literal> A =
        literalOf(DeclaratorOf, T, field(N, "argument"), Depth + 1);
    if (!A)
      return std::nullopt;
    return Literal{Literal::Bool, !A->truthy(), 0, {}};
  }
  if (is(N, "binary_expression")) {
    llvm::StringRef Op = T.text(field(N, "operator"));
    std::optional<Literal> A =
        literalOf(DeclaratorOf, T, field(N, "left"), Depth + 1);
    if (!A)
      return std::nullopt;
    // `false && x`, `true || x`: decided by the left side alone.
    if (Op == "&&" && !A->truthy())
      return A;
    if (Op == "||" && A->truthy())
      return A;
    std::optional<Literal> B =
        literalOf(DeclaratorOf, T, field(N, "right"), Depth + 1);
    if (!B)
      return std::nullopt;
    if (Op == "&&" || Op == "||")
      return B;
    // Loose equality only where it agrees with strict equality: both sides
    // of one kind.
    bool SameKind = A->K == B->K;
    if (Op == "===" || (Op == "==" && SameKind))
      return Literal{Literal::Bool, A->strictlyEquals(*B), 0, {}};
    if (Op == "!==" || (Op == "!=" && SameKind))
      return Literal{Literal::Bool, !A->strictlyEquals(*B), 0, {}};
    return std::nullopt;
  }
  if (is(N, "identifier")) {
    if (T.text(N) == "undefined")
      return Literal{Literal::Undefined, false, 0, {}};
    TSNode Decl = DeclaratorOf(N);
    if (isNull(Decl))
      return std::nullopt;
    TSNode Statement = ts_node_parent(Decl);
    if (!is(Statement, "lexical_declaration") ||
        !T.text(Statement).starts_with("const"))
      return std::nullopt;
    return literalOf(DeclaratorOf, T, field(Decl, "value"), Depth + 1);
  }
  return std::nullopt;
}

std::optional<bool> FunctionLowering::constantCondition(TSNode Cond) const {
  // `if (x)` and `while (x)` hold a parenthesized expression.
  std::optional<Literal> V =
      literalOf([this](TSNode Name) { return declaratorOf(Name); }, T, Cond, 0);
  if (!V)
    return std::nullopt;
  return V->truthy();
}

} // namespace tensorlint::frontend::js
