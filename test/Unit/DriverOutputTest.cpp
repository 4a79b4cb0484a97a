//===- DriverOutputTest.cpp - Output formats and fingerprints -------------===//

#include "tools/driver/LineHash.h"
#include "tools/driver/Output.h"
#include "tools/driver/SourceReader.h"

#include "llvm/Support/JSON.h"

#include "gtest/gtest.h"

using namespace tensorlint;
using namespace tensorlint::driver;

namespace {

/// Fingerprint of the first finding on the line containing Needle.
std::string fingerprintAt(llvm::StringRef Text, llvm::StringRef Needle) {
  LineTable T(Text);
  for (unsigned N = 1;; ++N) {
    llvm::StringRef L = T.line(N);
    if (L.contains(Needle)) {
      FingerprintCounter C;
      return C.next("tensor-undisposed", "src/a.js", L);
    }
    if (L.empty() && N > 1000)
      return "";
  }
}

TEST(DriverLineHash, StableWhenUnrelatedLinesAreAddedAbove) {
  const char *Before = "function f() {\n  const y = tf.tensor([1]);\n}\n";
  const char *After = "// a new comment\nimport x from 'x';\n\n"
                      "function f() {\n    const y = tf.tensor([1]);\n}\n";
  std::string A = fingerprintAt(Before, "tf.tensor");
  std::string B = fingerprintAt(After, "tf.tensor");
  EXPECT_EQ(A, B); // re-indented and moved down: same fingerprint
  EXPECT_EQ(A.size(), 16u + 2u);
  EXPECT_TRUE(llvm::StringRef(A).ends_with(":1"));
}

TEST(DriverLineHash, ChangesWithRulePathAndText) {
  std::string H = lineHash("tensor-undisposed", "a.js", "const y = f();");
  EXPECT_NE(H, lineHash("tensor-double-dispose", "a.js", "const y = f();"));
  EXPECT_NE(H, lineHash("tensor-undisposed", "b.js", "const y = f();"));
  EXPECT_NE(H, lineHash("tensor-undisposed", "a.js", "const z = f();"));
  EXPECT_EQ(H, lineHash("tensor-undisposed", "a.js", " const  y=f(); \r"));
  // A known value: the hash must not change between releases or platforms
  // (code-scanning services compare it across runs).
  EXPECT_EQ(H, "ad954ccded24d4a6");
}

TEST(DriverLineHash, RepeatsAreNumbered) {
  FingerprintCounter C;
  std::string A = C.next("r", "p", "x();");
  std::string B = C.next("r", "p", "x();");
  EXPECT_EQ(A.substr(0, 16), B.substr(0, 16));
  EXPECT_TRUE(llvm::StringRef(A).ends_with(":1"));
  EXPECT_TRUE(llvm::StringRef(B).ends_with(":2"));
}

TEST(DriverLineTable, LinesWithoutTerminatorsOrBom) {
  LineTable T("\xEF\xBB\xBF"
              "one\r\ntwo\n\nfour");
  EXPECT_EQ(T.line(1), "one");
  EXPECT_EQ(T.line(2), "two");
  EXPECT_EQ(T.line(3), "");
  EXPECT_EQ(T.line(4), "four");
  EXPECT_EQ(T.line(5), "");
  EXPECT_EQ(T.line(0), "");
}

TEST(DriverUtf16Column, CountsCodeUnits) {
  EXPECT_EQ(utf16Column("abc", 3), 3u);
  // "é" is 2 bytes, 1 unit: byte column 4 (after "é" + "x") is unit column 3.
  EXPECT_EQ(utf16Column("\xC3\xA9xy", 4), 3u);
  // An astral character is 4 bytes, 2 units.
  EXPECT_EQ(utf16Column("\xF0\x9F\x98\x80z", 5), 3u);
  // Invalid UTF-8 counts one unit per byte; past the end too.
  EXPECT_EQ(utf16Column("\xFF\xFEz", 3), 3u);
  EXPECT_EQ(utf16Column("ab", 6), 6u);
}

TEST(DriverSourceReader, BinarySniffing) {
  EXPECT_FALSE(looksBinary("const x = 1;\n\tfoo();\r\n"));
  EXPECT_FALSE(looksBinary("// caf\xC3\xA9 \xFF invalid utf-8 is text\n"));
  EXPECT_FALSE(looksBinary(""));
  EXPECT_TRUE(looksBinary(llvm::StringRef("abc\0def", 7)));
  EXPECT_TRUE(looksBinary("\x01\x02\x03\x04\x05\x06 some text"));
}

RunResult sampleResult() {
  RunResult R;
  rules::Finding F;
  F.RuleId = "tensor-undisposed";
  F.Path = "src/a b.js";
  F.Range.Begin = {2, 9};
  F.Range.End = {2, 10};
  F.Message = "tensor 'y' is never disposed";
  rules::Note N;
  N.Range.Begin = {2, 13};
  N.Message = "created here";
  F.Notes.push_back(N);
  R.Findings.push_back(F);
  rules::Finding G = F;
  G.RuleId = "tensor-unknown-rule";
  G.Notes.clear();
  R.Findings.push_back(G);
  R.CollectDiags.push_back({"missing.js",
                            {},
                            Diagnostic::Error,
                            Diagnostic::Input,
                            "No such file or directory",
                            ""});
  return R;
}

TEST(DriverOutput, TextIsClangTidyStyle) {
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  printText(sampleResult(), OS);
  EXPECT_EQ(Out, "src/a b.js:2:9: warning: tensor 'y' is never disposed "
                 "[tensor-undisposed]\n"
                 "src/a b.js:2:13: note: created here\n"
                 "src/a b.js:2:9: warning: tensor 'y' is never disposed "
                 "[tensor-unknown-rule]\n");
}

TEST(DriverOutput, SummaryLine) {
  RunResult R = sampleResult();
  EXPECT_EQ(summaryLine(R, 0.083), "2 warnings in 1 file (0 files checked in "
                                   "0.08 s)");
  R.Findings.clear();
  EXPECT_EQ(summaryLine(R, 1.0), "no warnings (0 files checked in 1.00 s)");
}

TEST(DriverOutput, JsonShape) {
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  printJson(sampleResult(), OS);
  llvm::Expected<llvm::json::Value> V = llvm::json::parse(Out);
  ASSERT_TRUE(bool(V)) << llvm::toString(V.takeError());
  const llvm::json::Object *O = V->getAsObject();
  ASSERT_TRUE(O);
  EXPECT_EQ(O->getString("version"), versionString());
  const llvm::json::Array *Fs = O->getArray("findings");
  ASSERT_TRUE(Fs);
  ASSERT_EQ(Fs->size(), 2u);
  const llvm::json::Object *F = (*Fs)[0].getAsObject();
  EXPECT_EQ(F->getString("rule"), "tensor-undisposed");
  EXPECT_EQ(F->getInteger("line"), 2);
  EXPECT_EQ(F->getInteger("endColumn"), 10);
  EXPECT_EQ(F->getArray("notes")->size(), 1u);
  const llvm::json::Array *Es = O->getArray("errors");
  ASSERT_TRUE(Es);
  ASSERT_EQ(Es->size(), 1u);
  EXPECT_EQ((*Es)[0].getAsObject()->getString("path"), "missing.js");
}

TEST(DriverOutput, SarifShape) {
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  std::vector<RuleDescriptor> Rules = {{"tensor-double-dispose", "x", "xx"},
                                       {"tensor-undisposed", "y", "yy"}};
  printSarif(sampleResult(), Rules, "/work/proj", OS);
  llvm::Expected<llvm::json::Value> V = llvm::json::parse(Out);
  ASSERT_TRUE(bool(V)) << llvm::toString(V.takeError());
  const llvm::json::Object *Root = V->getAsObject();
  EXPECT_EQ(Root->getString("version"), "2.1.0");
  const llvm::json::Object *Run = (*Root->getArray("runs"))[0].getAsObject();
  const llvm::json::Array *RuleArr =
      Run->getObject("tool")->getObject("driver")->getArray("rules");
  // The unknown rule of the second finding is appended to the descriptors.
  ASSERT_EQ(RuleArr->size(), 3u);
  EXPECT_EQ((*RuleArr)[2].getAsObject()->getString("id"),
            "tensor-unknown-rule");
  EXPECT_TRUE((*RuleArr)[1].getAsObject()->getString("helpUri")->ends_with(
      "/docs/rules/tensor-undisposed.md"));
  const llvm::json::Array *Results = Run->getArray("results");
  ASSERT_EQ(Results->size(), 2u);
  const llvm::json::Object *R0 = (*Results)[0].getAsObject();
  EXPECT_EQ(R0->getInteger("ruleIndex"), 1);
  EXPECT_EQ((*Results)[1].getAsObject()->getInteger("ruleIndex"), 2);
  const llvm::json::Object *Loc =
      (*R0->getArray("locations"))[0].getAsObject()->getObject(
          "physicalLocation");
  EXPECT_EQ(Loc->getObject("artifactLocation")->getString("uri"),
            "src/a%20b.js");
  EXPECT_EQ(Loc->getObject("artifactLocation")->getString("uriBaseId"),
            "%SRCROOT%");
  EXPECT_EQ(Loc->getObject("region")->getInteger("startLine"), 2);
  EXPECT_EQ(R0->getArray("relatedLocations")->size(), 1u);
  EXPECT_TRUE(R0->getObject("partialFingerprints")
                  ->getString("primaryLocationLineHash")
                  .has_value());
  const llvm::json::Object *Inv =
      (*Run->getArray("invocations"))[0].getAsObject();
  EXPECT_EQ(Inv->getBoolean("executionSuccessful"), false);
}

} // namespace
