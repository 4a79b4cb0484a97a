//===- DriverInputTest.cpp - Collecting input files -----------------------===//

#include "tools/driver/InputCollector.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include "gtest/gtest.h"

#include <unistd.h>

using namespace tensorlint::driver;
namespace fs = llvm::sys::fs;

namespace {

class DriverInput : public ::testing::Test {
protected:
  void SetUp() override {
    ASSERT_FALSE(fs::createUniqueDirectory("tl-driver-input", Root));
  }
  void TearDown() override { fs::remove_directories(Root); }

  std::string path(llvm::StringRef Rel) {
    llvm::SmallString<256> P(Root);
    llvm::sys::path::append(P, Rel);
    return std::string(P);
  }
  void write(llvm::StringRef Rel, llvm::StringRef Text = "let x = 1;\n") {
    std::string P = path(Rel);
    fs::create_directories(llvm::sys::path::parent_path(P));
    std::error_code EC;
    llvm::raw_fd_ostream OS(P, EC);
    ASSERT_FALSE(EC);
    OS << Text;
  }
  /// Collected paths relative to Root.
  std::vector<std::string> collect(CollectedInputs &C) {
    std::vector<std::string> Out;
    for (const InputFile &F : C.Files) {
      llvm::StringRef P = F.Path;
      P.consume_front(Root);
      P.consume_front("/");
      Out.push_back(P.str());
    }
    return Out;
  }

  llvm::SmallString<256> Root;
};

TEST_F(DriverInput, WalkIsSortedAndSkipsWhatItShould) {
  write("b.js");
  write("a.ts");
  write("notes.txt");
  write("sub/c.jsx");
  write("node_modules/lib/index.js");
  write(".hidden/x.js");
  write(".eslintrc.js");
  CollectedInputs C = collectInputs({std::string(Root)});
  EXPECT_TRUE(C.Diags.empty());
  EXPECT_EQ(collect(C), (std::vector<std::string>{".eslintrc.js", "a.ts",
                                                  "b.js", "sub/c.jsx"}));
  for (const InputFile &F : C.Files)
    EXPECT_FALSE(F.Explicit);
}

TEST_F(DriverInput, GitignoreFilesAreHonouredPerDirectory) {
  write(".gitignore", "dist/\n*.gen.js\n");
  write("a.js");
  write("a.gen.js");
  write("dist/out.js");
  write("pkg/.gitignore", "!keep.gen.js\n/local.js\n");
  write("pkg/keep.gen.js");
  write("pkg/other.gen.js");
  write("pkg/local.js");
  write("pkg/deeper/local.js");
  CollectedInputs C = collectInputs({std::string(Root)});
  EXPECT_EQ(collect(C), (std::vector<std::string>{"a.js", "pkg/deeper/local.js",
                                                  "pkg/keep.gen.js"}));
  CollectOptions NoIgnore;
  NoIgnore.UseGitignore = false;
  CollectedInputs D = collectInputs({std::string(Root)}, NoIgnore);
  EXPECT_EQ(D.Files.size(), 7u);
}

TEST_F(DriverInput, SymlinkLoopsEndAndFilesAreListedOnce) {
  write("d/a.js");
  ASSERT_FALSE(fs::create_link(Root, path("d/loop")));
  ASSERT_FALSE(fs::create_link(path("d/a.js"), path("d/b.js")));
  CollectedInputs C = collectInputs({std::string(Root)});
  EXPECT_EQ(collect(C), (std::vector<std::string>{"d/a.js"}));
  EXPECT_TRUE(C.Diags.empty());
}

TEST_F(DriverInput, ExplicitFilesAndErrors) {
  write("x.weird");
  write("y.mjs");
  CollectedInputs C = collectInputs(
      {path("y.mjs"), path("x.weird"), path("missing.js"), path("y.mjs")});
  EXPECT_EQ(collect(C), (std::vector<std::string>{"y.mjs"}));
  EXPECT_TRUE(C.Files[0].Explicit);
  ASSERT_EQ(C.Diags.size(), 2u);
  EXPECT_EQ(C.Diags[0].Path, path("x.weird"));
  EXPECT_TRUE(C.Diags[0].isInputError());
  EXPECT_NE(C.Diags[0].Message.find("unknown file type"), std::string::npos);
  EXPECT_EQ(C.Diags[1].Path, path("missing.js"));
  EXPECT_TRUE(C.Diags[1].isInputError());
}

TEST_F(DriverInput, BrokenLinkInWalkIsANote) {
  write("a.js");
  ASSERT_FALSE(fs::create_link(path("nowhere.js"), path("dangling.js")));
  CollectedInputs C = collectInputs({std::string(Root)});
  EXPECT_EQ(collect(C), (std::vector<std::string>{"a.js"}));
  ASSERT_EQ(C.Diags.size(), 1u);
  EXPECT_FALSE(C.Diags[0].isInputError());
  EXPECT_NE(C.Diags[0].Message.find("broken symbolic link"), std::string::npos);
}

TEST_F(DriverInput, UnreadableDirectoryIsAnErrorUnlessRoot) {
  if (geteuid() == 0)
    GTEST_SKIP() << "root reads directories without permission";
  write("locked/a.js");
  write("b.js");
  fs::setPermissions(path("locked"), fs::perms::owner_write);
  CollectedInputs C = collectInputs({std::string(Root)});
  fs::setPermissions(path("locked"), fs::perms::all_all);
  EXPECT_EQ(collect(C), (std::vector<std::string>{"b.js"}));
  ASSERT_EQ(C.Diags.size(), 1u);
  EXPECT_TRUE(C.Diags[0].isInputError());
}

} // namespace
