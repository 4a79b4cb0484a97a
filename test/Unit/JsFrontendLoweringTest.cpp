//===- JsFrontendLoweringTest.cpp - What JS/TS code lowers to -------------===//
//
// Each test lowers a small program and checks the IR text (the form
// `tensorlint --dump-ir` prints) or the ops directly.
//
//===----------------------------------------------------------------------===//

#include "JsFrontendTestUtil.h"
#include "frontend/js/HtmlPage.h"
#include "frontend/js/JsDocument.h"
#include "frontend/js/Syntax.h"

#include <gtest/gtest.h>

#include <algorithm>

using namespace tensorlint;
using namespace tensorlint::test;
using ir::Language;
using ir::OpKind;

namespace {
bool has(const std::string &S, llvm::StringRef Needle) {
  return S.find(Needle.str()) != std::string::npos;
}
constexpr const char *TfImport = "import * as tf from '@tensorflow/tfjs';\n";
} // namespace

TEST(JsFrontendLowering, ChainedCreateUsesTemporary) {
  std::string S =
      dumpJs(std::string(TfImport) + "function f(a, b, c) {\n"
                                     "  const x = tf.tensor([1]);\n"
                                     "  const y = x.add(x).mul(x);\n"
                                     "  return y;\n"
                                     "}\n");
  // %0..%2 are the parameters (every parameter has a value), %3 is x.
  EXPECT_TRUE(has(S, "value %4 \"$t0\" tensor temp")) << S;
  EXPECT_TRUE(has(S, "create %4 api=\"x.add\"")) << S;
  EXPECT_TRUE(has(S, "use %4 api=\"x.add(...).mul\"")) << S;
  EXPECT_TRUE(has(S, "create %5 api=\"x.add(...).mul\"")) << S;
  EXPECT_TRUE(has(S, "kill %4")) << S;
  EXPECT_TRUE(has(S, "escape %5 to=return")) << S;
}

TEST(JsFrontendLowering, NamespaceDefaultAndRequireBindings) {
  for (const char *Head :
       {"import * as tf from '@tensorflow/tfjs';",
        "import tf from '@tensorflow/tfjs-node';",
        "const tf = require('@tensorflow/tfjs-node');", ""}) {
    std::string S = dumpJs(std::string(Head) + "\nconst t = tf.zeros([2]);\n");
    EXPECT_TRUE(has(S, "create %0 api=\"tf.zeros\"")) << Head << "\n" << S;
  }
}

TEST(JsFrontendLowering, NamedImportAlias) {
  std::string S =
      dumpJs("import {tidy, tensor2d as t2} from "
             "'@tensorflow/tfjs-node';\n"
             "const {loadGraphModel} = require('@tensorflow/tfjs');\n"
             "const a = t2([[1]]);\n"
             "const m = loadGraphModel('u');\n");
  EXPECT_TRUE(has(S, "create %0 api=\"tensor2d\"")) << S;
  EXPECT_TRUE(has(S, "load-model %1 api=\"loadGraphModel\"")) << S;
}

TEST(JsFrontendLowering, ShadowedGlobalIsNotTf) {
  std::string S = dumpJs("function f(tf) { const t = tf.zeros([2]); }\n");
  EXPECT_FALSE(has(S, "create")) << S;
}

TEST(JsFrontendLowering, NormalisesEngineScopes) {
  std::string S = dumpJs(std::string(TfImport) + "function f() {\n"
                                                 "  tf.engine().startScope();\n"
                                                 "  const t = tf.ones([1]);\n"
                                                 "  tf.engine().endScope();\n"
                                                 "}\n");
  EXPECT_TRUE(has(S, "scope-enter api=\"tf.engine.startScope\" scope=0")) << S;
  EXPECT_TRUE(has(S, "scope-exit api=\"tf.engine.endScope\" scope=0")) << S;
}

TEST(JsFrontendLowering, TidyScopedCallAndCallback) {
  ir::Module M = lowerJs(std::string(TfImport) +
                         "function f(x) {\n"
                         "  const y = tf.tidy(() => tf.ones([1]).add(1));\n"
                         "  tf.tidy('named', compute);\n"
                         "  return y;\n"
                         "}\n"
                         "function compute() { return tf.zeros([1]); }\n");
  const ir::Function *F = findFn(M, "f");
  ASSERT_TRUE(F);
  auto Scoped = opsOf(*F, OpKind::ScopedCall);
  ASSERT_EQ(Scoped.size(), 2u);
  EXPECT_EQ(Scoped[0]->Api, "tf.tidy");
  ASSERT_NE(Scoped[0]->Callee, ir::NoFunction);
  EXPECT_TRUE(M.Functions[Scoped[0]->Callee].Attrs.IsScopeCallback);
  const ir::Function *C = findFn(M, "compute");
  ASSERT_TRUE(C);
  EXPECT_TRUE(C->Attrs.IsScopeCallback);
  // The result bound to y, and the discarded result of the second call:
  // compute returns a tensor, which tidy hands back to (and leaks in) f.
  auto Creates = opsOf(*F, OpKind::Create);
  ASSERT_EQ(Creates.size(), 2u);
  EXPECT_EQ(nameOf(*F, Creates[0]->Dst), "y");
  EXPECT_EQ(F->Values[Creates[1]->Dst].Store, ir::Storage::Temporary);
}

TEST(JsFrontendLowering, AsyncAndReturnsPromise) {
  ir::Module M = lowerJs(std::string(TfImport) +
                         "async function a() {}\n"
                         "function b() { return new Promise(r => r(1)); }\n"
                         "function c(p) { return p.then(x => x); }\n"
                         "function d() { return a(); }\n"
                         "function e() { return tf.loadLayersModel('u'); }\n"
                         "function g() { return 1; }\n");
  EXPECT_TRUE(findFn(M, "a")->Attrs.IsAsync);
  EXPECT_TRUE(findFn(M, "b")->Attrs.ReturnsPromise);
  EXPECT_TRUE(findFn(M, "c")->Attrs.ReturnsPromise);
  EXPECT_TRUE(findFn(M, "d")->Attrs.ReturnsPromise);
  EXPECT_TRUE(findFn(M, "e")->Attrs.ReturnsPromise);
  EXPECT_FALSE(findFn(M, "g")->Attrs.ReturnsPromise);
  EXPECT_FALSE(findFn(M, "g")->Attrs.IsAsync);
}

TEST(JsFrontendLowering, ExportSymbols) {
  ir::Module M = lowerJs("export function f() {}\n"
                         "export default function () {}\n"
                         "export const g = () => 1;\n"
                         "module.exports.h = function () {};\n"
                         "exports.k = () => 2;\n"
                         "function local() {}\n",
                         Language::JavaScript, "src/m.js");
  EXPECT_EQ(findFn(M, "f")->ExportSymbol, "src/m.js#f");
  EXPECT_EQ(findFn(M, "g")->ExportSymbol, "src/m.js#g");
  EXPECT_EQ(findFn(M, "h")->ExportSymbol, "src/m.js#h");
  EXPECT_EQ(findFn(M, "k")->ExportSymbol, "src/m.js#k");
  EXPECT_EQ(findFn(M, "local")->ExportSymbol, "");
  bool Default = false;
  for (const ir::Function &F : M.Functions)
    Default |= F.ExportSymbol == "src/m.js#default";
  EXPECT_TRUE(Default);
}

TEST(JsFrontendLowering, TypeScriptAnnotations) {
  ir::Module M =
      lowerJs("import * as tf from '@tensorflow/tfjs';\n"
              "function f(x: tf.Tensor, m: tf.LayersModel, xs: tf.Tensor[]) {\n"
              "  let t: Tensor2D;\n"
              "  const y = m.predict(x) as tf.Tensor;\n"
              "  x.dispose();\n"
              "}\n",
              Language::TypeScript, "t.ts");
  const ir::Function *F = findFn(M, "f");
  ASSERT_TRUE(F);
  std::string S =
      dumpJs("import * as tf from '@tensorflow/tfjs';\n"
             "function f(x: tf.Tensor, m: tf.LayersModel, xs: tf.Tensor[]) {\n"
             "  let t: Tensor2D;\n"
             "  const y = m.predict(x) as tf.Tensor;\n"
             "  x.dispose();\n"
             "}\n",
             Language::TypeScript, "t.ts");
  EXPECT_TRUE(has(S, "value %0 \"x\" tensor param")) << S;
  EXPECT_TRUE(has(S, "value %1 \"m\" model param")) << S;
  EXPECT_TRUE(has(S, "\"t\" tensor local")) << S;
  EXPECT_TRUE(has(S, "api=\"m.predict\"")) << S;
  EXPECT_TRUE(has(S, "release %0 api=\"x.dispose\"")) << S;
  EXPECT_TRUE(has(S, "value %2 \"xs\" other param")) << S; // an array
}

TEST(JsFrontendLowering, JsDocTypes) {
  std::string S = dumpJs("/** @param {tf.Tensor} x the input */\n"
                         "function f(x) { x.dispose(); }\n"
                         "function g() {\n"
                         "  /** @type {tf.Tensor} */\n"
                         "  let t;\n"
                         "}\n");
  EXPECT_TRUE(has(S, "value %0 \"x\" tensor param")) << S;
  EXPECT_TRUE(has(S, "release %0 api=\"x.dispose\"")) << S;
  EXPECT_TRUE(has(S, "value %0 \"t\" tensor local")) << S;
}

TEST(JsFrontendLowering, AliasFlowsThroughLocals) {
  std::string S = dumpJs(std::string(TfImport) +
                         "function f() { const a = tf.ones([1]); const b = a;"
                         " b.dispose(); }\n");
  EXPECT_TRUE(has(S, "assign %1 <- %0")) << S;
  EXPECT_TRUE(has(S, "release %1 api=\"b.dispose\"")) << S;
}

TEST(JsFrontendLowering, ParamsTypedFromCallSites) {
  std::string S = dumpJs(std::string(TfImport) +
                         "function helper(t, n) { return t.square(); }\n"
                         "function main() {\n"
                         "  const a = tf.ones([1]);\n"
                         "  const r = helper(a, 3);\n"
                         "  helper(a, 4);\n"
                         "}\n");
  EXPECT_TRUE(has(S, "value %0 \"t\" tensor param")) << S;
  EXPECT_FALSE(has(S, "\"n\" tensor")) << S;
  EXPECT_TRUE(has(S, "call %1 args=(%0, _) api=\"helper\" callee=@1")) << S;
}

TEST(JsFrontendLowering, AwaitedAsyncCreateAndLoad) {
  std::string S = dumpJs(std::string(TfImport) +
                         "async function f(u) {\n"
                         "  const m = await tf.loadGraphModel(u);\n"
                         "  const y = await m.executeAsync(tf.ones([1]));\n"
                         "  y.dispose();\n"
                         "}\n");
  EXPECT_TRUE(has(S, "load-model %1 api=\"tf.loadGraphModel\"")) << S;
  EXPECT_TRUE(has(S, "await")) << S;
  EXPECT_TRUE(has(S, "api=\"m.executeAsync\"")) << S;
  EXPECT_TRUE(has(S, "release %3 api=\"y.dispose\"")) << S;
}

TEST(JsFrontendLowering, LookAlikesOnNonTensorsProduceNothing) {
  std::string S =
      dumpJs(std::string(TfImport) + "function f(str, arr) {\n"
                                     "  const a = str.concat('x');\n"
                                     "  const b = arr.slice(1);\n"
                                     "  const c = moment().add(1, 'd');\n"
                                     "  const d = new BigNumber(1).add(2);\n"
                                     "  d.dispose();\n"
                                     "}\n");
  EXPECT_FALSE(has(S, "create")) << S;
  EXPECT_FALSE(has(S, "release")) << S;
  // Only the parameters have values, typed `other`.
  EXPECT_FALSE(has(S, " tensor ")) << S;
  EXPECT_FALSE(has(S, " model ")) << S;
}

TEST(JsFrontendLowering, DisposeForms) {
  ir::Module M = lowerJs(std::string(TfImport) +
                         "function f() {\n"
                         "  const a = tf.ones([1]), b = tf.ones([1]);\n"
                         "  const c = tf.ones([1]), d = tf.ones([1]);\n"
                         "  tf.dispose(a);\n"
                         "  tf.dispose([b, c]);\n"
                         "  tf.dispose({d});\n"
                         "}\n");
  const ir::Function *F = findFn(M, "f");
  auto Rel = opsOf(*F, OpKind::Release);
  ASSERT_EQ(Rel.size(), 4u);
  EXPECT_EQ(nameOf(*F, Rel[0]->Src), "a");
  EXPECT_EQ(nameOf(*F, Rel[1]->Src), "b");
  EXPECT_EQ(nameOf(*F, Rel[2]->Src), "c");
  EXPECT_EQ(nameOf(*F, Rel[3]->Src), "d");
}

TEST(JsFrontendLowering, EscapesToReturnFieldModuleContainer) {
  std::string S = dumpJs(std::string(TfImport) +
                         "let cache;\n"
                         "const memory = [];\n"
                         "class A {\n"
                         "  m() {\n"
                         "    const a = tf.ones([1]);\n"
                         "    this.x = a;\n"
                         "    const b = tf.ones([1]);\n"
                         "    cache = b;\n"
                         "    const c = tf.ones([1]);\n"
                         "    memory.push(c);\n"
                         "    const d = tf.ones([1]);\n"
                         "    memory[0] = d;\n"
                         "    const e = tf.ones([1]), g = tf.ones([1]);\n"
                         "    return [e, g];\n"
                         "  }\n"
                         "}\n");
  // The store names the place it fills: a value of its own for `this.x`
  // (a field of the object the method runs on) and for `cache`.
  EXPECT_TRUE(has(S, "escape %0 to=field in %1")) << S;
  EXPECT_TRUE(has(S, "value %1 \"this.x\" tensor field @7:5 receiver")) << S;
  EXPECT_TRUE(has(S, "escape %2 to=module in %4")) << S;
  EXPECT_TRUE(has(S, "value %3 \"cache\" tensor module")) << S;
  EXPECT_TRUE(has(S, "value %4 \"cache\" tensor module")) << S;
  EXPECT_TRUE(has(S, "escape %5 to=container")) << S;
  EXPECT_TRUE(has(S, "escape %6 to=container")) << S;
  EXPECT_TRUE(has(S, "escape %7 to=return")) << S;
  EXPECT_TRUE(has(S, "escape %8 to=return")) << S;
}

TEST(JsFrontendLowering, ReceiverFieldsAndConstructors) {
  // `this.x` in a class's methods (and in closures of them) is a field of
  // the receiver; the constructor initialises the receiver; `this.x` in a
  // plain function, and another object's field, are neither.
  std::string S = dumpJs(std::string(TfImport) +
                         "class A {\n"
                         "  constructor() { this.s = tf.ones([1]); }\n"
                         "  m() { setTimeout(() => { this.t = tf.ones([1]); "
                         "}); }\n"
                         "}\n"
                         "function F() { this.u = tf.ones([1]); }\n"
                         "function g(o) { o.v = tf.ones([1]); }\n");
  EXPECT_TRUE(has(S, "function \"constructor\" @3:3 freq=unknown "
                     "initialises-receiver"))
      << S;
  EXPECT_TRUE(has(S, "value %0 \"this.s\" tensor field @3:19 receiver")) << S;
  EXPECT_TRUE(has(S, "value %0 \"this.t\" tensor field @4:28 receiver")) << S;
  EXPECT_TRUE(has(S, "value %0 \"this.u\" tensor field @6:16\n")) << S;
  EXPECT_TRUE(has(S, "value %1 \"o.v\" tensor field @7:17\n")) << S;
  EXPECT_FALSE(has(S, "function \"m\" @4:3 freq=unknown initialises")) << S;
}

TEST(JsFrontendLowering, ClosureCaptureEscapes) {
  std::string S = dumpJs(std::string(TfImport) +
                         "function f(btn) {\n"
                         "  const t = tf.ones([1]);\n"
                         "  btn.addEventListener('click', () => t.print());\n"
                         "  const u = tf.ones([1]);\n"
                         "  const s = tf.tidy(() => u.add(1));\n"
                         "}\n");
  EXPECT_TRUE(has(S, "escape %1 to=closure")) << S;
  EXPECT_FALSE(has(S, "escape %2 to=closure")) << S; // tidy runs now
}

TEST(JsFrontendLowering, UnknownCalleeAndSink) {
  // A function nothing here describes: a call the engine hands the tensor
  // over to; the runtime's own readers (apis/javascript.yaml) only read.
  std::string S =
      dumpJs(std::string(TfImport) + "function f() { const t = tf.ones([1]);"
                                     " report(t); console.log(t); }\n");
  EXPECT_TRUE(has(S, "call _ args=(%0) api=\"report\"")) << S;
  EXPECT_TRUE(has(S, "use %0 api=\"console.log\"\n")) << S;
  EXPECT_FALSE(has(S, "escape")) << S;
}

TEST(JsFrontendLowering, KeepAndReassignmentAndNull) {
  std::string S = dumpJs(std::string(TfImport) + "function f(b) {\n"
                                                 "  let acc = tf.zeros([1]);\n"
                                                 "  acc = acc.add(1);\n"
                                                 "  tf.keep(acc);\n"
                                                 "  acc = null;\n"
                                                 "}\n");
  EXPECT_TRUE(
      has(S, "use %1 api=\"acc.add\"\n    4:9 create %1 api=\"acc.add\""))
      << S;
  EXPECT_TRUE(has(S, "keep %1")) << S;
  EXPECT_TRUE(has(S, "6:3 kill %1")) << S;
}

TEST(JsFrontendLowering, GuardedLoadsAndCache) {
  std::string S =
      dumpJs(std::string(TfImport) +
             "let model;\n"
             "async function get() {\n"
             "  if (!model) { model = await tf.loadLayersModel('u'); }\n"
             "  return model;\n"
             "}\n"
             "async function get2() {\n"
             "  model ?\?= await tf.loadLayersModel('u');\n"
             "}\n"
             "async function bad() {\n"
             "  const m = await tf.loadLayersModel('u');\n"
             "}\n");
  EXPECT_TRUE(has(S, "load-model %0 api=\"tf.loadLayersModel\" "
                     "release=\"{}.dispose()\" async guarded\n"))
      << S;
  EXPECT_TRUE(has(S, "escape %0 to=cache")) << S;
  EXPECT_TRUE(has(S, "value %0 \"model\" model module")) << S;
  EXPECT_TRUE(has(S, "value %0 \"m\" model local")) << S;
  size_t Guarded = 0;
  for (size_t P = 0; (P = S.find("guarded", P)) != std::string::npos; ++P)
    ++Guarded;
  EXPECT_EQ(Guarded, 2u) << S;
}

TEST(JsFrontendLowering, InjectableRootServiceCachesModel) {
  std::string Src =
      "import * as tf from '@tensorflow/tfjs';\n"
      "@Injectable({providedIn: 'root'})\n"
      "export class ModelService {\n"
      "  async load() { this.model = await tf.loadGraphModel('u'); }\n"
      "}\n"
      "class Other {\n"
      "  async load() { this.model = await tf.loadGraphModel('u'); }\n"
      "}\n";
  std::string S = dumpJs(Src, Language::TypeScript, "s.ts");
  EXPECT_TRUE(has(S, "escape %0 to=cache")) << S;
  EXPECT_TRUE(has(S, "escape %0 to=field")) << S;
  EXPECT_TRUE(has(S, "value %0 \"this.model\" model field")) << S;
}

TEST(JsFrontendLowering, ControlFlowShapes) {
  ir::Module M =
      lowerJs(std::string(TfImport) +
              "function f(xs) {\n"
              "  outer: for (const x of xs) {\n"
              "    const y = tf.ones([1]);\n"
              "    if (x) continue outer;\n"
              "    switch (x) { case 1: break; default: y.dispose(); }\n"
              "    while (x) { break; }\n"
              "    do { } while (x);\n"
              "  }\n"
              "  try { throw new Error('e'); } catch (e) {} "
              "finally { tf.ones([1]); }\n"
              "}\n");
  const ir::Function *F = findFn(M, "f");
  ASSERT_TRUE(F);
  bool Loop = false, Continue = false, Throw = false, Break = false;
  for (const ir::Block &B : F->Blocks) {
    Loop |= B.LoopBody;
    Continue |= B.Term == ir::TermKind::Continue;
    Throw |= B.Term == ir::TermKind::Throw;
    Break |= B.Term == ir::TermKind::Break;
  }
  EXPECT_TRUE(Loop && Continue && Throw && Break);
  // y is killed at the end of the body and on the continue path.
  EXPECT_EQ(opsOf(*F, OpKind::Kill).size() >= 2u, true);
  // The finally body runs on the path leaving the try.
  EXPECT_FALSE(opsOf(*F, OpKind::Create).size() < 2u);
  // Every block but the exit has a successor or is unreachable padding;
  // the exit has none.
  EXPECT_TRUE(F->Blocks[F->Exit].Succs.empty());
}

TEST(JsFrontendLowering, ReturnTerminatorAndFinallyCopy) {
  std::string S = dumpJs(std::string(TfImport) + "function f(c) {\n"
                                                 "  const t = tf.ones([1]);\n"
                                                 "  try {\n"
                                                 "    if (c) return 1;\n"
                                                 "  } finally {\n"
                                                 "    t.dispose();\n"
                                                 "  }\n"
                                                 "}\n");
  EXPECT_TRUE(has(S, "return@5:12")) << S;
  size_t N = 0;
  for (size_t P = 0; (P = S.find("release %1", P)) != std::string::npos; ++P)
    ++N;
  EXPECT_EQ(N, 2u) << S; // on the return path and on the normal path
}

TEST(JsFrontendLowering, UserCallsAndImports) {
  ir::Module M = lowerJs("import {helper} from './helpers';\n"
                         "import * as tf from '@tensorflow/tfjs';\n"
                         "function f() { const t = tf.ones([1]);"
                         " const r = helper(t); }\n",
                         Language::JavaScript, "/nonexistent/dir/app.js");
  ASSERT_EQ(M.Imports.size(), 1u);
  EXPECT_EQ(M.Imports[0], "/nonexistent/dir/helpers.js");
  auto Calls = opsOf(*findFn(M, "f"), OpKind::Call);
  ASSERT_EQ(Calls.size(), 1u);
  EXPECT_EQ(Calls[0]->CalleeSymbol, "/nonexistent/dir/helpers.js#helper");
  EXPECT_NE(Calls[0]->Dst, ir::NoValue);
}

TEST(JsFrontendLowering, FrequencyReactAndHooks) {
  ir::Module M = lowerJs(
      "function App() {\n"
      "  useEffect(() => { load(); }, []);\n"
      "  useEffect(() => { load(); });\n"
      "  return <div/>;\n"
      "}\n"
      "const Memo = React.memo(() => <span/>);\n"
      "class Old extends React.Component { render() { return null; } }\n",
      Language::TSX, "a.tsx");
  EXPECT_EQ(findFn(M, "App")->Attrs.Freq, ir::Frequency::PerRender);
  EXPECT_EQ(findFn(M, "App")->Attrs.FreqReason, "React component 'App'");
  int PerRender = 0;
  for (const ir::Function &F : M.Functions)
    PerRender += F.Attrs.Freq == ir::Frequency::PerRender;
  // App, the effect without dependencies, Memo's arrow, render; the effect
  // with an empty dependency list runs once per mount.
  EXPECT_EQ(PerRender, 4);
  int Once = 0;
  for (const ir::Function &F : M.Functions)
    Once += F.Attrs.Freq == ir::Frequency::Once &&
            F.Attrs.FreqReason == "'useEffect' callback with no dependencies";
  EXPECT_EQ(Once, 1);
  EXPECT_EQ(M.Functions[0].Attrs.Freq, ir::Frequency::Once);
}

TEST(JsFrontendLowering, FrequencyAngularVueEventsServersLoops) {
  ir::Module M =
      lowerJs("@Component({selector: 'x'})\n"
              "class Detail { constructor() {} ngOnInit() {} helper() {} }\n"
              "const comp = { setup() {}, mounted() {} };\n"
              "el.onclick = () => {};\n"
              "window.addEventListener('resize', function onResize() {});\n"
              "setInterval(() => {}, 10);\n"
              "requestAnimationFrame(function frame() {});\n"
              "app.get('/p', (req, res) => {});\n"
              "http.createServer((req, res) => {});\n"
              "[1, 2].forEach(i => {});\n",
              Language::TypeScript, "c.ts");
  auto FreqOf = [&](llvm::StringRef N) {
    const ir::Function *F = findFn(M, N);
    return F ? F->Attrs.Freq : ir::Frequency::Unknown;
  };
  EXPECT_EQ(FreqOf("constructor"), ir::Frequency::PerRender);
  EXPECT_EQ(findFn(M, "ngOnInit")->Attrs.FreqReason,
            "Angular component 'Detail' lifecycle hook 'ngOnInit'");
  EXPECT_EQ(FreqOf("helper"), ir::Frequency::Unknown);
  EXPECT_EQ(FreqOf("setup"), ir::Frequency::PerRender);
  EXPECT_EQ(FreqOf("mounted"), ir::Frequency::PerRender);
  EXPECT_EQ(FreqOf("onclick"), ir::Frequency::PerEvent);
  EXPECT_EQ(FreqOf("onResize"), ir::Frequency::PerEvent);
  // A one-shot registration runs as often as the code that registers it
  // (here the module's top level): the summaries follow DeferredBy.
  EXPECT_EQ(FreqOf("frame"), ir::Frequency::Unknown);
  EXPECT_EQ(findFn(M, "frame")->Attrs.DeferredBy,
            std::vector<ir::FunctionId>{0});
  int PerRequest = 0, PerIteration = 0, PerEvent = 0;
  for (const ir::Function &F : M.Functions) {
    PerRequest += F.Attrs.Freq == ir::Frequency::PerRequest;
    PerIteration += F.Attrs.Freq == ir::Frequency::PerIteration;
    PerEvent += F.Attrs.Freq == ir::Frequency::PerEvent;
  }
  EXPECT_EQ(PerRequest, 2);
  EXPECT_EQ(PerIteration, 1);
  EXPECT_EQ(PerEvent, 3);
}

TEST(JsFrontendLowering, NextJsRouteHandlers) {
  ir::Module M = lowerJs("export async function GET(request) {}\n"
                         "export function helper() {}\n",
                         Language::TypeScript, "app/api/x/route.ts");
  EXPECT_EQ(findFn(M, "GET")->Attrs.Freq, ir::Frequency::PerRequest);
  EXPECT_EQ(findFn(M, "helper")->Attrs.Freq, ir::Frequency::Unknown);
}

TEST(JsFrontendLowering, NextJsRouteFilesAreTheModelsGlobs) {
  // apis/js/nextjs.yaml's `files:`: API routes under pages/api, route
  // handlers in a route.<ext> file under app/; not a test of one, nor a
  // file that merely ends in "route".
  auto Freq = [](llvm::StringRef Path) {
    return findFn(lowerJs("export default function handler(req, res) {}\n",
                          Language::TypeScript, Path),
                  "handler")
        ->Attrs.Freq;
  };
  for (llvm::StringRef Path :
       {"pages/api/users.ts", "web/pages/api/a/b.ts", "app/route.ts",
        "src/app/api/x/route.js", "/abs/app/route.mts"})
    EXPECT_EQ(Freq(Path), ir::Frequency::PerRequest) << Path.str();
  for (llvm::StringRef Path : {"app/api/x/route.test.ts", "app/x/myroute.ts",
                               "pages/users.ts", "route.ts"})
    EXPECT_EQ(Freq(Path), ir::Frequency::Unknown) << Path.str();
}

TEST(JsFrontendLowering, ClosuresHaveParents) {
  ir::Module M = lowerJs("function outer() { const inner = () => 1; }\n");
  const ir::Function *Inner = findFn(M, "inner");
  ASSERT_TRUE(Inner);
  EXPECT_EQ(M.Functions[Inner->Parent].Name, "outer");
  EXPECT_EQ(findFn(M, "outer")->Parent, ir::NoFunction);
}

TEST(JsFrontendLowering, ModuleFunctionAndScopeAdvice) {
  ir::Module M = lowerJs(std::string(TfImport) + "const w = tf.ones([1]);\n");
  EXPECT_EQ(M.ScopeAdvice, "run {where} inside tf.tidy()");
  ASSERT_FALSE(M.Functions.empty());
  EXPECT_TRUE(M.Functions[0].Attrs.IsModuleInit);
  EXPECT_EQ(M.Functions[0].Values[0].Store, ir::Storage::Module);
}

TEST(JsFrontendLowering, LanguageForPath) {
  using frontend::js::languageForPath;
  EXPECT_EQ(languageForPath("a.mjs"), Language::JavaScript);
  EXPECT_EQ(languageForPath("a.jsx"), Language::JavaScript);
  EXPECT_EQ(languageForPath("a.cts"), Language::TypeScript);
  EXPECT_EQ(languageForPath("a.tsx"), Language::TSX);
  EXPECT_EQ(languageForPath("App.vue"), Language::Vue);
  EXPECT_EQ(languageForPath("index.HTML"), Language::Html);
  EXPECT_EQ(languageForPath("page.htm"), Language::Html);
  EXPECT_EQ(languageForPath("a.c"), std::nullopt);
}

TEST(JsFrontendLowering, VueComponentKeepsScriptPositions) {
  llvm::StringRef C =
      "<template>\n  <b @click=\"go\" v-on:key-up=\"up($event)\">"
      "x</b>\n</template>\n<script-like>no</script-like>\n"
      "<script setup>\nconst a = 1;\n</script>\n<style>\nb{}\n"
      "</style>\n";
  frontend::js::VueComponent V = frontend::js::splitVueComponent(C);
  ASSERT_EQ(V.Scripts.size(), C.size());
  size_t Code = C.find("const a = 1;");
  EXPECT_EQ(V.Scripts.substr(Code, 12), "const a = 1;");
  // Markup, the look-alike tag and the style are blanked; line breaks stay.
  EXPECT_EQ(V.Scripts.find("template"), std::string::npos);
  EXPECT_EQ(V.Scripts.find("no"), std::string::npos);
  EXPECT_EQ(V.Scripts.find("b{}"), std::string::npos);
  EXPECT_EQ(std::count(V.Scripts.begin(), V.Scripts.end(), '\n'),
            std::count(C.begin(), C.end(), '\n'));
  ASSERT_EQ(V.EventHandlers.size(), 2u);
  EXPECT_EQ(V.EventHandlers[0],
            std::make_pair(std::string("go"), std::string("click")));
  EXPECT_EQ(V.EventHandlers[1],
            std::make_pair(std::string("up"), std::string("key-up")));
}

TEST(JsFrontendLowering, HtmlPageKeepsScriptPositions) {
  llvm::StringRef P = "<!DOCTYPE html>\n<!-- <script>no1</script> -->\n"
                      "<body onload=\"init()\" data-x='a>b'>\n"
                      "<button onclick=\"go(1)\">g</button>\n"
                      "<script src=\"lib.js\">no2</script>\n"
                      "<script type=\"text/x-template\">no3</script>\n"
                      "<script type=module>\nconst a = 1;\n</SCRIPT>\n"
                      "<script>const b = '</b>';</script>\n</body>\n";
  frontend::js::HtmlPage H = frontend::js::splitHtmlPage(P);
  ASSERT_EQ(H.Scripts.size(), P.size());
  EXPECT_EQ(H.Scripts.substr(P.find("const a = 1;"), 12), "const a = 1;");
  EXPECT_EQ(H.Scripts.substr(P.find("const b"), 16), "const b = '</b>'");
  for (llvm::StringRef Not : {"no1", "no2", "no3", "DOCTYPE", "button"})
    EXPECT_EQ(H.Scripts.find(Not.str()), std::string::npos) << Not.str();
  EXPECT_EQ(std::count(H.Scripts.begin(), H.Scripts.end(), '\n'),
            std::count(P.begin(), P.end(), '\n'));
  ASSERT_EQ(H.Handlers.size(), 2u);
  EXPECT_EQ(H.Handlers[0].Function, "init");
  EXPECT_EQ(H.Handlers[0].Element, "body");
  EXPECT_EQ(H.Handlers[0].Event, "load");
  EXPECT_TRUE(test::shippedApis().firesOnce("<body>", "load"));
  EXPECT_EQ(H.Handlers[1].Function, "go");
  EXPECT_EQ(H.Handlers[1].Event, "click");
  EXPECT_EQ(H.Handlers[1].Element, "button");
  EXPECT_FALSE(test::shippedApis().firesOnce("<button>", "click"));
}

TEST(JsFrontendLowering, HtmlPageClassicScripts) {
  frontend::js::HtmlPage H = frontend::js::splitHtmlPage(
      "<script src=\"js/app.js?v=2#x\"></script>\n"
      "<script src='./b.js' type=\"text/javascript\"></script>\n"
      "<script type=\"module\" src=\"m.js\"></script>\n"
      "<script src=\"https://cdn.example/tf.js\"></script>\n"
      "<script src=\"//cdn.example/tf.js\"></script>\n"
      "<script src=\"/root.js\"></script>\n"
      "<script type=\"text/x-template\" src=\"t.html\"></script>\n");
  EXPECT_EQ(H.ClassicScripts,
            (std::vector<std::string>{"js/app.js", "./b.js"}));
}

TEST(JsFrontendLowering, HtmlHandlerCallsMethodOfGlobal) {
  // `onclick="agent.save()"` calls the method of a global the page's
  // scripts make; `f.call(this)` calls f.
  frontend::js::HtmlPage H = frontend::js::splitHtmlPage(
      "<button onclick=\"agent.save(1)\">a</button>\n"
      "<button onclick=\"window.agent.reset()\">b</button>\n"
      "<button onclick=\"train.call(this)\">c</button>\n"
      "<button onclick=\"go ()\">d</button>\n"
      "<button onclick=\"a. b()\">e</button>\n");
  ASSERT_EQ(H.Handlers.size(), 5u);
  EXPECT_EQ(H.Handlers[0].Function, "agent.save");
  EXPECT_EQ(H.Handlers[1].Function, "agent.reset");
  EXPECT_EQ(H.Handlers[2].Function, "train");
  EXPECT_EQ(H.Handlers[3].Function, "go");
  EXPECT_EQ(H.Handlers[4].Function, "a");
}

TEST(JsFrontendLowering, ModelPackageNamespace) {
  std::string S =
      dumpJs("import * as handpose from '@tensorflow-models/handpose';\n"
             "async function f() { const m = await handpose.load(); }\n");
  EXPECT_TRUE(has(S, "load-model %0 api=\"handpose.load\"")) << S;
}

TEST(JsFrontendLowering, ThisCallInTopLevelObjectMethodDoesNotCrash) {
  // An object-literal method at top level has no enclosing class; looking
  // for one must stop at the top-level function.
  ir::Module M = lowerJs("export const h = {\n"
                         "  tidy(fn) { return fn(); },\n"
                         "  run() { return this.tidy(async () => 1); },\n"
                         "};\n");
  EXPECT_NE(findFn(M, "run"), nullptr);
}

TEST(JsFrontendLowering, SelfReschedulingAnimationFrameIsPerEvent) {
  ir::Module M =
      lowerJs(std::string(TfImport) + "function loop() {\n"
                                      "  requestAnimationFrame(loop);\n"
                                      "}\n"
                                      "function once() {}\n"
                                      "requestAnimationFrame(once);\n"
                                      "function tick() {}\n"
                                      "setInterval(tick, 100);\n");
  ASSERT_NE(findFn(M, "loop"), nullptr);
  EXPECT_EQ(findFn(M, "loop")->Attrs.Freq, ir::Frequency::PerEvent);
  EXPECT_EQ(findFn(M, "once")->Attrs.Freq, ir::Frequency::Unknown);
  EXPECT_EQ(findFn(M, "tick")->Attrs.Freq, ir::Frequency::PerEvent);
}

TEST(JsFrontendLowering, HostListenerMethodIsPerEvent) {
  ir::Module M =
      lowerJs(std::string(TfImport) + "class C {\n"
                                      "  @HostListener('window:resize')\n"
                                      "  onResize() {}\n"
                                      "  other() {}\n"
                                      "}\n",
              Language::TypeScript, "t.ts");
  ASSERT_NE(findFn(M, "onResize"), nullptr);
  EXPECT_EQ(findFn(M, "onResize")->Attrs.Freq, ir::Frequency::PerEvent);
  EXPECT_EQ(findFn(M, "other")->Attrs.Freq, ir::Frequency::Unknown);
}

TEST(JsFrontendLowering, AsyncTensorReaderMakesTidyCallbackReturnPromise) {
  ir::Module M = lowerJs(std::string(TfImport) +
                         "export function f(x) {\n"
                         "  return tf.tidy(() => x.square().data());\n"
                         "}\n");
  bool Found = false;
  for (const ir::Function &F : M.Functions)
    if (F.Attrs.IsScopeCallback)
      Found |= F.Attrs.ReturnsPromise;
  EXPECT_TRUE(Found);
}

TEST(JsFrontendLowering, UntypedParamsTypedByTheirUses) {
  std::string S = dumpJs(std::string(TfImport) +
                         "export function f(model, xs, flag) {\n"
                         "  for (const x of xs) {\n"
                         "    const y = model.predict(x);\n"
                         "    y.print();\n"
                         "  }\n"
                         "}\n"
                         "function g() { tf.ones([1]).dispose(); }\n");
  EXPECT_TRUE(has(S, "value %0 \"model\" model param")) << S;
  EXPECT_TRUE(has(S, "value %1 \"xs\" other param")) << S; // iterated
  EXPECT_TRUE(has(S, "value %2 \"flag\" other param")) << S;
  EXPECT_TRUE(has(S, "create %3 api=\"model.predict\"")) << S;
}

TEST(JsFrontendLowering, UseInferenceIgnoresLookAlikesAndNonTfFiles) {
  // Built-in names prove nothing; indexing vetoes; no TF.js, no inference.
  std::string S = dumpJs(std::string(TfImport) + "function f(s, rows, q) {\n"
                                                 "  const a = s.concat('x');\n"
                                                 "  const b = rows[0].neg;\n"
                                                 "  rows.neg();\n"
                                                 "  q.where(1);\n"
                                                 "  tf.ones([1]).dispose();\n"
                                                 "}\n");
  EXPECT_TRUE(has(S, "value %0 \"s\" other param")) << S;
  EXPECT_TRUE(has(S, "value %1 \"rows\" other param")) << S;
  EXPECT_TRUE(has(S, "value %2 \"q\" other param")) << S;
  std::string NoTf = dumpJs("function g(x) { return x.argMax(); }\n");
  EXPECT_TRUE(has(NoTf, "value %0 \"x\" other param")) << NoTf;
}

TEST(JsFrontendLowering, DisposeArrayReleasesAtEachElement) {
  std::string S = dumpJs(std::string(TfImport) + "function f(a) {\n"
                                                 "  const b = a.neg();\n"
                                                 "  tf.dispose([a, b]);\n"
                                                 "}\n");
  EXPECT_TRUE(has(S, "value %0 \"a\" tensor param")) << S;
  EXPECT_TRUE(has(S, "4:15 release %0")) << S;
  EXPECT_TRUE(has(S, "4:18 release %1")) << S;
}

// An open document lowered again with other API models (its configuration
// names another model file, or the file changed) reuses nothing it lowered
// with the earlier ones: after an edit inside g, f is not taken from the
// last lowering (the imports' bindings name the models' libraries, which
// differ). The two models of my-lib differ only in what creates.
TEST(JsFrontendLowering, OpenDocumentLoweredWithOtherModelsStartsAfresh) {
  auto WithLib = [](llvm::StringRef Creates) {
    llvm::Expected<apis::ApiDatabase> Db = apis::ApiDatabase::loadShipped();
    EXPECT_TRUE(bool(Db)) << llvm::toString(Db.takeError());
    llvm::Error E = Db->loadBuffer(("library: my-lib\n"
                                    "language: js\n"
                                    "modules: [my-lib]\n"
                                    "resources:\n"
                                    "  - name: MyT\n"
                                    "    types: [MyT]\n"
                                    "    release: ['{}.release()']\n"
                                    "functions:\n"
                                    "  create: [" +
                                    Creates + "]\n")
                                       .str(),
                                   "my-lib.yaml");
    EXPECT_FALSE(bool(E)) << llvm::toString(std::move(E));
    return std::move(*Db);
  };
  apis::ApiDatabase MakeTensor = WithLib("makeTensor");
  apis::ApiDatabase MakeOther = WithLib("makeOther");
  auto Doc = std::make_unique<frontend::js::JsDocument>(
      "/p/wrap.js", Language::JavaScript,
      "import * as tf from '@tensorflow/tfjs';\n"
      "import * as ml from 'my-lib';\n"
      "export function f() {\n"
      "  const y = ml.makeTensor();\n"
      "}\n"
      "export function g() {\n"
      "  return tf.zeros([1]);\n"
      "}\n");
  frontend::LowerRequest R;
  R.Path = R.ReadPath = "/p/wrap.js";
  // Lowers after an edit inside g's call ("[1]" -> "[N]"), with Apis; How
  // is how the lowering says it went.
  unsigned Edits = 0;
  auto CreatesInF = [&](const apis::ApiDatabase &Apis, llvm::StringRef How) {
    Doc->applyEdit({6, 18}, {6, 19}, std::to_string(++Edits), nullptr);
    frontend::Lowered L = Doc->lower(R, Apis);
    EXPECT_NE(L.module(), nullptr) << L.Error;
    EXPECT_TRUE(llvm::StringRef(L.Incremental).starts_with(How))
        << L.Incremental;
    const ir::Function *F = L.module() ? findFn(*L.module(), "f") : nullptr;
    return F ? opsOf(*F, OpKind::Create).size() : size_t(0);
  };
  EXPECT_EQ(CreatesInF(MakeOther, "fresh"), 0u);
  EXPECT_EQ(CreatesInF(MakeOther, "incremental"), 0u); // f reused
  EXPECT_EQ(CreatesInF(MakeTensor, "fresh"), 1u);
  EXPECT_EQ(CreatesInF(MakeTensor, "incremental"), 1u);
  EXPECT_EQ(CreatesInF(MakeOther, "fresh"), 0u);
}
