//===- FileProbeTest.cpp - Which paths are files, asked once per run ------===//

#include "frontend/FileProbe.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>

#include <thread>
#include <vector>

using tensorlint::frontend::FileProbe;

namespace {

class FileProbeTest : public ::testing::Test {
protected:
  void SetUp() override {
    ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("fileprobe", Dir));
  }
  void TearDown() override { llvm::sys::fs::remove_directories(Dir); }
  std::string path(llvm::StringRef Name) {
    llvm::SmallString<256> P(Dir);
    llvm::sys::path::append(P, Name);
    return std::string(P);
  }
  void create(llvm::StringRef Name) {
    std::error_code EC;
    llvm::raw_fd_ostream(path(Name), EC) << "x";
    ASSERT_FALSE(EC);
  }
  llvm::SmallString<256> Dir;
};

TEST_F(FileProbeTest, WithoutAProbeEveryQuestionGoesToTheFileSystem) {
  EXPECT_FALSE(FileProbe::isRegularFile(path("a.ts")));
  create("a.ts");
  EXPECT_TRUE(FileProbe::isRegularFile(path("a.ts")));
  EXPECT_FALSE(FileProbe::isRegularFile(Dir)); // a directory
}

TEST_F(FileProbeTest, AProbeInUseKeepsItsFirstAnswers) {
  create("b.ts");
  FileProbe Probe;
  {
    FileProbe::Use U(Probe);
    EXPECT_FALSE(FileProbe::isRegularFile(path("a.ts")));
    EXPECT_TRUE(FileProbe::isRegularFile(path("b.ts")));
    create("a.ts");
    llvm::sys::fs::remove(path("b.ts"));
    // The run reads the tree as it was when it asked first.
    EXPECT_FALSE(FileProbe::isRegularFile(path("a.ts")));
    EXPECT_TRUE(FileProbe::isRegularFile(path("b.ts")));
    // New paths are asked.
    create("c.ts");
    EXPECT_TRUE(FileProbe::isRegularFile(path("c.ts")));
  }
  // Out of its scope, the file system answers again.
  EXPECT_TRUE(FileProbe::isRegularFile(path("a.ts")));
  EXPECT_FALSE(FileProbe::isRegularFile(path("b.ts")));
}

TEST_F(FileProbeTest, ThreadsShareOneProbe) {
  create("a.ts");
  FileProbe Probe;
  std::vector<std::thread> Threads;
  std::vector<int> Found(4, 0);
  for (int T = 0; T != 4; ++T)
    Threads.emplace_back([&, T] {
      FileProbe::Use U(Probe);
      for (int I = 0; I != 200; ++I)
        Found[T] += FileProbe::isRegularFile(path("a.ts")) +
                    FileProbe::isRegularFile(path("missing.ts"));
    });
  for (std::thread &T : Threads)
    T.join();
  for (int F : Found)
    EXPECT_EQ(F, 200);
  // Each thread had the probe in use only inside its own scope.
  llvm::sys::fs::remove(path("a.ts"));
  EXPECT_FALSE(FileProbe::isRegularFile(path("a.ts")));
}

} // namespace
