//===- DriverApiModelSetsTest.cpp - The API models of each configuration --===//

#include "tools/driver/ApiModelSets.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include "gtest/gtest.h"

using namespace tensorlint;
using namespace tensorlint::driver;
namespace fs = llvm::sys::fs;

namespace {

/// A model of library Name whose function Creates creates its resource.
std::string model(llvm::StringRef Name, llvm::StringRef Creates) {
  return ("library: " + Name + "\nlanguage: js\nmodules: [" + Name +
          "]\nresources:\n  - name: " + Name + "T\n    types: [" + Name +
          "T]\n    release: ['{}.release()']\nfunctions:\n  create: [" +
          Creates + "]\n")
      .str();
}

class DriverApiModelSets : public ::testing::Test {
protected:
  void SetUp() override {
    ASSERT_FALSE(fs::createUniqueDirectory("tl-model-sets", Dir));
  }
  void TearDown() override { fs::remove_directories(Dir); }
  std::string write(llvm::StringRef Name, llvm::StringRef Text) {
    llvm::SmallString<128> P(Dir);
    llvm::sys::path::append(P, Name);
    std::error_code EC;
    llvm::raw_fd_ostream OS(P, EC);
    EXPECT_FALSE(EC) << EC.message();
    OS << Text;
    return P.str().str();
  }
  static const apis::ApiEntry *creator(const apis::ApiDatabase &Db,
                                       llvm::StringRef Module,
                                       llvm::StringRef Fn) {
    const apis::Library *L = Db.libraryForModule(Module);
    return L ? Db.lookupFunction(*L, Fn) : nullptr;
  }
  llvm::SmallString<128> Dir;
};

TEST_F(DriverApiModelSets, OneDatabasePerListShared) {
  std::string A = write("a.yaml", model("liba", "makeA"));
  std::string B = write("b.yaml", model("libb", "makeB"));
  ApiModelSets Sets({});
  llvm::Expected<const apis::ApiDatabase &> First = Sets.withFiles({A});
  ASSERT_TRUE(bool(First)) << llvm::toString(First.takeError());
  llvm::Expected<const apis::ApiDatabase &> Again = Sets.withFiles({A});
  ASSERT_TRUE(bool(Again)) << llvm::toString(Again.takeError());
  EXPECT_EQ(&*First, &*Again);
  EXPECT_NE(creator(*First, "liba", "makeA"), nullptr);
  // The shipped models are in each.
  EXPECT_NE(First->libraryForModule("@tensorflow/tfjs"), nullptr);

  llvm::Expected<const apis::ApiDatabase &> Both = Sets.withFiles({A, B});
  ASSERT_TRUE(bool(Both)) << llvm::toString(Both.takeError());
  EXPECT_NE(&*Both, &*First);
  EXPECT_NE(creator(*Both, "libb", "makeB"), nullptr);
  EXPECT_EQ(creator(*First, "libb", "makeB"), nullptr);
}

TEST_F(DriverApiModelSets, RunFilesComeFirst) {
  std::string Run = write("run.yaml", model("librun", "makeRun"));
  std::string A = write("a.yaml", model("liba", "makeA"));
  ApiModelSets Sets({Run});
  llvm::Expected<const apis::ApiDatabase &> Db = Sets.withFiles({A});
  ASSERT_TRUE(bool(Db)) << llvm::toString(Db.takeError());
  EXPECT_NE(creator(*Db, "librun", "makeRun"), nullptr);
  EXPECT_NE(creator(*Db, "liba", "makeA"), nullptr);
  // The same library again: the config's file clashes with the run's.
  std::string Clash = write("clash.yaml", model("librun", "makeOther"));
  llvm::Expected<const apis::ApiDatabase &> Bad = Sets.withFiles({Clash});
  ASSERT_FALSE(bool(Bad));
  EXPECT_NE(llvm::toString(Bad.takeError()).find("duplicate library"),
            std::string::npos);
}

TEST_F(DriverApiModelSets, ChangedFilesAreLoadedAgain) {
  llvm::SmallString<128> Missing(Dir);
  llvm::sys::path::append(Missing, "later.yaml");
  ApiModelSets Sets({});
  llvm::Expected<const apis::ApiDatabase &> None =
      Sets.withFiles({Missing.str().str()});
  ASSERT_FALSE(bool(None));
  std::string Error = llvm::toString(None.takeError());
  EXPECT_NE(Error.find("cannot read API model"), std::string::npos) << Error;
  None = Sets.withFiles({Missing.str().str()});
  ASSERT_FALSE(bool(None));
  EXPECT_EQ(llvm::toString(None.takeError()), Error);

  // Written: now it loads.
  std::string Later = write("later.yaml", model("liblater", "makeLater"));
  llvm::Expected<const apis::ApiDatabase &> V1 = Sets.withFiles({Later});
  ASSERT_TRUE(bool(V1)) << llvm::toString(V1.takeError());
  EXPECT_NE(creator(*V1, "liblater", "makeLater"), nullptr);

  // Edited (another size): a new database; the earlier one stays usable.
  write("later.yaml", model("liblater", "makeLaterOn"));
  llvm::Expected<const apis::ApiDatabase &> V2 = Sets.withFiles({Later});
  ASSERT_TRUE(bool(V2)) << llvm::toString(V2.takeError());
  EXPECT_NE(&*V1, &*V2);
  EXPECT_NE(creator(*V2, "liblater", "makeLaterOn"), nullptr);
  EXPECT_EQ(creator(*V2, "liblater", "makeLater"), nullptr);
  EXPECT_NE(creator(*V1, "liblater", "makeLater"), nullptr);
}

} // namespace
