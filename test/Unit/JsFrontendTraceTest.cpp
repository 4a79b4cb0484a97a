//===- JsFrontendTraceTest.cpp - Later passes lower only what changed -----===//
//
// In a later lowering pass, a function that read no shared fact that
// changed keeps its last IR and replays the changes it asked
// (FunctionTrace.h). The IR must be what lowering every function in every
// pass makes: the lowering with a FactLog, which traces nothing, is that.
//
//===----------------------------------------------------------------------===//

#include "JsFrontendTestUtil.h"

#include "frontend/js/FileLowering.h"
#include "ir/IRPrinter.h"

#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>

using namespace tensorlint;
using namespace tensorlint::frontend::js;

namespace {

struct Lowered {
  std::string IR;
  unsigned Replayed = 0;
};

/// Source lowered pass after pass, every function each time (Everything)
/// or only those whose reads changed.
Lowered lower(llvm::StringRef Source, bool Everything) {
  SyntaxTree T(Source, ir::Language::JavaScript);
  JsOptions Opts;
  FileLowering L(T, "t.js", ir::Language::JavaScript, test::shippedApis(),
                 Opts);
  Lowered Out;
  if (L.prepare()) {
    PassPlan All;
    FactLog Log;
    L.runPasses(All, Everything ? &Log : nullptr);
  }
  llvm::raw_string_ostream OS(Out.IR);
  ir::print(L.M, OS);
  Out.Replayed = L.Replayed;
  return Out;
}

void expectSameIR(llvm::StringRef Source, unsigned MinReplayed) {
  Lowered All = lower(Source, true), Traced = lower(Source, false);
  EXPECT_EQ(All.IR, Traced.IR);
  EXPECT_EQ(All.Replayed, 0u);
  EXPECT_GE(Traced.Replayed, MinReplayed);
}

// Facts learned late in the first pass, each read by a function lowered
// before it was learned: what a function returns, what a module variable
// and a field hold, which parameters receive tensors, what uses and
// assignments say a declaration is, and a tidy callback's result (read
// only in the final pass). Functions that read none of them are replayed.
TEST(JsFrontendTrace, LaterPassesMatchLoweringEverything) {
  expectSameIR(R"(
import * as tf from '@tensorflow/tfjs';
let cache = null;
function early(x) {
  const y = makeTensor(x);
  use(cache);
  return tf.tidy(() => helper(y));
}
class Box {
  read() { return this.model.predict(this.input); }
  load() { this.model = tf.sequential(); this.input = tf.zeros([1]); }
}
function plain(a, b) { return a + b; }
function alsoPlain(s) { return s.length; }
function helper(t) { return t.mul(2); }
function makeTensor(x) { return tf.tensor(x); }
function use(v) { return v; }
function later(m) {
  let prev = null;
  prev = m.predict(tf.ones([2]));
  const r = prev.argMax();
  cache = tf.zeros([3]);
  const inner = () => r.sum();
  return inner();
}
function caller() { const t = tf.zeros([1]); later(t); helper(t); }
)",
               /*MinReplayed=*/3);
}

// Each fact alone: the function lowered first reads it before the function
// after it sets it, and must be lowered again in the next pass.
TEST(JsFrontendTrace, EachFactReadBeforeItIsLearned) {
  const char *Head = "import * as tf from '@tensorflow/tfjs';\n"
                     "const warm = tf.ones([1]);\n";
  for (const char *Body : {
           // What a function returns.
           "function first() { const y = second(); return 1; }\n"
           "function second() { return tf.zeros([1]); }\n",
           // What a module variable holds.
           "let m = null;\n"
           "function first() { return m; }\n"
           "function second() { m = tf.zeros([1]); }\n",
           // What a field holds.
           "class C {\n"
           "  first() { return this.t; }\n"
           "  second() { this.t = tf.zeros([1]); }\n"
           "}\n",
           // Which parameters receive tensors.
           "function first(p) { const q = p; return 1; }\n"
           "function second() { first(tf.zeros([1])); }\n",
           // What a later use says a declaration holds.
           "let model = null;\n"
           "function first() { return 1; }\n"
           "function second(x) { return model.predict(x); }\n",
           // What a later assignment says a declaration holds.
           "function first(xs) {\n"
           "  let prev = null;\n"
           "  for (const x of xs) { prev?.dispose(); prev = tf.square(x); }\n"
           "}\n"
           "function second() { return 1; }\n",
           // A tidy callback's result, read in the final pass only.
           "function first() { const v = tf.tidy(() => warm.dataSync()[0]); }\n"
           "function second() { return 1; }\n",
       }) {
    SCOPED_TRACE(Body);
    expectSameIR((std::string(Head) + Body).c_str(), 1);
  }
  // Whether the file calls the library at all: learned only from the
  // function after the one whose declaration's uses say it holds a model.
  expectSameIR("import * as tf from '@tensorflow/tfjs';\n"
               "function first(p) { const m = p; return m.predict(1); }\n"
               "function second() { return tf.zeros([1]); }\n",
               1);
}

// Closures: a parent replayed makes its closures' captures again, and a
// closure whose captures changed is lowered again.
TEST(JsFrontendTrace, ClosuresSeeTheCapturesTheirParentMakes) {
  expectSameIR(R"(
import * as tf from '@tensorflow/tfjs';
function outer(model) {
  const x = tf.zeros([1]);
  const f = () => {
    const g = () => model.predict(x);
    return g();
  };
  return f();
}
function second() { return outer(tf.sequential()); }
function third(n) { return n + 1; }
)",
               1);
}

// A function handed to a freeing scope by a function lowered after it
// (a scope callback mark), and one that calls itself.
TEST(JsFrontendTrace, ScopeCallbackMarksAndRecursion) {
  expectSameIR(R"(
import * as tf from '@tensorflow/tfjs';
function step(x) { return x.square().sum(); }
function loop(x, n) { return n ? loop(x, n - 1) : tf.tidy(() => step(x)); }
function run() { return tf.tidy(step); }
function other(s) { return s.trim(); }
)",
               1);
}

/// The names closure Name (a `const Name = ...` arrow) was given.
std::vector<std::string> capturedBy(const FileLowering &L,
                                    llvm::StringRef Name) {
  std::vector<std::string> Out;
  for (ir::FunctionId Id = 0; Id < L.Index.Functions.size(); ++Id)
    if (L.Index.Functions[Id].Name == Name)
      for (const auto &E : L.Ctx->Captures[Id])
        Out.push_back(E.getKey().str());
  llvm::sort(Out);
  return Out;
}

// A closure is given only the names in view that its text spells
// (lowerClosure): a scope of many names, as in a bundle, is not copied into
// each of its closures. A name only a nested closure spells is still the
// enclosing closure's (its text holds the nested one's); a name inside a
// template, or next to a non-ASCII space, is spelled too.
TEST(JsFrontendTrace, ClosuresAreGivenTheNamesTheySpell) {
  std::string Source = "import * as tf from '@tensorflow/tfjs';\n"
                       "function outer(model) {\n"
                       "  const x = tf.zeros([1]);\n"
                       "  const y = tf.ones([1]);\n";
  for (int I = 0; I < 100; ++I)
    Source += "  const unused" + std::to_string(I) + " = " + std::to_string(I) +
              ";\n";
  Source += "  const f = () => {\n"
            "    const g = () => model.predict(x);\n"
            "    y.print();\n"
            "    return g();\n"
            "  };\n"
            "  const h = () => `${y}`;\n"
            // x between two no-break spaces, which JS counts as spaces.
            "  const m = () =>\xC2\xA0x\xC2\xA0;\n"
            "  return [f(), h(), m()];\n"
            "}\n";
  SyntaxTree T(Source, ir::Language::JavaScript);
  JsOptions Opts;
  FileLowering L(T, "t.js", ir::Language::JavaScript, test::shippedApis(),
                 Opts);
  ASSERT_TRUE(L.prepare());
  PassPlan All;
  ASSERT_EQ(L.runPasses(All, nullptr), FileLowering::Outcome::Done);
  using Names = std::vector<std::string>;
  EXPECT_EQ(capturedBy(L, "f"), (Names{"model", "x", "y"}));
  EXPECT_EQ(capturedBy(L, "g"), (Names{"model", "x"}));
  EXPECT_EQ(capturedBy(L, "h"), (Names{"y"}));
  EXPECT_EQ(capturedBy(L, "m"), (Names{"x"}));
}

} // namespace
