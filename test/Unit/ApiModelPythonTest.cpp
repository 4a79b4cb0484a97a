//===- ApiModelPythonTest.cpp - Python API models
//---------------------------===//
//
// The parts of the model format only Python libraries use: dotted modules
// and re-exports, glob entry names, history, graphs, repeaters and caches,
// and the errors that keep them out of other languages' files.
//
//===----------------------------------------------------------------------===//

#include "apis/ApiModel.h"
#include "test/Unit/ApiModelTestUtil.h"

#include <gtest/gtest.h>

using namespace tensorlint::apis;
using llvm::StringRef;

namespace {

using tensorlint::test::loadError;

constexpr StringRef Outer = R"(library: outer
language: python
modules: [outer]
reexports: {inner: inner}
graphs:
  - {name: g, noun: the graph, needs_run: true, advice: build it once}
resources:
  - {name: PyT}
  - {name: PyM, model: true, noun: session}
functions:
  load_model: [{name: load, resource: PyM}]
  none: ['{config,io.*}']
  derive:
    - {name: 'nn.[A-Z]*', resource: PyT, history: drop}
    - {name: '*', resource: PyT, history: inherit}
  graph_reset: [{name: reset, graph: g}]
methods:
  PyT:
    derive:
      - {name: '{item,tolist}', history: drop}
      - {name: '*', resource: PyT, history: inherit}
    none: [{name: backward, history: require}]
)";

constexpr StringRef Inner = R"(library: inner
language: python
modules: [inner]
caches: [cache]
script_reruns: a script
repeats:
  - {decorator: 'App.{get,post}', frequency: request, reason: "'{callee}' route"}
  - {callback: '*.click', arg: 0, keyword: fn, frequency: event}
  - {base_class: 'views.*', methods: [get], frequency: request}
functions:
  load_model: [{name: models.load, resource: PyM}]
)";

TEST(PythonModels, ModulesAndReexports) {
  ApiDatabase DB;
  ASSERT_EQ(loadError(Outer, &DB), "");
  ASSERT_EQ(loadError(Inner, &DB), "");
  auto [Lib, Rest] = DB.pythonModule("outer.nn.functional");
  ASSERT_NE(Lib, nullptr);
  EXPECT_EQ(Lib->Name, "outer");
  EXPECT_EQ(Rest, "nn.functional");
  // `from outer.inner.models import load` is the inner library's.
  auto [Re, Path] = DB.pythonModule("outer.inner.models");
  ASSERT_NE(Re, nullptr);
  EXPECT_EQ(Re->Name, "inner");
  EXPECT_EQ(Path, "models");
  EXPECT_EQ(DB.pythonReexport(*Lib, "inner.models.load").second, "models.load");
  EXPECT_EQ(DB.pythonModule("unknown.thing").first, nullptr);
  // A Python module is no JS module specifier.
  EXPECT_EQ(DB.libraryForModule("outer"), nullptr);
}

TEST(PythonModels, GlobEntriesExactFirstThenFileOrder) {
  ApiDatabase DB;
  ASSERT_EQ(loadError(Outer, &DB), "");
  const Library &L = *DB.pythonModule("outer").first;
  const ApiEntry *Load = DB.lookupFunction(L, "load");
  ASSERT_NE(Load, nullptr);
  EXPECT_EQ(Load->Kind, ApiKind::LoadModel);
  const ApiEntry *Layer = DB.lookupFunction(L, "nn.Linear");
  ASSERT_NE(Layer, nullptr);
  EXPECT_EQ(Layer->Hist, History::Drop);
  const ApiEntry *Config = DB.lookupFunction(L, "config");
  ASSERT_NE(Config, nullptr);
  EXPECT_EQ(Config->Kind, ApiKind::None);
  EXPECT_EQ(DB.lookupFunction(L, "io.read")->Kind, ApiKind::None);
  const ApiEntry *Cat = DB.lookupFunction(L, "cat");
  ASSERT_NE(Cat, nullptr);
  EXPECT_EQ(Cat->Kind, ApiKind::Derive);
  EXPECT_EQ(Cat->Hist, History::Inherit);
  EXPECT_EQ(Cat->Owner, &L);
  EXPECT_EQ(DB.lookupMethod("PyT", "item")->Hist, History::Drop);
  EXPECT_EQ(DB.lookupMethod("PyT", "mean")->Hist, History::Inherit);
  EXPECT_EQ(DB.lookupMethod("PyT", "backward")->Hist, History::Require);
  const ApiEntry *Reset = DB.lookupFunction(L, "reset");
  ASSERT_NE(Reset, nullptr);
  EXPECT_EQ(Reset->Graph, "g");
  ASSERT_EQ(L.Graphs.size(), 1u);
  EXPECT_TRUE(L.Graphs[0].NeedsRun);
  EXPECT_EQ(L.Graphs[0].Noun, "the graph");
}

TEST(PythonModels, RepeatersAndCaches) {
  ApiDatabase DB;
  ASSERT_EQ(loadError(Outer, &DB), "");
  ASSERT_EQ(loadError(Inner, &DB), "");
  const Library &L = *DB.pythonModule("inner").first;
  ASSERT_EQ(L.Repeats.size(), 3u);
  EXPECT_EQ(L.Repeats[0].How, Repeater::Decorator);
  EXPECT_EQ(L.Repeats[0].Freq, RepeatFrequency::Request);
  EXPECT_EQ(L.Repeats[1].How, Repeater::Callback);
  EXPECT_EQ(L.Repeats[1].ArgMin, 0);
  EXPECT_EQ(L.Repeats[1].ArgMax, 0);
  EXPECT_EQ(L.Repeats[1].Keyword, "fn");
  EXPECT_EQ(L.Repeats[2].How, Repeater::BaseClass);
  EXPECT_EQ(L.Repeats[2].Methods, std::vector<std::string>{"get"});
  ASSERT_EQ(L.Caches.size(), 1u);
  EXPECT_EQ(L.Caches[0].pattern(), "cache");
  EXPECT_TRUE(L.Caches[0].match("cache"));
  EXPECT_EQ(L.ScriptReruns, "a script");
}

TEST(PythonModels, Errors) {
  EXPECT_NE(loadError("library: x\nlanguage: js\nmodules: [x]\n"
                      "caches: [c]\n")
                .find("bad.yaml:4:1: error: 'caches' is only allowed for "
                      "language python"),
            std::string::npos);
  EXPECT_NE(loadError("library: x\nlanguage: js\nmodules: [x]\n"
                      "resources: [{name: T}]\nfunctions:\n"
                      "  create: ['make*']\n")
                .find("entry names may be globs only for language python"),
            std::string::npos);
  EXPECT_NE(loadError("library: x\nlanguage: c\nresources: [{name: T}]\n"
                      "functions:\n  derive: [f]\n")
                .find("are only allowed for language python"),
            std::string::npos);
  EXPECT_NE(loadError("library: x\nlanguage: python\nmodules: [x]\n"
                      "functions:\n  graph_add: [f]\n")
                .find("kind 'graph_add' needs a 'graph'"),
            std::string::npos);
  EXPECT_NE(loadError("library: x\nlanguage: python\nmodules: [x]\n"
                      "functions:\n  graph_add: [{name: f, graph: nope}]\n")
                .find("unknown graph 'nope'; declare it under 'graphs'"),
            std::string::npos);
  EXPECT_NE(loadError("library: x\nlanguage: python\nmodules: ['x.*']\n")
                .find("a Python module must be a dotted name"),
            std::string::npos);
  EXPECT_NE(loadError("library: x\nlanguage: python\nmodules: [x]\n"
                      "repeats: [{callback: f, frequency: event}]\n")
                .find("a 'callback' repeater needs 'arg' or 'keyword'"),
            std::string::npos);
  EXPECT_NE(loadError("library: x\nlanguage: python\nmodules: [x]\n"
                      "repeats: [{decorator: f, frequency: often}]\n")
                .find("unknown frequency 'often'"),
            std::string::npos);
  EXPECT_NE(loadError("library: x\nlanguage: python\nmodules: [x]\n"
                      "resources: [{name: T}]\nfunctions:\n"
                      "  derive: [{name: f, history: maybe}]\n")
                .find("unknown history 'maybe'"),
            std::string::npos);
}

TEST(PythonModels, ShippedModelsLoad) {
  llvm::Expected<ApiDatabase> DB = ApiDatabase::loadShipped();
  ASSERT_TRUE(static_cast<bool>(DB)) << llvm::toString(DB.takeError());
  // tf.keras is Keras.
  auto [Lib, Rest] = DB->pythonModule("tensorflow.keras.models");
  ASSERT_NE(Lib, nullptr);
  EXPECT_EQ(Lib->Name, "keras");
  const ApiEntry *Load = DB->lookupFunction(*Lib, Rest + ".load_model");
  ASSERT_NE(Load, nullptr);
  EXPECT_EQ(Load->Kind, ApiKind::LoadModel);
  // The JS libraries keep their resource names (Python's are their own).
  EXPECT_NE(DB->resource("Tensor"), nullptr);
  EXPECT_NE(DB->resource("TorchTensor"), nullptr);
}

} // namespace
