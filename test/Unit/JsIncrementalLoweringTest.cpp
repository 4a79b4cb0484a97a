//===- JsIncrementalLoweringTest.cpp - Edits that add or remove functions -===//
//
// An open document is edited the way typing between functions edits it, and
// lowered with verification (LowerRequest::VerifyIncremental: a fresh
// lowering too, compared). Each test checks whether the lowering was
// incremental, with how many functions added and removed, or why it was
// not; and that its IR is the IR a fresh lowering of the text makes.
//
//===----------------------------------------------------------------------===//

#include "JsFrontendTestUtil.h"
#include "frontend/js/FunctionCorrespondence.h"
#include "frontend/js/JsDocument.h"
#include "ir/IRPrinter.h"
#include "ir/Renumber.h"

#include <gtest/gtest.h>

using namespace tensorlint;
using namespace tensorlint::test;

namespace {

constexpr const char *Base = "import * as tf from '@tensorflow/tfjs';\n"
                             "let calls = 0;\n"
                             "function make() {\n"
                             "  return tf.zeros([1]);\n"
                             "}\n"
                             "function step() {\n"
                             "  const t = make();\n"
                             "  calls++;\n"
                             "  console.log(calls);\n"
                             "}\n"
                             "class Runner {\n"
                             "  run() { return step(); }\n"
                             "}\n"
                             "export function loop() {\n"
                             "  for (;;) new Runner().run();\n"
                             "}\n";

/// An open document of Base, lowered once.
class Editing : public ::testing::Test {
protected:
  void SetUp() override {
    Doc = std::make_unique<frontend::js::JsDocument>(
        "/p/edit.js", ir::Language::JavaScript, Base);
    R.Path = R.ReadPath = "/p/edit.js";
    R.VerifyIncremental = true;
    EXPECT_TRUE(llvm::StringRef(lower()).starts_with("fresh: first"));
  }

  /// Replaces the first Old after the text At with New, and lowers.
  std::string replace(llvm::StringRef At, llvm::StringRef Old,
                      llvm::StringRef New) {
    llvm::StringRef Text = Doc->text();
    size_t From = Text.find(At);
    EXPECT_NE(From, llvm::StringRef::npos) << At.str();
    size_t Start = Text.find(Old, From + At.size());
    EXPECT_NE(Start, llvm::StringRef::npos) << Old.str();
    Doc->applyEdit(position(Start), position(Start + Old.size()), New, nullptr);
    return lower();
  }
  std::string insertAfter(llvm::StringRef At, llvm::StringRef New) {
    return replace(At, "", New);
  }

  /// Lowers the document; the lowering's note. Checks that the IR is the
  /// IR of a fresh lowering.
  std::string lower() {
    frontend::Lowered L = Doc->lower(R, shippedApis());
    EXPECT_NE(L.module(), nullptr) << L.Error;
    EXPECT_EQ(L.Incremental.find("DIFFERS"), std::string::npos)
        << L.Incremental;
    if (const ir::Module *M = L.module()) {
      std::string Now;
      llvm::raw_string_ostream OS(Now);
      ir::print(*M, OS);
      EXPECT_EQ(Now,
                dumpJs(Doc->text(), ir::Language::JavaScript, "/p/edit.js"));
    }
    return L.Incremental;
  }

  frontend::LspPosition position(size_t Offset) const {
    llvm::StringRef Before = llvm::StringRef(Doc->text()).take_front(Offset);
    uint32_t Line = Before.count('\n');
    size_t LineStart = Before.rfind('\n');
    uint32_t Col =
        LineStart == llvm::StringRef::npos ? Offset : Offset - LineStart - 1;
    return {Line, Col};
  }

  std::unique_ptr<frontend::js::JsDocument> Doc;
  frontend::LowerRequest R;
};

bool startsWith(const std::string &S, llvm::StringRef Prefix) {
  return llvm::StringRef(S).starts_with(Prefix);
}
bool has(const std::string &S, llvm::StringRef Needle) {
  return S.find(Needle.str()) != std::string::npos;
}

} // namespace

TEST_F(Editing, NewFunctionBetweenTwoIsLoweredAlone) {
  std::string Note =
      insertAfter("  return tf.zeros([1]);\n}", "\nfunction added(n) {\n"
                                                "  return n + 1;\n"
                                                "}");
  // (The text's difference starts in step's `function `, which the new
  // function's text begins with too: step is lowered again.)
  EXPECT_TRUE(startsWith(Note, "incremental: 3 of 6 functions lowered, 1 "
                               "added, 0 removed"))
      << Note;
  // And removed again: the functions after it get their ids back.
  Note = replace("  return tf.zeros([1]);\n}",
                 "\nfunction added(n) {\n  return n + 1;\n}", "");
  EXPECT_TRUE(startsWith(Note, "incremental: 2 of 5 functions lowered, 0 "
                               "added, 1 removed"))
      << Note;
}

TEST_F(Editing, CallbackTypedInABody) {
  // The arrow is a function of step's statement: step and it are lowered,
  // and the functions after them (Runner.run, loop) are renumbered.
  std::string Note =
      insertAfter("  calls++;\n", "  [1, 2].forEach(() => make());\n");
  EXPECT_TRUE(startsWith(Note, "incremental:")) << Note;
  EXPECT_TRUE(has(Note, "1 added, 0 removed")) << Note;
}

TEST_F(Editing, FunctionWhoseNameUnchangedCodeCallsIsLoweredAfresh) {
  // step calls make; a second make (a redeclaration) changes what it calls.
  std::string Note = insertAfter("  console.log(calls);\n}",
                                 "\nfunction make() { return 1; }");
  EXPECT_TRUE(startsWith(Note, "fresh: a name the change declared, renamed "
                               "or removed is used elsewhere"))
      << Note;
}

TEST_F(Editing, MethodThatUnchangedCodeCallsIsLoweredAfresh) {
  // loop calls run on a Runner: a second `run` in the class is read by
  // loop's lowering.
  std::string Note =
      insertAfter("  run() { return step(); }\n", "  run() { return 2; }\n");
  EXPECT_TRUE(startsWith(Note, "fresh:")) << Note;
}

TEST_F(Editing, ClassRenamedUnderCodeThatCallsItsMethods) {
  // loop finds Runner.run by the class's name.
  std::string Note = insertAfter("class Runner", "2");
  EXPECT_TRUE(startsWith(Note, "fresh: a name the change declared")) << Note;
}

TEST_F(Editing, ModuleVariableOthersUse) {
  // A top-level name nothing else spells: incremental.
  std::string Note = insertAfter("let calls = 0;\n", "let unused = 0;\n");
  EXPECT_TRUE(startsWith(Note, "incremental:")) << Note;
  // One that reads another module variable: still incremental.
  Note = insertAfter("  return tf.zeros([1]);\n}", "\nlet calls2 = calls;");
  EXPECT_TRUE(startsWith(Note, "incremental:")) << Note;
  // One that step spells (`console`, a global until now): step must be
  // lowered again to know what it holds.
  Note = insertAfter("let calls = 0;\n", "const console = {log() {}};\n");
  EXPECT_TRUE(startsWith(Note, "fresh: a name the change declared")) << Note;
}

TEST_F(Editing, ExportTypedAboveAFunctionRenamesItForAMoment) {
  // Typing `export` on a line of its own: error recovery names the next
  // function after the keyword, which no code can call.
  std::string Note = insertAfter("  console.log(calls);\n}\n", "export\n");
  EXPECT_TRUE(startsWith(Note, "incremental:")) << Note;
}

TEST(FunctionCorrespondence, MentionedOutside) {
  using frontend::js::mentionedOutside;
  llvm::StringRef Text = "const a = make(); function make2() {} x.export();";
  EXPECT_TRUE(mentionedOutside(Text, "make", 0, 0));
  EXPECT_FALSE(mentionedOutside(Text, "make", 10, 14));   // only inside
  EXPECT_FALSE(mentionedOutside(Text, "mak", 0, 0));      // inside others
  EXPECT_TRUE(mentionedOutside(Text, "jobs.make", 0, 0)); // by its last part
  // A reserved word counts only as a property.
  EXPECT_TRUE(mentionedOutside(Text, "export", 0, 0));
  EXPECT_FALSE(mentionedOutside("export function f() {}", "export", 0, 0));
}

TEST(Renumber, CallsCallbacksAndParents) {
  ir::Function F;
  F.Parent = 2;
  F.Attrs.DeferredBy = {3};
  F.Blocks.emplace_back();
  ir::Op Call;
  Call.Kind = ir::OpKind::Call;
  Call.Callee = 3;
  Call.Callbacks.push_back({0, 4, {ir::NoFunction, 0}, ""});
  F.Blocks[0].Ops.push_back(Call);
  // 0 -> 0, 1 gone, 2 -> 1, 3 -> 2, 4 -> 3.
  std::vector<ir::FunctionId> NewOf = {0, ir::NoFunction, 1, 2, 3};
  bool Changed = false;
  ASSERT_TRUE(ir::renumberFunctions(F, ir::Renumbering{NewOf}, Changed));
  EXPECT_TRUE(Changed);
  EXPECT_EQ(F.Parent, 1u);
  EXPECT_EQ(F.Attrs.DeferredBy, std::vector<ir::FunctionId>{2});
  EXPECT_EQ(F.Blocks[0].Ops[0].Callee, 2u);
  EXPECT_EQ(F.Blocks[0].Ops[0].Callbacks[0].Fn, 3u);
  EXPECT_EQ(F.Blocks[0].Ops[0].Callbacks[0].Param.Fn, ir::NoFunction);
  // A call of a function that is gone.
  F.Blocks[0].Ops[0].Callee = 0;
  NewOf = {ir::NoFunction, 0, 1, 2};
  EXPECT_FALSE(ir::renumberFunctions(F, ir::Renumbering{NewOf}, Changed));
}
