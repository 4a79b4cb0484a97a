//===- VisibleWalkTest.cpp - The fast walk against a tree-sitter cursor ---===//
//
// tl_walk_visible (frontend/treesitter/VisibleWalk.h) reads tree-sitter's
// internal subtree layout to walk a tree faster than a cursor does. Its
// events must be a cursor's: the same nodes (ids, positions, aliases), in
// the same order, going down and up at the same places, for every grammar
// the build has, from any node, and when the visitor prunes.
//
//===----------------------------------------------------------------------===//

#include "frontend/treesitter/VisibleWalk.h"

#include <gtest/gtest.h>
#include <tree_sitter/api.h>

#include <cstring>
#include <functional>
#include <string>
#include <vector>

extern "C" const TSLanguage *tree_sitter_javascript(void);
extern "C" const TSLanguage *tree_sitter_typescript(void);
extern "C" const TSLanguage *tree_sitter_tsx(void);
extern "C" const TSLanguage *tree_sitter_python(void);

namespace {

enum class Kind { Visit, Down, Up };
struct Event {
  Kind K;
  TSNode N;
  bool operator==(const Event &O) const {
    return K == O.K && std::memcmp(&N, &O.N, sizeof(TSNode)) == 0;
  }
};

using Prune = std::function<bool(TSNode)>; ///< True: do not go below.

/// The events of a walk with a cursor, as FunctionIndex walked before.
std::vector<Event> byCursor(TSNode Start, const Prune &Stop) {
  std::vector<Event> Out;
  TSTreeCursor C = ts_tree_cursor_new(Start);
  std::vector<TSNode> Stack;
  while (true) {
    TSNode N = ts_tree_cursor_current_node(&C);
    Out.push_back({Kind::Visit, N});
    if (!Stop(N) && ts_tree_cursor_goto_first_child(&C)) {
      Out.push_back({Kind::Down, N});
      Stack.push_back(N);
      continue;
    }
    bool Done = false;
    while (!ts_tree_cursor_goto_next_sibling(&C)) {
      if (Stack.empty() || !ts_tree_cursor_goto_parent(&C)) {
        Done = true;
        break;
      }
      Out.push_back({Kind::Up, Stack.back()});
      Stack.pop_back();
    }
    if (Done)
      break;
  }
  ts_tree_cursor_delete(&C);
  return Out;
}

std::vector<Event> byWalk(TSNode Start, const Prune &Stop) {
  struct State {
    const Prune &Stop;
    std::vector<Event> Out;
  } S{Stop, {}};
  TLVisibleWalker W;
  W.payload = &S;
  W.visit = [](void *P, TSNode N) {
    State &S = *static_cast<State *>(P);
    S.Out.push_back({Kind::Visit, N});
    return !S.Stop(N);
  };
  W.down = [](void *P, TSNode N) {
    static_cast<State *>(P)->Out.push_back({Kind::Down, N});
  };
  W.up = [](void *P, TSNode N) {
    static_cast<State *>(P)->Out.push_back({Kind::Up, N});
  };
  tl_walk_visible(Start, &W);
  return S.Out;
}

/// Parses Text and checks the walk against a cursor from the root and from
/// every node with children, without pruning and pruning at some nodes.
void checkLikeACursor(const TSLanguage *Language, const std::string &Text) {
  TSParser *P = ts_parser_new();
  ASSERT_TRUE(ts_parser_set_language(P, Language));
  TSTree *T = ts_parser_parse_string(P, nullptr, Text.data(), Text.size());
  ASSERT_NE(T, nullptr);
  Prune Never = [](TSNode) { return false; };
  // Below every third named node, and never below a statement block.
  Prune Some = [](TSNode N) {
    return (ts_node_start_byte(N) % 3 == 0 && ts_node_is_named(N)) ||
           std::strcmp(ts_node_type(N), "statement_block") == 0;
  };
  std::vector<Event> All = byCursor(ts_tree_root_node(T), Never);
  EXPECT_EQ(byWalk(ts_tree_root_node(T), Never), All);
  EXPECT_EQ(byWalk(ts_tree_root_node(T), Some),
            byCursor(ts_tree_root_node(T), Some));
  size_t Starts = 0;
  for (const Event &E : All)
    if (E.K == Kind::Down) {
      ++Starts;
      ASSERT_EQ(byWalk(E.N, Never), byCursor(E.N, Never))
          << ts_node_type(E.N) << " at byte " << ts_node_start_byte(E.N);
    }
  EXPECT_GT(Starts, 5u);
  ts_tree_delete(T);
  ts_parser_delete(P);
}

/// Long statement lists (kept as hidden nodes), aliases (a property name is
/// an aliased identifier), comments between children (extras), JSX, a
/// syntax error and a missing token.
const char *Js = R"(// leading
import * as tf from '@tensorflow/tfjs';
class Model { constructor(net) { this.net = net; } #p = 1;
  predict(x) { /* mid */ return tf.tidy(() => this.net.predict(x)); } }
function loop(xs) {
  for (const x of xs) { const t = tf.tensor(x); t.dispose(); }
  let a = 1; a += 2; a *= 3; a -= 4; a /= 5; a %= 6; label: while (a) break label;
  return xs.map((x, i) => ({ x, i, s: `${x}`, [i]: /re/g }));
}
const broken = (;
if (a { b(); }
)";

const char *Ts = R"(import * as tf from '@tensorflow/tfjs';
export interface Shape<T extends object = {}> { a: T; b?: (x: number) => void }
type U = keyof Shape<string> | `a${number}`;
export abstract class Model<T> implements Shape<T> {
  private readonly net: tf.LayersModel; // trailing
  constructor(net: tf.LayersModel) { this.net = net; }
  predict(x: tf.Tensor): tf.Tensor { return this.net.predict(x) as tf.Tensor; }
  abstract f(): void;
}
enum E { A = 1, B = A << 2 }
declare function g<T>(x: T): T;
const v = <T,>(x: T) => x satisfies unknown;
)";

const char *Tsx = R"(const View = ({ x }: { x: number }) => (
  <div onClick={() => tf.zeros([1])} data-x="1">{x + 2}<br/>
    <>{[1, 2].map((i) => <span key={i}>{i}</span>)}</>
  </div>);
)";

const char *Py = R"(import tensorflow as tf
@tf.function
def f(x, *args, y=1, **kw):
    """doc"""
    with tf.GradientTape() as tape:  # comment
        t = tf.constant([1, 2]) if x else None
    return [i for i in range(3) if i], {k: v for k, v in kw.items()}
class C(Base, metaclass=M):
    def m(self): return lambda z: z ** 2
match x:
    case [1, *rest]: pass
def broken(:
)";

TEST(VisibleWalk, JavaScriptLikeACursor) {
  checkLikeACursor(tree_sitter_javascript(), Js);
}
TEST(VisibleWalk, TypeScriptLikeACursor) {
  checkLikeACursor(tree_sitter_typescript(), Ts);
}
TEST(VisibleWalk, TsxLikeACursor) { checkLikeACursor(tree_sitter_tsx(), Tsx); }
TEST(VisibleWalk, PythonLikeACursor) {
  checkLikeACursor(tree_sitter_python(), Py);
}

TEST(VisibleWalk, DeepAndLongTreesLikeACursor) {
  // Deeper than the walk's levels on the stack, and a list of statements
  // long enough for many levels of hidden nodes.
  std::string Deep =
      "x = " + std::string(200, '(') + "1" + std::string(200, ')') + ";\n";
  for (int I = 0; I != 3000; ++I)
    Deep += "f(" + std::to_string(I) + ");\n";
  checkLikeACursor(tree_sitter_javascript(), Deep);
}

TEST(VisibleWalk, ANullNodeIsNotWalked) {
  std::vector<Event> Got = byWalk(TSNode{}, [](TSNode) { return false; });
  EXPECT_TRUE(Got.empty());
}

} // namespace
