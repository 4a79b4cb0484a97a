//===- ApiModelTest.cpp - API model database and YAML loader --------------===//
//
// The shipped models (TENSORLINT_API_DIR, set by lit to the source apis/)
// must load and answer representative lookups of every kind; malformed
// files must fail with a message naming the file, line and problem.
//
//===----------------------------------------------------------------------===//

#include "apis/ApiModel.h"
#include "test/Unit/ApiModelTestUtil.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>

using namespace tensorlint::apis;
using llvm::StringRef;

namespace {

/// The shipped database, loaded once for all lookup tests.
const ApiDatabase &shipped() {
  static ApiDatabase DB = [] {
    llvm::Expected<ApiDatabase> D = ApiDatabase::loadShipped();
    if (!D) {
      ADD_FAILURE() << llvm::toString(D.takeError());
      return ApiDatabase();
    }
    return std::move(*D);
  }();
  return DB;
}

const Library &tfjs() {
  static const Library Empty;
  const Library *L = shipped().libraryForGlobal("tf");
  EXPECT_NE(L, nullptr);
  return L ? *L : Empty;
}

using tensorlint::test::loadError;

constexpr StringRef TinyJs = R"(library: tiny
language: js
modules: [tiny]
resources:
  - {name: T, types: [T, T2]}
functions:
  create: [make]
)";

// --- shipped models --------------------------------------------------------

TEST(ApiShipped, LoadsEveryFile) {
  llvm::Expected<ApiDatabase> D = ApiDatabase::loadShipped();
  ASSERT_TRUE(static_cast<bool>(D)) << llvm::toString(D.takeError());
  std::vector<std::string> Names;
  for (const auto &L : D->libraries())
    Names.push_back(L->Name);
  for (StringRef Want : {"tfjs", "tfjs-tflite", "tfjs-models", "tensorflow-c"})
    EXPECT_TRUE(llvm::is_contained(Names, Want)) << Want.str();
}

TEST(ApiShipped, FingerprintIsStableAndContentSensitive) {
  llvm::Expected<ApiDatabase> A = ApiDatabase::loadShipped();
  llvm::Expected<ApiDatabase> B = ApiDatabase::loadShipped();
  ASSERT_TRUE(A && B);
  EXPECT_EQ(A->fingerprint(), B->fingerprint());
  ASSERT_FALSE(static_cast<bool>(B->loadBuffer(TinyJs, "tiny.yaml")));
  EXPECT_NE(A->fingerprint(), B->fingerprint());
}

TEST(ApiShipped, FindsDirFromEnvironment) {
  // lit sets TENSORLINT_API_DIR to the source tree's apis/.
  std::string Dir = findShippedApiDir();
  llvm::SmallString<256> Yaml(Dir);
  llvm::sys::path::append(Yaml, "tfjs.yaml");
  EXPECT_TRUE(llvm::sys::fs::exists(Yaml)) << Dir;
}

TEST(ApiShipped, TfAddIsCreateOfTensor) {
  const ApiEntry *E = shipped().lookupFunction(tfjs(), "add");
  ASSERT_NE(E, nullptr);
  EXPECT_EQ(E->Kind, ApiKind::Create);
  EXPECT_EQ(E->Resource, "Tensor");
  EXPECT_EQ(E->H.At, Handle::Ret);
  EXPECT_FALSE(E->ReturnsPromise);
  EXPECT_NE(E->DefinedIn.find("tfjs.yaml:"), std::string::npos);
}

TEST(ApiShipped, DottedNamespacePaths) {
  for (StringRef P :
       {"node.decodeImage", "browser.fromPixels", "image.resizeBilinear",
        "signal.stft", "losses.meanSquaredError", "split", "unstack",
        "variable", "oneHot"}) {
    const ApiEntry *E = shipped().lookupFunction(tfjs(), P);
    ASSERT_NE(E, nullptr) << P.str();
    EXPECT_EQ(E->Kind, ApiKind::Create) << P.str();
  }
}

TEST(ApiShipped, DisposeMethodReleasesReceiver) {
  const ApiEntry *E = shipped().lookupMethod("Tensor", "dispose");
  ASSERT_NE(E, nullptr);
  EXPECT_EQ(E->Kind, ApiKind::Release);
  EXPECT_EQ(E->H.At, Handle::Receiver);
  EXPECT_EQ(E->Resource, "Tensor");
  EXPECT_EQ(E->Receiver, "Tensor");
}

TEST(ApiShipped, TfDisposeReleasesAllArgs) {
  const ApiEntry *E = shipped().lookupFunction(tfjs(), "dispose");
  ASSERT_NE(E, nullptr);
  EXPECT_EQ(E->Kind, ApiKind::Release);
  EXPECT_EQ(E->H.At, Handle::AllArgs);
}

TEST(ApiShipped, ReadsBorrow) {
  for (StringRef M : {"dataSync", "data", "array", "arraySync", "print"}) {
    const ApiEntry *E = shipped().lookupMethod("Tensor", M);
    ASSERT_NE(E, nullptr) << M.str();
    EXPECT_EQ(E->Kind, ApiKind::Borrow) << M.str();
    EXPECT_EQ(E->H.At, Handle::Receiver) << M.str();
  }
}

TEST(ApiShipped, TensorMethodsCreate) {
  for (StringRef M : {"add", "argMax", "reshape", "expandDims", "squeeze",
                      "cast", "clone", "toFloat"}) {
    const ApiEntry *E = shipped().lookupMethod("Tensor", M);
    ASSERT_NE(E, nullptr) << M.str();
    EXPECT_EQ(E->Kind, ApiKind::Create) << M.str();
    EXPECT_EQ(E->Resource, "Tensor") << M.str();
  }
}

TEST(ApiShipped, TidyKeepAndExplicitScopes) {
  const ApiEntry *Tidy = shipped().lookupFunction(tfjs(), "tidy");
  ASSERT_NE(Tidy, nullptr);
  EXPECT_EQ(Tidy->Kind, ApiKind::Scope);
  EXPECT_EQ(Tidy->H.At, Handle::Arg);
  EXPECT_EQ(Tidy->H.Index, 0);

  const ApiEntry *Keep = shipped().lookupFunction(tfjs(), "keep");
  ASSERT_NE(Keep, nullptr);
  EXPECT_EQ(Keep->Kind, ApiKind::Keep);
  EXPECT_EQ(Keep->H.At, Handle::Arg);

  const ApiEntry *Begin = shipped().lookupFunction(tfjs(), "engine.startScope");
  const ApiEntry *End = shipped().lookupFunction(tfjs(), "engine.endScope");
  ASSERT_TRUE(Begin && End);
  EXPECT_EQ(Begin->Kind, ApiKind::ScopeBegin);
  EXPECT_EQ(End->Kind, ApiKind::ScopeEnd);
}

TEST(ApiShipped, ModelLoadsReturnPromises) {
  const ApiEntry *E = shipped().lookupFunction(tfjs(), "loadGraphModel");
  ASSERT_NE(E, nullptr);
  EXPECT_EQ(E->Kind, ApiKind::LoadModel);
  EXPECT_TRUE(E->ReturnsPromise);
  EXPECT_EQ(E->Resource, "GraphModel");
  const Resource *R = shipped().resource("GraphModel");
  ASSERT_NE(R, nullptr);
  EXPECT_TRUE(R->IsModel);

  const ApiEntry *Exec = shipped().lookupMethod("GraphModel", "executeAsync");
  ASSERT_NE(Exec, nullptr);
  EXPECT_EQ(Exec->Kind, ApiKind::Create);
  EXPECT_TRUE(Exec->ReturnsPromise);
  EXPECT_EQ(Exec->Resource, "Tensor");

  const ApiEntry *Predict = shipped().lookupMethod("LayersModel", "predict");
  ASSERT_NE(Predict, nullptr);
  EXPECT_EQ(Predict->Kind, ApiKind::Create);
  EXPECT_FALSE(Predict->ReturnsPromise);
}

TEST(ApiShipped, NoneAndUnknown) {
  const ApiEntry *E = shipped().lookupFunction(tfjs(), "memory");
  ASSERT_NE(E, nullptr);
  EXPECT_EQ(E->Kind, ApiKind::None);
  EXPECT_EQ(shipped().lookupFunction(tfjs(), "noSuchOp"), nullptr);
  EXPECT_EQ(shipped().lookupFunction(tfjs(), ""), nullptr);
  EXPECT_EQ(shipped().lookupMethod("Tensor", "noSuchMethod"), nullptr);
  EXPECT_EQ(shipped().lookupMethod("NoSuchResource", "dispose"), nullptr);
  EXPECT_EQ(shipped().lookupCFunction("add"), nullptr);
  EXPECT_EQ(shipped().resourceForType("Promise"), nullptr);
}

TEST(ApiShipped, ModuleSpecifiersAndGlobs) {
  const Library *Node = shipped().libraryForModule("@tensorflow/tfjs-node");
  ASSERT_NE(Node, nullptr);
  EXPECT_EQ(Node->Name, "tfjs");
  // A glob of tfjs, but the exact module of tfjs-tflite wins.
  const Library *Tfl = shipped().libraryForModule("@tensorflow/tfjs-tflite");
  ASSERT_NE(Tfl, nullptr);
  EXPECT_EQ(Tfl->Name, "tfjs-tflite");
  const Library *Hand =
      shipped().libraryForModule("@tensorflow-models/handpose");
  ASSERT_NE(Hand, nullptr);
  EXPECT_EQ(Hand->Name, "tfjs-models");
  EXPECT_EQ(shipped().libraryForModule("lodash"), nullptr);
  EXPECT_EQ(shipped().libraryForModule("@tensorflow-models"), nullptr);
  EXPECT_EQ(shipped().libraryForGlobal("np"), nullptr);
}

TEST(ApiShipped, SubmodulesExportPartOfTheNamespace) {
  const Library *Data = shipped().libraryForModule("@tensorflow/tfjs-data");
  ASSERT_NE(Data, nullptr);
  EXPECT_EQ(Data->Name, "tfjs");
  EXPECT_EQ(shipped().modulePath("@tensorflow/tfjs-data"), "data");
  EXPECT_EQ(shipped().modulePath("@tensorflow/tfjs"), "");
  EXPECT_EQ(shipped().modulePath("lodash"), "");
}

TEST(ApiErrors, Submodules) {
  std::string Glob = loadError("library: x\nlanguage: js\nsubmodules:\n"
                               "  'x-*': data\n");
  EXPECT_NE(Glob.find("bad.yaml:4:3: error: submodule 'x-*' must be an "
                      "exact specifier, not a glob"),
            std::string::npos)
      << Glob;
  std::string Path = loadError("library: x\nlanguage: js\nsubmodules:\n"
                               "  x-data: 'a b'\n");
  EXPECT_NE(Path.find("bad.yaml:4:11: error: the path of submodule 'x-data' "
                      "must be a dotted name such as 'data', not 'a b'"),
            std::string::npos)
      << Path;
  std::string Dup = loadError("library: x\nlanguage: js\nmodules: [x]\n"
                              "submodules: {x: data}\n");
  EXPECT_NE(Dup.find("bad.yaml:4:14: error: duplicate module 'x'"),
            std::string::npos)
      << Dup;
  std::string C = loadError("library: x\nlanguage: c\nsubmodules: {x: d}\n");
  EXPECT_NE(C.find("'submodules' is only allowed for language js"),
            std::string::npos)
      << C;
  std::string List = loadError("library: x\nlanguage: js\nsubmodules: [x]\n");
  EXPECT_NE(List.find("'submodules' must be a mapping"), std::string::npos)
      << List;
  ApiDatabase DB;
  ASSERT_EQ(loadError(TinyJs, &DB), "");
  std::string Taken =
      loadError("library: y\nlanguage: js\nsubmodules: {tiny: part}\n", &DB);
  EXPECT_NE(Taken.find("module 'tiny' already belongs to library 'tiny'"),
            std::string::npos)
      << Taken;
}

TEST(ApiShipped, ResourceForType) {
  const Resource *T3 = shipped().resourceForType("Tensor3D");
  ASSERT_NE(T3, nullptr);
  EXPECT_EQ(T3->Name, "Tensor");
  EXPECT_FALSE(T3->IsModel);
  ASSERT_FALSE(T3->Release.empty());
  EXPECT_EQ(T3->Release.front(), "{}.dispose()");
  const Resource *LM = shipped().resourceForType("LayersModel");
  ASSERT_NE(LM, nullptr);
  EXPECT_TRUE(LM->IsModel);
  const Resource *TF = shipped().resourceForType("TF_Tensor");
  ASSERT_NE(TF, nullptr);
  EXPECT_EQ(TF->Name, "TF_Tensor");
}

TEST(ApiShipped, TensorflowCFunctions) {
  const ApiEntry *Alloc = shipped().lookupCFunction("TF_AllocateTensor");
  ASSERT_NE(Alloc, nullptr);
  EXPECT_EQ(Alloc->Kind, ApiKind::Create);
  EXPECT_EQ(Alloc->Resource, "TF_Tensor");
  EXPECT_EQ(Alloc->H.At, Handle::Ret);

  const ApiEntry *Del = shipped().lookupCFunction("TF_DeleteTensor");
  ASSERT_NE(Del, nullptr);
  EXPECT_EQ(Del->Kind, ApiKind::Release);
  EXPECT_EQ(Del->H.At, Handle::Arg);
  EXPECT_EQ(Del->H.Index, 0);

  const ApiEntry *Data = shipped().lookupCFunction("TF_TensorData");
  ASSERT_NE(Data, nullptr);
  EXPECT_EQ(Data->Kind, ApiKind::Borrow);

  const ApiEntry *Load =
      shipped().lookupCFunction("TF_LoadSessionFromSavedModel");
  ASSERT_NE(Load, nullptr);
  EXPECT_EQ(Load->Kind, ApiKind::LoadModel);
  const Resource *Session = shipped().resource(Load->Resource);
  ASSERT_NE(Session, nullptr);
  EXPECT_TRUE(Session->IsModel);
}

TEST(ApiShipped, SessionRunOutArrayAndBorrowedInputs) {
  const ApiEntry *Run = shipped().lookupCFunction("TF_SessionRun");
  ASSERT_NE(Run, nullptr);
  EXPECT_EQ(Run->Kind, ApiKind::Create);
  EXPECT_EQ(Run->Resource, "TF_Tensor");
  EXPECT_EQ(Run->H.At, Handle::OutArray);
  EXPECT_EQ(Run->H.Index, 6);
  EXPECT_EQ(Run->H.CountArg, 7);
  ASSERT_EQ(Run->AlsoBorrows.size(), 2u);
  EXPECT_EQ(Run->AlsoBorrows[0].At, Handle::Arg);
  EXPECT_EQ(Run->AlsoBorrows[0].Index, 3);
}

TEST(ApiShipped, StatusConventions) {
  const ApiEntry *Run = shipped().lookupCFunction("TF_SessionRun");
  ASSERT_NE(Run, nullptr);
  EXPECT_FALSE(Run->Status.Returned);
  EXPECT_EQ(Run->Status.ArgumentType, "TF_Status");
  EXPECT_EQ(Run->Status.CodeFunction, "TF_GetCode");
  EXPECT_EQ(Run->Status.OkConstant, "TF_OK");
  const ApiEntry *Ort = shipped().lookupMember("OrtApi", "CreateSession");
  ASSERT_NE(Ort, nullptr);
  EXPECT_TRUE(Ort->Status.Returned);
  EXPECT_TRUE(Ort->Status.ArgumentType.empty());
  // TFLite reports failure with null handles only.
  const ApiEntry *Lite = shipped().lookupCFunction("TfLiteInterpreterCreate");
  ASSERT_NE(Lite, nullptr);
  EXPECT_FALSE(Lite->Status.any());
}

// --- user files ------------------------------------------------------------

TEST(ApiLoad, CompactAndFullCFormsWithMembers) {
  ApiDatabase DB;
  llvm::Error E = DB.loadBuffer(R"(library: mini-c
language: c
resources:
  - name: Sess
    model: true
  - name: Val
    types: [Val, ValAlias]
    release: ['ReleaseVal({})']
    functions:
      create: [{name: MakeVal, handle: {out: 2}}]
      release: [ReleaseVal]
functions:
  entries:
    - {name: Run, kind: create, resource: Val, handle: {out_array: 4, count_arg: 5}, borrows: [{arg: 1}]}
members:
  Api:
    load_model: [{name: CreateSession, handle: {out: 3}}]
    release: [{name: ReleaseSession, resource: Sess}]
)",
                                "mini.yaml");
  ASSERT_FALSE(static_cast<bool>(E)) << llvm::toString(std::move(E));
  const ApiEntry *Make = DB.lookupCFunction("MakeVal");
  ASSERT_NE(Make, nullptr);
  EXPECT_EQ(Make->Resource, "Val");
  EXPECT_EQ(Make->H.At, Handle::Out);
  EXPECT_EQ(Make->H.Index, 2);
  EXPECT_EQ(DB.lookupCFunction("ReleaseVal")->H.Index, 0);
  const ApiEntry *Create = DB.lookupMember("Api", "CreateSession");
  ASSERT_NE(Create, nullptr);
  EXPECT_EQ(Create->Kind, ApiKind::LoadModel);
  EXPECT_EQ(Create->Resource, "Sess");
  EXPECT_EQ(Create->Record, "Api");
  EXPECT_EQ(DB.lookupMember("Api", "Run"), nullptr);
  EXPECT_EQ(DB.lookupMember("Other", "CreateSession"), nullptr);
  EXPECT_EQ(DB.resourceForType("ValAlias")->Name, "Val");
  EXPECT_EQ(DB.resourceForType("Sess")->Name, "Sess");
  EXPECT_EQ(DB.lookupCFunction("Run")->AlsoBorrows.size(), 1u);
}

TEST(ApiLoad, UserFileMayUseShippedResources) {
  llvm::Expected<ApiDatabase> D = ApiDatabase::loadShipped();
  ASSERT_TRUE(static_cast<bool>(D)) << llvm::toString(D.takeError());
  llvm::Error E = D->loadBuffer(R"(library: mylib
language: js
modules: [my-tensors]
methods:
  Tensor:
    create: [myOp]
)",
                                "my.yaml");
  ASSERT_FALSE(static_cast<bool>(E)) << llvm::toString(std::move(E));
  const ApiEntry *Op = D->lookupMethod("Tensor", "myOp");
  ASSERT_NE(Op, nullptr);
  EXPECT_EQ(Op->Kind, ApiKind::Create);
}

TEST(ApiLoad, FailedFileLeavesDatabaseUnchanged) {
  ApiDatabase DB;
  ASSERT_FALSE(static_cast<bool>(DB.loadBuffer(TinyJs, "tiny.yaml")));
  uint64_t Before = DB.fingerprint();
  std::string Err = loadError(R"(library: other
language: js
modules: [other]
resources:
  - {name: U}
functions:
  create: [fine]
  none: [make, {name: bad, kind: create}]
)",
                              &DB);
  EXPECT_NE(Err, "");
  EXPECT_EQ(DB.libraries().size(), 1u);
  EXPECT_EQ(DB.resource("U"), nullptr);
  EXPECT_EQ(DB.fingerprint(), Before);
  EXPECT_EQ(DB.libraryForModule("other"), nullptr);
}

// --- errors ----------------------------------------------------------------

TEST(ApiErrors, MalformedYaml) {
  std::string Err =
      loadError("library: x\nlanguage: js\nfunctions: {create: [a\n");
  EXPECT_NE(Err.find("bad.yaml:"), std::string::npos) << Err;
  EXPECT_NE(Err.find("error:"), std::string::npos) << Err;
}

TEST(ApiErrors, UnknownTopLevelKey) {
  std::string Err = loadError("library: x\nlanguage: js\nfuncions: {}\n");
  EXPECT_NE(Err.find("bad.yaml:3:1: error: unknown key 'funcions'"),
            std::string::npos)
      << Err;
}

TEST(ApiErrors, UnknownEntryKey) {
  std::string Err = loadError(R"(library: x
language: js
resources: [{name: T}]
functions:
  entries:
    - {name: f, kind: create, handel: ret}
)");
  EXPECT_NE(Err.find("bad.yaml:6:31: error: unknown key 'handel' in an entry"),
            std::string::npos)
      << Err;
}

TEST(ApiErrors, UnknownKind) {
  std::string Err = loadError(R"(library: x
language: js
resources: [{name: T}]
functions:
  entries:
    - {name: f, kind: destroy}
)");
  EXPECT_NE(Err.find("bad.yaml:6:23: error: unknown kind 'destroy'"),
            std::string::npos)
      << Err;
  std::string Group = loadError(R"(library: x
language: js
functions:
  destroy: [f]
)");
  EXPECT_NE(Group.find("bad.yaml:4:3: error: unknown key 'destroy'"),
            std::string::npos)
      << Group;
}

TEST(ApiErrors, BadHandle) {
  std::string Err = loadError(R"(library: x
language: js
resources: [{name: T}]
functions:
  entries:
    - {name: f, kind: release, handle: {argument: 0}}
)");
  EXPECT_NE(
      Err.find("bad.yaml:6:41: error: unknown key 'argument' in a handle"),
      std::string::npos)
      << Err;
  std::string Word = loadError(R"(library: x
language: js
resources: [{name: T}]
functions:
  release: [{name: f, handle: first}]
)");
  EXPECT_NE(Word.find("bad.yaml:5:31: error: unknown handle 'first'"),
            std::string::npos)
      << Word;
  std::string Out = loadError(R"(library: x
language: js
resources: [{name: T}]
functions:
  create: [{name: f, handle: {out: 1}}]
)");
  EXPECT_NE(Out.find("bad.yaml:5:31: error: out-parameter handles are only "
                     "allowed for language c"),
            std::string::npos)
      << Out;
  std::string NoCount = loadError(R"(library: x
language: c
resources: [{name: T}]
functions:
  create: [{name: f, handle: {out_array: 1}}]
)");
  EXPECT_NE(NoCount.find("bad.yaml:5:31: error: 'out_array' needs 'count_arg'"),
            std::string::npos)
      << NoCount;
  std::string Negative = loadError(R"(library: x
language: c
resources: [{name: T}]
functions:
  release: [{name: f, handle: {arg: -1}}]
)");
  EXPECT_NE(Negative.find("bad.yaml:5:37: error: 'arg' must be an argument "
                          "index"),
            std::string::npos)
      << Negative;
}

TEST(ApiErrors, UnknownResource) {
  std::string Err = loadError(R"(library: x
language: js
resources: [{name: T}]
functions:
  entries:
    - {name: f, kind: create, resource: Tnesor}
)");
  EXPECT_NE(Err.find("bad.yaml:6:41: error: unknown resource 'Tnesor'"),
            std::string::npos)
      << Err;
  std::string Recv = loadError(R"(library: x
language: js
resources: [{name: T}]
methods:
  Q: {release: [dispose]}
)");
  EXPECT_NE(Recv.find("bad.yaml:5:3: error: unknown resource 'Q'"),
            std::string::npos)
      << Recv;
}

TEST(ApiErrors, WrongValueType) {
  std::string List = loadError("library: x\nlanguage: js\nmodules: tiny\n");
  EXPECT_NE(List.find("bad.yaml:3:10: error: 'modules' must be a list of "
                      "strings, not a scalar"),
            std::string::npos)
      << List;
  std::string Bool = loadError(R"(library: x
language: js
resources: [{name: T, model: maybe}]
)");
  EXPECT_NE(Bool.find("bad.yaml:3:30: error: resource 'model' must be true or "
                      "false, not 'maybe'"),
            std::string::npos)
      << Bool;
  std::string Map = loadError("library: [a, b]\nlanguage: js\n");
  EXPECT_NE(Map.find("bad.yaml:1:11: error: 'library' must be a string, not "
                     "a list"),
            std::string::npos)
      << Map;
  std::string Lang = loadError("library: x\nlanguage: ruby\n");
  EXPECT_NE(Lang.find("bad.yaml:2:11: error: unknown language 'ruby'; "
                      "expected js, c or python"),
            std::string::npos)
      << Lang;
}

TEST(ApiErrors, DuplicateEntries) {
  std::string Err = loadError(R"(library: x
language: js
resources: [{name: T}]
functions:
  create: [f, g]
  none: [f]
)");
  EXPECT_NE(Err.find("bad.yaml:6:10: error: duplicate entry 'f' (first "
                     "defined at line 5)"),
            std::string::npos)
      << Err;
  ApiDatabase DB;
  ASSERT_EQ(loadError(TinyJs, &DB), "");
  std::string Again = loadError(TinyJs, &DB);
  EXPECT_NE(Again.find("bad.yaml:1:10: error: duplicate library 'tiny'"),
            std::string::npos)
      << Again;
  std::string Type = loadError(R"(library: x
language: js
resources:
  - {name: A, types: [Same]}
  - {name: B, types: [Same]}
)");
  EXPECT_NE(Type.find("bad.yaml:5:23: error: type 'Same' already denotes "
                      "another resource (line 4)"),
            std::string::npos)
      << Type;
}

TEST(ApiErrors, MissingRequiredKeys) {
  std::string Lib = loadError("language: js\n");
  EXPECT_NE(Lib.find("bad.yaml:1:1: error: missing required key 'library'"),
            std::string::npos)
      << Lib;
  std::string Model = loadError(R"(library: x
language: js
resources: [{name: T}]
functions:
  load_model: [load]
)");
  EXPECT_NE(Model.find("bad.yaml:5:16: error: entry 'load' needs a "
                       "'resource'"),
            std::string::npos)
      << Model;
}

TEST(ApiErrors, EmptyFile) {
  for (StringRef Text : {"", "\n\n", "# only a comment\n"}) {
    std::string Err = loadError(Text);
    EXPECT_NE(Err.find("bad.yaml:1:1: error: empty API model"),
              std::string::npos)
        << Err;
  }
}

TEST(ApiErrors, BinaryGarbage) {
  std::string Nul = loadError(StringRef("library: x\n\x7f"
                                        "ELF\0\x01\x02",
                                        17));
  EXPECT_NE(Nul.find("bad.yaml:2:5: error: not a text file"), std::string::npos)
      << Nul;
  std::string Latin = loadError("library: caf\xe9\n");
  EXPECT_NE(Latin.find("bad.yaml:1:13: error: not valid UTF-8"),
            std::string::npos)
      << Latin;
  std::string Scalar = loadError("just some words\n");
  EXPECT_NE(Scalar.find("bad.yaml:1:1: error: the top level must be a "
                        "mapping"),
            std::string::npos)
      << Scalar;
}

TEST(ApiErrors, SecondDocumentRejected) {
  std::string Err = loadError(std::string(TinyJs) + "---\nlibrary: y\n");
  EXPECT_NE(Err.find("bad.yaml:9:1: error: one library per file"),
            std::string::npos)
      << Err;
}

TEST(ApiErrors, LanguageSpecificSections) {
  std::string Methods = loadError(R"(library: x
language: c
resources: [{name: T}]
methods:
  T: {release: [free]}
)");
  EXPECT_NE(Methods.find("bad.yaml:4:1: error: 'methods' is only allowed for "
                         "languages js and python"),
            std::string::npos)
      << Methods;
  std::string Recv = loadError(R"(library: x
language: js
resources: [{name: T}]
functions:
  release: [{name: f, handle: receiver}]
)");
  EXPECT_NE(Recv.find("bad.yaml:5:31: error: handle 'receiver' is only "
                      "allowed in 'methods'"),
            std::string::npos)
      << Recv;
}

TEST(ApiErrors, StatusNeedsOneCompleteConvention) {
  const char *Head = "library: x\nlanguage: c\nresources: [{name: T}]\n";
  EXPECT_EQ(loadError(std::string(Head) + "status: {returned: true}\n"), "");
  EXPECT_EQ(loadError(std::string(Head) +
                      "status: {argument: S, code: get, ok: OK}\n"),
            "");
  std::string Both =
      loadError(std::string(Head) +
                "status: {returned: true, argument: S, code: get, ok: OK}\n");
  EXPECT_NE(Both.find("bad.yaml:4:10: error: 'status' needs either "
                      "'returned: true' or all of"),
            std::string::npos)
      << Both;
  std::string Partial =
      loadError(std::string(Head) + "status: {argument: S}\n");
  EXPECT_NE(Partial.find("error: 'status' with 'argument' needs 'code' and "
                         "'ok' too"),
            std::string::npos)
      << Partial;
  std::string Unknown =
      loadError(std::string(Head) + "status: {returns: true}\n");
  EXPECT_NE(Unknown.find("unknown key 'returns' in 'status'"),
            std::string::npos)
      << Unknown;
  std::string Js = loadError("library: x\nlanguage: js\nmodules: [x]\n"
                             "status: {returned: true}\n");
  EXPECT_NE(Js.find("bad.yaml:4:1: error: 'status' is only allowed for "
                    "language c"),
            std::string::npos)
      << Js;
}

TEST(ApiErrors, MissingFile) {
  ApiDatabase DB;
  llvm::Error E = DB.loadFile("/nonexistent/dir/none.yaml");
  ASSERT_TRUE(static_cast<bool>(E));
  std::string Msg = llvm::toString(std::move(E));
  EXPECT_NE(Msg.find("/nonexistent/dir/none.yaml: error: cannot read"),
            std::string::npos)
      << Msg;
}

} // namespace

namespace {

// Truncated and corrupted versions of a real file must produce an error or
// load, never crash; errors must still name the file.
TEST(ApiErrors, TruncatedAndCorruptedFilesNeverCrash) {
  llvm::SmallString<256> Path(findShippedApiDir());
  llvm::sys::path::append(Path, "tensorflow-c.yaml");
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> Buf =
      llvm::MemoryBuffer::getFile(Path);
  ASSERT_TRUE(static_cast<bool>(Buf)) << Path.str().str();
  StringRef Text = (*Buf)->getBuffer();
  unsigned Errors = 0;
  for (size_t Len = 0; Len < Text.size(); Len += 97) {
    std::string Err = loadError(Text.take_front(Len));
    if (!Err.empty()) {
      ++Errors;
      EXPECT_EQ(Err.rfind("bad.yaml:", 0), 0u) << Err;
    }
  }
  EXPECT_GT(Errors, 0u);
  const char Noise[] = {'{', '}', '[', ']', ':',  '-', '\'', '"', '&',
                        '*', '!', '|', '>', '\t', '%', '@',  '`', '#'};
  for (size_t I = 0; I < Text.size(); I += 61) {
    std::string Mutated = Text.str();
    Mutated[I] = Noise[I % sizeof(Noise)];
    std::string Err = loadError(Mutated);
    if (!Err.empty()) {
      EXPECT_EQ(Err.rfind("bad.yaml:", 0), 0u) << Err;
    }
  }
}

TEST(ApiShipped, CrossFileResourcesResolve) {
  // tfjs-tflite.yaml sorts before tfjs.yaml but uses its Tensor resource.
  const Library *Tfl = shipped().libraryForGlobal("tflite");
  ASSERT_NE(Tfl, nullptr);
  const ApiEntry *Load = shipped().lookupFunction(*Tfl, "loadTFLiteModel");
  ASSERT_NE(Load, nullptr);
  EXPECT_EQ(Load->Kind, ApiKind::LoadModel);
  EXPECT_EQ(Load->Resource, "TFLiteModel");
  const ApiEntry *Predict = shipped().lookupMethod("TFLiteModel", "predict");
  ASSERT_NE(Predict, nullptr);
  EXPECT_EQ(Predict->Resource, "Tensor");
  // A lone file that uses Tensor without tfjs loaded fails, naming it.
  ApiDatabase Alone;
  llvm::SmallString<256> Path(findShippedApiDir());
  llvm::sys::path::append(Path, "tfjs-tflite.yaml");
  llvm::Error E = Alone.loadFile(Path);
  ASSERT_TRUE(static_cast<bool>(E));
  std::string Msg = llvm::toString(std::move(E));
  EXPECT_NE(Msg.find("tfjs-tflite.yaml:"), std::string::npos) << Msg;
  EXPECT_NE(Msg.find("unknown resource 'Tensor'"), std::string::npos) << Msg;
}

TEST(ApiShipped, ModelPackagesLoadModels) {
  const Library *Models =
      shipped().libraryForModule("@tensorflow-models/coco-ssd");
  ASSERT_NE(Models, nullptr);
  for (StringRef F :
       {"load", "createDetector", "createSegmenter", "createEstimator"}) {
    const ApiEntry *E = shipped().lookupFunction(*Models, F);
    ASSERT_NE(E, nullptr) << F.str();
    EXPECT_EQ(E->Kind, ApiKind::LoadModel) << F.str();
    const Resource *R = shipped().resource(E->Resource);
    ASSERT_NE(R, nullptr);
    EXPECT_TRUE(R->IsModel);
  }
  const ApiEntry *Dispose =
      shipped().lookupMethod("PretrainedModel", "dispose");
  ASSERT_NE(Dispose, nullptr);
  EXPECT_EQ(Dispose->Kind, ApiKind::Release);
  // knn-classifier's exact module wins over the @tensorflow-models/* glob.
  const Library *Knn =
      shipped().libraryForModule("@tensorflow-models/knn-classifier");
  ASSERT_NE(Knn, nullptr);
  EXPECT_EQ(Knn->Name, "tfjs-knn-classifier");
  const ApiEntry *Create = shipped().lookupFunction(*Knn, "create");
  ASSERT_NE(Create, nullptr);
  EXPECT_EQ(Create->Kind, ApiKind::Create);
}

} // namespace

TEST(ApiModel, JsLibrariesHaveTheirOwnResourceNames) {
  // Two JS libraries may each have a Tensor with the type Tensor: the later
  // one's is keyed by its library, its entries and methods follow, and a type
  // is found in each library's own namespace.
  ApiDatabase DB;
  ASSERT_EQ(loadError(R"(library: first
language: js
modules: [first]
resources: [{name: Tensor, types: [Tensor]}]
functions: {create: [make]}
methods: {Tensor: {release: [dispose]}}
)",
                      &DB),
            "");
  ASSERT_EQ(loadError(R"(library: second
language: js
modules: [second]
untyped_receivers: [Tensor]
resources: [{name: Tensor, types: [Tensor], noun: frame}]
functions: {create: [make]}
methods: {Tensor: {release: [release]}}
)",
                      &DB),
            "");
  const Library *First = DB.libraryForModule("first");
  const Library *Second = DB.libraryForModule("second");
  ASSERT_TRUE(First && Second);
  const Resource *A = DB.resourceForType("Tensor", *First);
  const Resource *B = DB.resourceForType("Tensor", *Second);
  ASSERT_TRUE(A && B);
  EXPECT_EQ(A->Name, "Tensor");
  EXPECT_EQ(B->Name, "second.Tensor");
  EXPECT_EQ(B->noun(), "frame");
  EXPECT_EQ(DB.resourceForType("Tensor"), A); // the first loaded
  const ApiEntry *Make = DB.lookupFunction(*Second, "make");
  ASSERT_TRUE(Make);
  EXPECT_EQ(Make->Resource, "second.Tensor");
  EXPECT_TRUE(DB.lookupMethod("second.Tensor", "release"));
  EXPECT_FALSE(DB.lookupMethod("second.Tensor", "dispose"));
  EXPECT_EQ(Second->DefaultResource, "second.Tensor");
  EXPECT_EQ(Second->UntypedReceivers,
            std::vector<std::string>{"second.Tensor"});
}

TEST(ApiErrors, CLibrariesShareOneNamespace) {
  ApiDatabase DB;
  ASSERT_EQ(loadError("library: a\nlanguage: c\nresources: [{name: H}]\n", &DB),
            "");
  std::string Err =
      loadError("library: b\nlanguage: c\nresources: [{name: H}]\n", &DB);
  EXPECT_NE(Err.find("error: duplicate resource 'H'"), std::string::npos)
      << Err;
}

TEST(ApiErrors, ConstructorIsForJsFunctions) {
  std::string Err = loadError(R"(library: x
language: c
resources: [{name: H}]
functions:
  entries: [{name: f, kind: create, constructor: true}]
)");
  EXPECT_NE(Err.find("'constructor' is only allowed"), std::string::npos)
      << Err;
}

TEST(ApiModel, CreateEntriesMayKeepTheirArguments) {
  // tf.data.array([{xs, ys}]) makes a dataset that holds xs and ys.
  const ApiEntry *A = shipped().lookupFunction(tfjs(), "data.array");
  ASSERT_TRUE(A);
  EXPECT_EQ(A->Kind, ApiKind::Create);
  EXPECT_TRUE(A->KeepsArgs);
  EXPECT_FALSE(shipped().lookupFunction(tfjs(), "tensor")->KeepsArgs);

  std::string Err = loadError(R"(library: d
language: js
resources: [{name: T}]
functions:
  borrow: [{name: f, keeps_args: true}]
)");
  EXPECT_NE(Err.find("'keeps_args' is only allowed on create and load_model "
                     "entries"),
            std::string::npos)
      << Err;
}

TEST(ApiErrors, VariantsNeedACreateOrNoneOfJs) {
  std::string Borrow = loadError(R"(library: x
language: js
resources: [{name: A}, {name: B}]
functions:
  borrow:
    - {name: f, variants: [{option: o, values: [v], resource: B}]}
)");
  EXPECT_NE(Borrow.find("'variants' are only allowed on create, load_model "
                        "and none entries of language js"),
            std::string::npos)
      << Borrow;
  std::string Missing = loadError(R"(library: x
language: js
resources: [{name: A}, {name: B}]
functions:
  create:
    - {name: f, variants: [{option: o, resource: B}]}
)");
  EXPECT_NE(Missing.find("a variant needs 'option', 'values' and 'resource'"),
            std::string::npos)
      << Missing;
  std::string Unknown = loadError(R"(library: x
language: js
resources: [{name: A}]
functions:
  create:
    - {name: f, variants: [{option: o, values: [v], resource: Nope}]}
)");
  EXPECT_NE(Unknown.find("unknown resource 'Nope'"), std::string::npos)
      << Unknown;
}

TEST(ApiModel, NoneEntriesMakeWhatTheirOptionsSay) {
  // generate() makes nothing unless asked; then a record's field holds the
  // cache. The cache it is given is its own.
  ApiDatabase DB;
  ASSERT_EQ(loadError(R"(library: gen
language: js
modules: [gen]
resources:
  - {name: Model, model: true}
  - {name: Cache, release: ['await {}.dispose()']}
functions: {load_model: [load]}
methods:
  Model:
    none:
      - name: generate
        takes_options: [past_key_values]
        variants:
          - {option: return_dict_in_generate, values: ['true'], resource: Cache, field: past_key_values}
)",
                      &DB),
            "");
  const ApiEntry *G = DB.lookupMethod("Model", "generate");
  ASSERT_TRUE(G);
  EXPECT_EQ(G->Kind, ApiKind::None);
  ASSERT_EQ(G->Variants.size(), 1u);
  EXPECT_EQ(G->Variants[0].Resource, "Cache");
  EXPECT_EQ(G->Variants[0].Field, "past_key_values");
  EXPECT_EQ(G->TakesOptions, std::vector<std::string>{"past_key_values"});

  std::string C = loadError(R"(library: c
language: c
resources: [{name: H}]
functions:
  none: [{name: f, takes_options: [x]}]
)");
  EXPECT_NE(C.find("'takes_options' is only allowed for language js"),
            std::string::npos)
      << C;
}

// `state.detector.dispose()` on an untyped place may release a model: a
// model resource's release method, not only a tensor's.
TEST(ApiModel, ReleasesSomeModel) {
  ApiDatabase DB;
  ASSERT_EQ(loadError(R"(library: l
language: js
modules: [l]
resources:
  - {name: Tensor, release: ['{}.dispose()']}
  - {name: Detector, model: true, release: ['{}.close()']}
functions: {load_model: [{name: load, resource: Detector}]}
methods:
  Tensor: {release: [dispose]}
  Detector: {release: [close], none: [estimate]}
)",
                      &DB),
            "");
  EXPECT_TRUE(DB.releasesSomeModel("close"));
  EXPECT_FALSE(DB.releasesSomeModel("dispose")); // only a tensor's
  EXPECT_FALSE(DB.releasesSomeModel("estimate"));
}

// `seq.add(base)`: the receiver takes in the model argument 0 names.
TEST(ApiModel, BuildsFromArgOnModelMethods) {
  ApiDatabase DB;
  ASSERT_EQ(loadError(R"(library: l
language: js
modules: [l]
resources: [{name: Model, model: true, release: ['{}.dispose()']}]
functions: {create: [{name: sequential, resource: Model}]}
methods:
  Model:
    entries:
      - {name: add, kind: none, builds_from_arg: 0}
    none: [compile]
)",
                      &DB),
            "");
  const ApiEntry *Add = DB.lookupMethod("Model", "add");
  ASSERT_TRUE(Add);
  EXPECT_EQ(Add->BuildsFromArg, 0);
  const ApiEntry *Compile = DB.lookupMethod("Model", "compile");
  ASSERT_TRUE(Compile);
  EXPECT_EQ(Compile->BuildsFromArg, -1);

  // A function builds nothing into a receiver; nor does a create.
  for (const char *Bad : {R"(library: l
language: js
modules: [l]
resources: [{name: Model, model: true}]
functions:
  none: [{name: add, builds_from_arg: 0}]
)",
                          R"(library: l
language: js
modules: [l]
resources: [{name: Model, model: true}]
methods:
  Model:
    entries: [{name: add, kind: create, resource: Model, builds_from_arg: 0}]
)"}) {
    std::string E = loadError(Bad);
    EXPECT_NE(E.find("'builds_from_arg' is only allowed on none entries of "
                     "'methods'"),
              std::string::npos)
        << E;
  }
}
