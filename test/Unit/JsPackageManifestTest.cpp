//===- JsPackageManifestTest.cpp - What a package.json says of its modules ===//

#include "frontend/js/PackageManifest.h"
#include "frontend/js/TestFiles.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>

#include <string>

using tensorlint::frontend::js::MainFile;
using tensorlint::frontend::js::manifestIsApplication;
using tensorlint::frontend::js::manifestIsLibrary;

TEST(JsPackageManifest, PrivateIsAnApplication) {
  EXPECT_TRUE(manifestIsApplication(R"({"name": "app", "private": true})"));
  // Private wins over an entry point: nothing is published.
  EXPECT_TRUE(manifestIsApplication(R"({"private": true, "main": "i.js"})"));
}

TEST(JsPackageManifest, NoEntryPointIsAnApplication) {
  EXPECT_TRUE(manifestIsApplication(
      R"({"name": "demo", "version": "1.0.0", "scripts": {"start": "vite"}})"));
  EXPECT_TRUE(manifestIsApplication("{}"));
  // A bundler's page (Parcel) is no module others import.
  EXPECT_TRUE(
      manifestIsApplication(R"({"name": "p", "main": "src/index.html"})"));
  EXPECT_FALSE(
      manifestIsApplication(R"({"name": "p", "main": "src/index.js"})"));
}

TEST(JsPackageManifest, NpmInitsDefaultMainNamesNothingWithoutTheFile) {
  const char *Json = R"({"name": "app", "main": "index.js", "scripts": {}})";
  auto None = [](llvm::StringRef) { return MainFile::Missing; };
  auto All = [](llvm::StringRef) { return MainFile::MayExport; };
  EXPECT_TRUE(manifestIsApplication(Json, None));
  EXPECT_FALSE(manifestIsApplication(Json, All));
  EXPECT_FALSE(manifestIsApplication(Json)); // nothing known of the files
  // Another main that names no file may be a build's output: published.
  EXPECT_FALSE(manifestIsApplication(
      R"({"name": "lib", "main": "dist/index.js"})", None));
}

TEST(JsPackageManifest, AMainThatExportsNothingNamesNothing) {
  auto Nothing = [](llvm::StringRef) { return MainFile::ExportsNothing; };
  auto May = [](llvm::StringRef) { return MainFile::MayExport; };
  EXPECT_TRUE(
      manifestIsApplication(R"({"name": "app", "main": "app.js"})", Nothing));
  EXPECT_FALSE(
      manifestIsApplication(R"({"name": "lib", "main": "lib.js"})", May));
  // Another publishing key still publishes.
  EXPECT_FALSE(manifestIsApplication(
      R"({"name": "lib", "main": "app.js", "files": ["lib"]})", Nothing));
}

TEST(JsPackageManifest, AnEntryPointPublishes) {
  for (const char *Key : {"main", "module", "exports", "types", "typings",
                          "bin", "browser", "files", "publishConfig"}) {
    std::string Json = std::string(R"({"name": "lib", ")") + Key + R"(": "x"})";
    EXPECT_FALSE(manifestIsApplication(Json)) << Key;
  }
  EXPECT_FALSE(manifestIsApplication(R"({"private": false, "main": "i.js"})"));
  // A registry's scoped name, whose build writes the entry point.
  EXPECT_FALSE(manifestIsApplication(R"({"name": "@scope/lib"})"));
}

TEST(JsPackageManifest, ALibraryPublishesMoreThanAMain) {
  // What only a library declares: types, an exports map, an ES module
  // entry, the files it packs, the runtime its users bring.
  for (const char *Json :
       {R"({"name": "l", "main": "dist/i.js", "types": "dist/i.d.ts"})",
        R"({"name": "l", "typings": "i.d.ts"})",
        R"({"name": "l", "exports": {".": "./dist/i.js"}})",
        R"({"name": "l", "main": "dist/i.js", "module": "dist/i.mjs"})",
        R"({"name": "l", "main": "i.js", "files": ["dist"]})",
        R"({"name": "l", "publishConfig": {"access": "public"}})",
        R"({"name": "l", "main": "i.js",
             "peerDependencies": {"@tensorflow/tfjs": "4"}})"})
    EXPECT_TRUE(manifestIsLibrary(Json)) << Json;
  // A main alone is a server's or a script's as often: no proof.
  EXPECT_FALSE(manifestIsLibrary(R"({"name": "s", "main": "server.js"})"));
  EXPECT_FALSE(manifestIsLibrary(
      R"({"name": "s", "main": "i.js", "peerDependencies": {}})"));
  // Peer dependencies with no entry point at all: an application.
  EXPECT_FALSE(manifestIsLibrary(
      R"({"name": "a", "peerDependencies": {"@tensorflow/tfjs": "4"}})"));
  // An application publishes nothing, whatever else it says.
  EXPECT_FALSE(manifestIsLibrary(
      R"({"private": true, "types": "i.d.ts", "files": ["dist"]})"));
  EXPECT_FALSE(manifestIsLibrary("[]"));
  EXPECT_FALSE(manifestIsLibrary("not json"));
}

TEST(JsPackageManifest, UnreadableSaysNothing) {
  EXPECT_FALSE(manifestIsApplication(""));
  EXPECT_FALSE(manifestIsApplication("{\"private\": true"));
  EXPECT_FALSE(manifestIsApplication("[1, 2]"));
  EXPECT_FALSE(manifestIsApplication("\"private\""));
  // Nested past the JSON depth bound: refused before LLVM's parser recurses.
  EXPECT_FALSE(manifestIsApplication(std::string(100000, '[')));
}

namespace {
bool application(const std::string &Path) {
  return tensorlint::frontend::js::packageFacts(Path).Application;
}

void writeFile(const llvm::Twine &Path, llvm::StringRef Text) {
  std::error_code EC;
  llvm::raw_fd_ostream OS(Path.str(), EC);
  ASSERT_FALSE(EC) << EC.message();
  OS << Text;
}
} // namespace

TEST(JsPackageManifest, NearestManifestUpToTheRepositoryRoot) {
  llvm::SmallString<128> Root;
  ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("tl-manifest", Root));
  std::string R(Root);
  ASSERT_FALSE(llvm::sys::fs::create_directories(R + "/repo/.git"));
  ASSERT_FALSE(llvm::sys::fs::create_directories(R + "/repo/app/src/deep"));
  ASSERT_FALSE(llvm::sys::fs::create_directories(R + "/repo/lib/src"));
  ASSERT_FALSE(llvm::sys::fs::create_directories(R + "/repo/loose"));
  writeFile(R + "/package.json", R"({"private": true})");
  writeFile(R + "/repo/app/package.json", R"({"private": true})");
  writeFile(R + "/repo/lib/package.json", R"({"main": "src/index.js"})");
  // The nearest manifest decides, however deep the file.
  EXPECT_TRUE(application(R + "/repo/app/src/deep/a.js"));
  EXPECT_FALSE(application(R + "/repo/lib/src/a.js"));
  // None in the repository: the one above its .git is another project's.
  EXPECT_FALSE(application(R + "/repo/loose/a.js"));
  // A manifest that changes is read again (the language server lives on).
  writeFile(R + "/repo/lib/package.json",
            R"({"name": "lib", "version": "2.0.0", "private": true})");
  EXPECT_TRUE(application(R + "/repo/lib/src/a.js"));
  llvm::sys::fs::remove_directories(R);
}

TEST(JsPackageManifest, MainFileIsRead) {
  llvm::SmallString<128> Root;
  ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("tl-manifest", Root));
  std::string R(Root);
  ASSERT_FALSE(llvm::sys::fs::create_directories(R + "/page/.git"));
  ASSERT_FALSE(llvm::sys::fs::create_directories(R + "/lib/.git"));
  // npm init's main, the script a page loads: it exports nothing.
  writeFile(R + "/page/package.json", R"({"name": "p", "main": "index.js"})");
  writeFile(R + "/page/index.js", "import * as ml from './ml.js';\nrun();\n");
  EXPECT_TRUE(application(R + "/page/ml.js"));
  writeFile(R + "/lib/package.json", R"({"name": "l", "main": "index.js"})");
  writeFile(R + "/lib/index.js", "module.exports = require('./ml');\n");
  EXPECT_FALSE(application(R + "/lib/ml.js"));
  llvm::sys::fs::remove_directories(R);
}

TEST(JsTestFiles, RunnersConventionsWithinTheProject) {
  using tensorlint::frontend::js::isTestPath;
  EXPECT_TRUE(isTestPath("src/ops.test.ts"));
  EXPECT_TRUE(isTestPath("src/ops.spec.js"));
  EXPECT_TRUE(isTestPath("src/__tests__/ops.js"));
  EXPECT_TRUE(isTestPath("test/ops.js"));
  EXPECT_TRUE(isTestPath("src/ops_test.ts"));
  EXPECT_TRUE(isTestPath("src/ops-spec.js"));
  EXPECT_FALSE(isTestPath("src/ops.js"));
  EXPECT_FALSE(isTestPath("src/latest.js"));
  EXPECT_FALSE(isTestPath("src/_test"));
  EXPECT_FALSE(isTestPath("src/testing.js"));
  EXPECT_FALSE(isTestPath("test.js"));
}

TEST(JsTestFiles, PathWithinThePackage) {
  llvm::SmallString<128> Root;
  ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("tl-tests", Root));
  std::string R(Root);
  // The project sits in a folder named test: that says nothing of its files.
  ASSERT_FALSE(llvm::sys::fs::create_directories(R + "/test/app/src"));
  writeFile(R + "/test/app/package.json", R"({"name": "app"})");
  EXPECT_EQ(tensorlint::frontend::js::packageFacts(R + "/test/app/src/a.js")
                .InPackage,
            "src/a.js");
  llvm::sys::fs::remove_directories(R);
}

TEST(JsPackageManifest, DependenciesOfEveryKind) {
  using tensorlint::frontend::js::manifestDependencies;
  EXPECT_EQ(
      manifestDependencies(
          R"({"dependencies": {"nuxt": "^3", "@tensorflow/tfjs": "4"},
                    "devDependencies": {"vite": "5", "nuxt": "^3"},
                    "peerDependencies": {"react": "*"}})"),
      (std::vector<std::string>{"@tensorflow/tfjs", "nuxt", "react", "vite"}));
  EXPECT_TRUE(manifestDependencies(R"({"name": "app"})").empty());
  EXPECT_TRUE(manifestDependencies("not json").empty());
  EXPECT_TRUE(manifestDependencies(R"({"dependencies": ["next"]})").empty());
}

TEST(JsPackageManifest, FactsCarryTheDependencies) {
  llvm::SmallString<128> Root;
  ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("tl-deps", Root));
  std::string R(Root);
  ASSERT_FALSE(llvm::sys::fs::create_directories(R + "/app/utils"));
  writeFile(R + "/app/package.json",
            R"({"private": true, "dependencies": {"nuxt": "^3"}})");
  auto Facts = tensorlint::frontend::js::packageFacts(R + "/app/utils/a.js");
  ASSERT_TRUE(Facts.Dependencies);
  EXPECT_EQ(*Facts.Dependencies, std::vector<std::string>{"nuxt"});
  EXPECT_EQ(Facts.InPackage, "utils/a.js");
  llvm::sys::fs::remove_directories(R);
}
