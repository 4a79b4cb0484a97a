//===- DriverConfigTest.cpp - .tensorlint.yaml parsing and lookup ---------===//

#include "tools/driver/Config.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include "gtest/gtest.h"

using namespace tensorlint;
using namespace tensorlint::driver;
namespace fs = llvm::sys::fs;

namespace {

std::string errorOf(llvm::StringRef Text) {
  llvm::Expected<ConfigFile> C = ConfigFile::parse(Text, "/p/.tensorlint.yaml");
  if (C)
    return "";
  return llvm::toString(C.takeError());
}

TEST(DriverConfig, ParsesEveryKey) {
  llvm::Expected<ConfigFile> C = ConfigFile::parse(
      "checks: '-*,tensor-undisposed'\n"
      "rules: {tensor-model-reload: off, tensor-undisposed: error}\n"
      "apis: [x.yaml]\n"
      "ignore: ['dist/**']\n"
      "overrides:\n"
      "  - files: 'test/**'\n"
      "    rules: {tensor-undisposed: warning}\n",
      "/p/.tensorlint.yaml");
  ASSERT_TRUE(bool(C)) << llvm::toString(C.takeError());
  EXPECT_EQ(C->Top.Apis, std::vector<std::string>{"/p/x.yaml"});
  FileConfig Src = C->resolve("/p/src/a.js", "");
  EXPECT_EQ(Src.Checks,
            "-*,tensor-undisposed,-tensor-model-reload,tensor-undisposed");
  EXPECT_EQ(Src.Severities.lookup("tensor-undisposed"), rules::Severity::Error);
  EXPECT_FALSE(Src.Ignored);
  FileConfig Test = C->resolve("/p/test/a.js", "tensor-model-reload");
  EXPECT_EQ(Test.Severities.lookup("tensor-undisposed"),
            rules::Severity::Warning);
  EXPECT_TRUE(llvm::StringRef(Test.Checks).ends_with(",tensor-model-reload"));
  EXPECT_TRUE(C->resolve("/p/dist/a.js", "").Ignored);
}

TEST(DriverConfig, ErrorsHaveLineAndColumn) {
  EXPECT_EQ(errorOf("rules:\n  tensor-undisposed: loud\n"),
            "/p/.tensorlint.yaml:2:22: error: invalid severity 'loud' for "
            "rule 'tensor-undisposed' (expected off, warning or error)");
  EXPECT_EQ(errorOf("checks: [a]\n"),
            "/p/.tensorlint.yaml:1:10: error: expected a string");
  EXPECT_TRUE(llvm::StringRef(errorOf("rules: {a: [\n"))
                  .starts_with("/p/.tensorlint.yaml:"));
  EXPECT_EQ(errorOf(""), "");
}

TEST(DriverConfig, NearestFileWins) {
  llvm::SmallString<128> Root;
  ASSERT_FALSE(fs::createUniqueDirectory("tl-config", Root));
  auto Write = [&](llvm::StringRef Rel, llvm::StringRef Text) {
    llvm::SmallString<256> P(Root);
    llvm::sys::path::append(P, Rel);
    fs::create_directories(llvm::sys::path::parent_path(P));
    std::error_code EC;
    llvm::raw_fd_ostream OS(P, EC);
    OS << Text;
  };
  Write(".tensorlint.yaml", "checks: 'tensor-undisposed'\n");
  Write("sub/.tensorlint.yaml", "checks: '-tensor-model-reload'\n");
  Write("bad/.tensorlint.yaml", "nope: 1\n");
  ConfigResolver R("cmd");
  llvm::Expected<FileConfig> A = R.configFor((Root + "/x/a.js").str());
  ASSERT_TRUE(bool(A));
  EXPECT_EQ(A->Checks, "tensor-undisposed,cmd");
  llvm::Expected<FileConfig> B = R.configFor((Root + "/sub/d/b.js").str());
  ASSERT_TRUE(bool(B));
  EXPECT_EQ(B->Checks, "-tensor-model-reload,cmd");
  llvm::Expected<FileConfig> C = R.configFor((Root + "/bad/c.js").str());
  ASSERT_FALSE(bool(C));
  EXPECT_NE(llvm::toString(C.takeError()).find(":1:1: error: unknown key"),
            std::string::npos);
  Write("sub/.tensorlint.yaml", "checks: 'tensor-double-dispose'\n");
  R.invalidate();
  llvm::Expected<FileConfig> B2 = R.configFor((Root + "/sub/d/b.js").str());
  ASSERT_TRUE(bool(B2));
  EXPECT_EQ(B2->Checks, "tensor-double-dispose,cmd");
  // A glob that names no rule is an error, as on the command line.
  Write("typo/.tensorlint.yaml", "checks: '-*,tensor-undisposd'\n");
  llvm::Expected<FileConfig> T = R.configFor((Root + "/typo/t.js").str());
  ASSERT_FALSE(bool(T));
  EXPECT_NE(llvm::toString(T.takeError())
                .find("error: 'tensor-undisposd' matches no rule"),
            std::string::npos);
  fs::remove_directories(Root);
}

} // namespace
