//===- DriverPipelineTest.cpp - Reading, lowering and analysing -----------===//

#include "tools/driver/Driver.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include "gtest/gtest.h"

using namespace tensorlint;
using namespace tensorlint::driver;
namespace fs = llvm::sys::fs;

namespace {

const char *Leak = "import * as tf from '@tensorflow/tfjs';\n"
                   "function f() {\n"
                   "  const y = tf.tensor([1]);\n"
                   "  y.print();\n"
                   "}\n"
                   "setInterval(f, 100);\n";

class DriverPipeline : public ::testing::Test {
protected:
  void SetUp() override {
    ASSERT_FALSE(fs::createUniqueDirectory("tl-driver-pipeline", Root));
    llvm::Expected<apis::ApiDatabase> Db = loadApiDatabase({});
    ASSERT_TRUE(bool(Db)) << llvm::toString(Db.takeError());
    Apis = std::make_unique<apis::ApiDatabase>(std::move(*Db));
  }
  void TearDown() override { fs::remove_directories(Root); }

  std::string write(llvm::StringRef Rel, llvm::StringRef Text) {
    llvm::SmallString<256> P(Root);
    llvm::sys::path::append(P, Rel);
    fs::create_directories(llvm::sys::path::parent_path(P));
    std::error_code EC;
    llvm::raw_fd_ostream OS(P, EC);
    EXPECT_FALSE(EC);
    OS << Text;
    return std::string(P);
  }

  llvm::SmallString<256> Root;
  std::unique_ptr<apis::ApiDatabase> Apis;
};

TEST_F(DriverPipeline, FileThatDisappearsIsAnErrorNamingIt) {
  std::string P = write("gone.js", Leak);
  InputFile In{P, P, ir::Language::JavaScript, /*Explicit=*/false, nullptr};
  fs::remove(P); // listed, then removed before reading
  SourceFile F = lowerInput(In, DriverOptions(), *Apis);
  EXPECT_FALSE(F.Module.has_value());
  ASSERT_EQ(F.Diags.size(), 1u);
  EXPECT_EQ(F.Diags[0].Path, P);
  EXPECT_TRUE(F.Diags[0].isInputError());
}

TEST_F(DriverPipeline, WalkedBinaryIsANoteNamedBinaryIsAnError) {
  std::string P = write("blob.js", llvm::StringRef("\x7f"
                                                   "ELF\0\0\1",
                                                   7));
  SourceFile Walked = lowerInput(
      {P, P, ir::Language::JavaScript, false, nullptr}, DriverOptions(), *Apis);
  ASSERT_EQ(Walked.Diags.size(), 1u);
  EXPECT_FALSE(Walked.Diags[0].isInputError());
  SourceFile Named = lowerInput({P, P, ir::Language::JavaScript, true, nullptr},
                                DriverOptions(), *Apis);
  ASSERT_EQ(Named.Diags.size(), 1u);
  EXPECT_TRUE(Named.Diags[0].isInputError());
  EXPECT_EQ(Named.Diags[0].Message, "binary file, not analysed");
}

TEST_F(DriverPipeline, SizeLimit) {
  std::string P = write("big.js", std::string(5000, ' ') + Leak);
  DriverOptions Opts;
  Opts.MaxFileBytes = 1000;
  SourceFile F =
      lowerInput({P, P, ir::Language::JavaScript, true, nullptr}, Opts, *Apis);
  EXPECT_FALSE(F.Module.has_value());
  ASSERT_EQ(F.Diags.size(), 1u);
  EXPECT_NE(F.Diags[0].Message.find("file too large"), std::string::npos);
  Opts.MaxFileBytes = 0; // no limit
  SourceFile G =
      lowerInput({P, P, ir::Language::JavaScript, true, nullptr}, Opts, *Apis);
  EXPECT_TRUE(G.Module.has_value());
}

TEST_F(DriverPipeline, ResultDoesNotDependOnJobs) {
  for (int I = 0; I < 12; ++I)
    write(("d" + llvm::Twine(I % 3) + "/f" + llvm::Twine(I) + ".js").str(),
          Leak);
  DriverOptions Opts;
  Opts.Inputs = {std::string(Root)};
  Opts.Jobs = 1;
  RunResult One = run(Opts, *Apis);
  Opts.Jobs = 4;
  RunResult Four = run(Opts, *Apis);
  ASSERT_EQ(One.Findings.size(), 12u);
  ASSERT_EQ(One.Findings.size(), Four.Findings.size());
  for (size_t I = 0; I < One.Findings.size(); ++I) {
    EXPECT_EQ(One.Findings[I].Path, Four.Findings[I].Path);
    EXPECT_EQ(One.Findings[I].Range.Begin, Four.Findings[I].Range.Begin);
    EXPECT_EQ(One.Findings[I].Message, Four.Findings[I].Message);
  }
  EXPECT_TRUE(std::is_sorted(One.Findings.begin(), One.Findings.end()));
  EXPECT_EQ(One.exitCode(), 1);
  EXPECT_EQ(One.filesChecked(), 12u);
}

TEST_F(DriverPipeline, ExitCodes) {
  llvm::SmallString<256> Clean(write("clean.js", "let x = 1;\n"));
  DriverOptions Opts;
  Opts.Inputs = {std::string(Clean)};
  EXPECT_EQ(run(Opts, *Apis).exitCode(), 0);
  Opts.Inputs.push_back(write("leak.js", Leak));
  EXPECT_EQ(run(Opts, *Apis).exitCode(), 1);
  Opts.Inputs.push_back((Clean + ".missing.js").str());
  RunResult R = run(Opts, *Apis);
  EXPECT_EQ(R.exitCode(), 2); // input errors win over findings
  EXPECT_EQ(R.Findings.size(), 1u);
}

TEST_F(DriverPipeline, ModelsStillLoadingAreWaitedForOnceAfterReading) {
  write("leak.js", Leak);
  write("clean.js", "let x = 1;\n");
  DriverOptions Opts;
  Opts.Inputs = {std::string(Root)};
  size_t Listed = 0, WaitsBeforeListing = 0, Waits = 0;
  Opts.AfterListing = [&](size_t N) { Listed = N; };
  RunResult R = run(Opts, [&]() -> const apis::ApiDatabase * {
    WaitsBeforeListing += Listed == 0;
    ++Waits;
    return Apis.get();
  });
  EXPECT_EQ(Waits, 1u);
  EXPECT_EQ(WaitsBeforeListing, 0u);
  ASSERT_EQ(R.Findings.size(), 1u);
  EXPECT_EQ(R.Findings, run(Opts, *Apis).Findings);
}

TEST_F(DriverPipeline, ModelsThatFailToLoadStopTheRun) {
  write("leak.js", Leak);
  DriverOptions Opts;
  Opts.Inputs = {std::string(Root)};
  RunResult R =
      run(Opts, []() -> const apis::ApiDatabase * { return nullptr; });
  EXPECT_TRUE(R.Files.empty());
  EXPECT_TRUE(R.Findings.empty());
}

TEST_F(DriverPipeline, BrokenApiFileNamesFileAndLine) {
  std::string P = write("bad.yaml", "library: x\nlanguage: js\n  - [oops\n");
  llvm::Expected<apis::ApiDatabase> Db = loadApiDatabase({P});
  ASSERT_FALSE(bool(Db));
  std::string Msg = llvm::toString(Db.takeError());
  EXPECT_EQ(llvm::StringRef(Msg).substr(0, P.size() + 1),
            (llvm::Twine(P) + ":").str())
      << Msg;
}

} // namespace
