//===- JsFrontendChildTableTest.cpp - Children recorded by the index walk -===//
//
// The function index's walk records each node's named children
// (treesitter::ChildTable) and the lowering reads them from there: what it
// reads must be exactly what a cursor started at the node collects.
//
//===----------------------------------------------------------------------===//

#include "frontend/js/FunctionIndex.h"
#include "frontend/js/Syntax.h"
#include "frontend/treesitter/ChildTable.h"

#include <gtest/gtest.h>

#include <cstring>
#include <string>

using namespace tensorlint;
using namespace tensorlint::frontend;

namespace {

/// Every kind of node the lowering meets: long statement lists (which
/// tree-sitter keeps as hidden nodes), classes, closures, comments between
/// children, JSX, a syntax error.
const char *Source = R"(// leading comment
import * as tf from '@tensorflow/tfjs';
export class Model {
  private net: tf.LayersModel; // trailing
  constructor(net) { this.net = net; }
  predict(x: tf.Tensor) {
    const y = tf.tidy(() => this.net.predict(x) as tf.Tensor);
    /* between */ return y.argMax(-1);
  }
}
function loop(xs) {
  for (const x of xs) { const t = tf.tensor(x); t.dispose(); }
  let a = 1; a += 2; a *= 3; a -= 4; a /= 5; a %= 6;
  return xs.map((x, i) => ({ x, i, s: `${x}` }));
}
const View = () => <div onClick={() => tf.zeros([1])}>{1 + 2}</div>;
const broken = (;
)";

/// N's named children as a cursor started at N collects them.
std::vector<TSNode> byCursor(TSNode N) {
  std::vector<TSNode> Out;
  TSTreeCursor C = ts_tree_cursor_new(N);
  if (ts_tree_cursor_goto_first_child(&C))
    do {
      TSNode K = ts_tree_cursor_current_node(&C);
      if (ts_node_is_named(K))
        Out.push_back(K);
    } while (ts_tree_cursor_goto_next_sibling(&C));
  ts_tree_cursor_delete(&C);
  return Out;
}

bool sameNodes(llvm::ArrayRef<TSNode> A, llvm::ArrayRef<TSNode> B) {
  if (A.size() != B.size())
    return false;
  for (size_t I = 0; I != A.size(); ++I)
    if (std::memcmp(&A[I], &B[I], sizeof(TSNode)) != 0)
      return false;
  return true;
}

/// Whether N is a TypeScript type or inside one: the walk does not go
/// below a type (js::isTypeOnly).
bool inType(TSNode N) {
  for (; !ts_node_is_null(N); N = ts_node_parent(N))
    if (ts_node_is_named(N) && js::isTypeOnly(ts_node_type(N)))
      return true;
  return false;
}

/// Every node of the tree, in pre-order.
std::vector<TSNode> allNodes(TSNode Root) {
  std::vector<TSNode> Out{Root};
  for (size_t I = 0; I != Out.size(); ++I) {
    std::vector<TSNode> Kids;
    TSTreeCursor C = ts_tree_cursor_new(Out[I]);
    if (ts_tree_cursor_goto_first_child(&C))
      do
        Kids.push_back(ts_tree_cursor_current_node(&C));
      while (ts_tree_cursor_goto_next_sibling(&C));
    ts_tree_cursor_delete(&C);
    Out.insert(Out.end(), Kids.begin(), Kids.end());
  }
  return Out;
}

TEST(JsFrontendChildTable, RecordsWhatACursorCollects) {
  js::SyntaxTree T(Source, ir::Language::TSX);
  ASSERT_TRUE(T.valid());
  treesitter::ChildTable Table(T.tree());
  js::FunctionIndex Index;
  Index.build(T, /*MaxDepth=*/500, nullptr, false, &Table);
  unsigned Recorded = 0, Parents = 0, Types = 0;
  for (TSNode N : allNodes(T.root())) {
    std::vector<TSNode> Want = byCursor(N);
    std::optional<llvm::ArrayRef<TSNode>> Got = Table.namedChildren(N);
    if (ts_node_child_count(N) > 0 && inType(N)) {
      ++Types;
      EXPECT_FALSE(Got.has_value()) << ts_node_type(N);
    } else if (ts_node_child_count(N) > 0 && !ts_node_eq(N, T.root())) {
      ++Parents;
      // Every node the walk entered is recorded.
      EXPECT_TRUE(Got.has_value()) << ts_node_type(N);
    }
    if (!Got)
      continue;
    ++Recorded;
    EXPECT_TRUE(sameNodes(*Got, Want)) << ts_node_type(N);
  }
  EXPECT_GT(Parents, 50u);
  EXPECT_GT(Types, 2u); // `tf.LayersModel`, `tf.Tensor`, `as tf.Tensor`
  EXPECT_EQ(Recorded, Parents);
  // The root's children are the top level, where the walk starts.
  EXPECT_FALSE(Table.namedChildren(T.root()));
}

TEST(JsFrontendChildTable, NamedChildrenAnswersFromTheTableInUse) {
  js::SyntaxTree T(Source, ir::Language::TSX);
  treesitter::ChildTable Table(T.tree());
  js::FunctionIndex Index;
  Index.build(T, 500, nullptr, false, &Table);
  js::SyntaxTree Other(Source, ir::Language::TSX);
  TSNode Class = ts_node_named_child(T.root(), 2);
  ASSERT_STREQ(ts_node_type(Class), "export_statement");
  TSNode Body = ts_node_child_by_field_name(
      ts_node_child_by_field_name(Class, "declaration", 11), "body", 4);
  ASSERT_FALSE(ts_node_is_null(Body));
  EXPECT_EQ(treesitter::ChildTable::active(), nullptr);
  {
    treesitter::ChildTable::Use InUse(Table);
    EXPECT_EQ(treesitter::ChildTable::active(), &Table);
    EXPECT_TRUE(sameNodes(treesitter::namedChildren(Body), byCursor(Body)));
    // A node of another tree is not in the table: a cursor answers.
    TSNode OtherBody = ts_node_child_by_field_name(
        ts_node_child_by_field_name(ts_node_named_child(Other.root(), 2),
                                    "declaration", 11),
        "body", 4);
    EXPECT_FALSE(Table.namedChildren(OtherBody));
    EXPECT_TRUE(
        sameNodes(treesitter::namedChildren(OtherBody), byCursor(OtherBody)));
  }
  EXPECT_EQ(treesitter::ChildTable::active(), nullptr);
}

TEST(JsFrontendChildTable, ATableOfNoTreeHoldsNothing) {
  // A parse abandoned at --max-file-time leaves no tree.
  treesitter::ChildTable Table(nullptr);
  js::SyntaxTree T(Source, ir::Language::TSX);
  EXPECT_FALSE(Table.namedChildren(T.root()));
}

TEST(JsFrontendChildTable, NodesBelowTheDepthLimitAreNotRecorded) {
  std::string Deep =
      "const v = " + std::string(40, '[') + "1" + std::string(40, ']') + ";\n";
  js::SyntaxTree T(Deep, ir::Language::JavaScript);
  treesitter::ChildTable Table(T.tree());
  js::FunctionIndex Index;
  Index.build(T, /*MaxDepth=*/10, nullptr, false, &Table);
  ASSERT_TRUE(Index.DepthExceeded);
  unsigned Recorded = 0, Unrecorded = 0;
  for (TSNode N : allNodes(T.root())) {
    if (ts_node_named_child_count(N) == 0)
      continue;
    if (std::optional<llvm::ArrayRef<TSNode>> Got = Table.namedChildren(N)) {
      ++Recorded;
      EXPECT_TRUE(sameNodes(*Got, byCursor(N)));
    } else {
      ++Unrecorded;
    }
  }
  EXPECT_GT(Recorded, 0u);
  EXPECT_GT(Unrecorded, 30u); // the arrays the walk did not go into
}

} // namespace
