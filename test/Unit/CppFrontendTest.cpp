//===- CppFrontendTest.cpp - C/C++ lowering unit tests --------------------===//

#include "frontend/cpp/CppFrontend.h"
#include "frontend/cpp/AstLowering.h"
#include "ir/IRPrinter.h"

#include "clang/Frontend/ASTUnit.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>

using namespace tensorlint;

namespace {

constexpr const char *Api = R"(
library: test-c
language: c
resources:
  - name: T
    release: ['t_free({})']
    functions:
      create: [t_new]
      release: [t_free]
      borrow: [t_data]
  - name: S
    model: true
    release: ['api->Close({})']
members:
  Table:
    entries:
      - {name: Open, kind: load_model, resource: S, handle: {out: 1}}
      - {name: Close, kind: release, resource: S}
)";

constexpr const char *Decls = R"(
typedef struct T T;
typedef struct S S;
extern "C" T *t_new(int);
extern "C" void t_free(T *);
extern "C" float *t_data(T *);
struct Table {
  int (*Open)(const char *, S **);
  void (*Close)(S *);
};
)";

apis::ApiDatabase database() {
  apis::ApiDatabase Db;
  llvm::Error E = Db.loadBuffer(Api, "test.yaml");
  EXPECT_FALSE(static_cast<bool>(E)) << llvm::toString(std::move(E));
  return Db;
}

std::string lower(const std::string &Code) {
  apis::ApiDatabase Db = database();
  std::unique_ptr<clang::ASTUnit> AST =
      clang::tooling::buildASTFromCodeWithArgs(std::string(Decls) + Code,
                                               {"-std=c++17"}, "input.cc");
  EXPECT_TRUE(AST);
  ir::Module M = frontend::cpp::lowerASTContext(AST->getASTContext(), Db);
  std::string S;
  llvm::raw_string_ostream OS(S);
  ir::print(M, OS);
  return S;
}

TEST(CppFrontend, IsCppPath) {
  EXPECT_TRUE(frontend::cpp::hasCppExtension("a.cc"));
  EXPECT_TRUE(frontend::cpp::hasCppExtension("dir/a.CPP"));
  EXPECT_TRUE(frontend::cpp::hasCppExtension("a.c"));
  EXPECT_TRUE(frontend::cpp::hasCppExtension("a.hpp"));
  EXPECT_FALSE(frontend::cpp::hasCppExtension("a.js"));
  EXPECT_FALSE(frontend::cpp::hasCppExtension("a.ts"));
}

TEST(CppFrontend, CreateUseRelease) {
  std::string IR = lower("void f() { T *t = t_new(1); t_data(t); t_free(t); }");
  EXPECT_NE(IR.find("create %0 api=\"t_new\" release=\"t_free({})\""),
            std::string::npos)
      << IR;
  EXPECT_NE(IR.find("use %0 api=\"t_data\""), std::string::npos) << IR;
  EXPECT_NE(IR.find("release %0 api=\"t_free\""), std::string::npos) << IR;
}

TEST(CppFrontend, ConstructorInitialisesReceiver) {
  std::string IR = lower("struct H { T *t; H() { t = t_new(1); } "
                         "void reset() { t = t_new(2); } };\n"
                         "void use() { H h; h.reset(); }");
  EXPECT_NE(IR.find("function \"H::H\""), std::string::npos) << IR;
  size_t Ctor = IR.find("function \"H::H\"");
  size_t CtorEnd = IR.find('\n', Ctor);
  EXPECT_NE(IR.substr(Ctor, CtorEnd - Ctor).find("initialises-receiver"),
            std::string::npos)
      << IR;
  size_t Reset = IR.find("function \"H::reset\"");
  ASSERT_NE(Reset, std::string::npos) << IR;
  EXPECT_EQ(IR.substr(Reset, IR.find('\n', Reset) - Reset)
                .find("initialises-receiver"),
            std::string::npos)
      << IR;
}

TEST(CppFrontend, ChainedTemporaryIsKilled) {
  std::string IR = lower("void f() { t_data(t_new(1)); }");
  EXPECT_NE(IR.find("value %0 \"$t0\" tensor temp"), std::string::npos) << IR;
  size_t Use = IR.find("use %0");
  size_t Kill = IR.find("kill %0");
  ASSERT_NE(Use, std::string::npos) << IR;
  ASSERT_NE(Kill, std::string::npos) << IR;
  EXPECT_LT(Use, Kill) << IR;
}

TEST(CppFrontend, FunctionTableOutParameter) {
  std::string IR = lower("void f(const Table *api) { S *s; api->Open(\"m\", "
                         "&s); api->Close(s); }");
  EXPECT_NE(IR.find("load-model %1 api=\"api->Open\" "
                    "release=\"api->Close({})\""),
            std::string::npos)
      << IR;
  EXPECT_NE(IR.find("release %1 api=\"api->Close\""), std::string::npos) << IR;
}

TEST(CppFrontend, EveryParameterIsAValueInOrder) {
  std::string IR = lower("void f(int n, T *t) { t_free(t); }");
  EXPECT_NE(IR.find("value %0 \"n\" other param"), std::string::npos) << IR;
  EXPECT_NE(IR.find("value %1 \"t\" tensor param"), std::string::npos) << IR;
}

TEST(CppFrontend, CallsToFunctionsOfTheFileAreCalls) {
  std::string IR =
      lower("T *make() { return t_new(1); }\n"
            "void g() { for (int i = 0; i < 3; ++i) { T *t = make(); "
            "t_free(t); } }");
  EXPECT_NE(IR.find("call %0 api=\"make\" callee=@0"), std::string::npos) << IR;
  EXPECT_NE(IR.find(": loop"), std::string::npos) << IR;
}

TEST(CppFrontend, LowerFileWithDefaultFlagsCollectsErrors) {
  llvm::SmallString<128> Path;
  ASSERT_FALSE(llvm::sys::fs::createTemporaryFile("tl-cpp", "cc", Path));
  {
    std::error_code EC;
    llvm::raw_fd_ostream OS(Path, EC);
    ASSERT_FALSE(EC);
    OS << Decls << "void f() { T *t = t_new(1); undeclared(); t_free(t); }\n";
  }
  apis::ApiDatabase Db = database();
  frontend::cpp::CppOptions Opts;
  llvm::Expected<frontend::cpp::CppResult> R =
      frontend::cpp::lowerCppFile(Path, Opts, Db);
  llvm::sys::fs::remove(Path);
  ASSERT_TRUE(static_cast<bool>(R)) << llvm::toString(R.takeError());
  EXPECT_TRUE(R->UsedDefaultFlags);
  ASSERT_FALSE(R->Module.Diags.empty());
  EXPECT_TRUE(R->Module.Diags.front().IsError);
  EXPECT_NE(R->Module.Diags.front().Message.find("undeclared"),
            std::string::npos);
  EXPECT_EQ(R->Module.Diags.front().Loc.Line, 11u); // Decls has 10 lines.
  ASSERT_EQ(R->Module.Functions.size(), 1u);
}

TEST(CppFrontend, MissingFileIsAnError) {
  apis::ApiDatabase Db = database();
  llvm::Expected<frontend::cpp::CppResult> R = frontend::cpp::lowerCppFile(
      "/nonexistent/tensorlint/x.cc", frontend::cpp::CppOptions(), Db);
  ASSERT_FALSE(static_cast<bool>(R));
  EXPECT_NE(llvm::toString(R.takeError()).find("x.cc"), std::string::npos);
}

} // namespace
