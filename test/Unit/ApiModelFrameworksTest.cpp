//===- ApiModelFrameworksTest.cpp - Frameworks' repeaters as data ---------===//
//
// `repeats:` and the JS framework keys (docs/api-models.md, "Frameworks"):
// every form and option parses, callbacks are found by the last part of
// the callee, events fire once by glob, and the keys of one language are
// refused in the other's files.
//
//===----------------------------------------------------------------------===//

#include "apis/ApiModel.h"
#include "apis/ModelLanguages.h"
#include "test/Unit/ApiModelTestUtil.h"

#include <gtest/gtest.h>

using namespace tensorlint::apis;
using llvm::StringRef;

namespace {

using tensorlint::test::loadError;

constexpr StringRef Framework = R"(library: fw
language: js
once_events: ['*:ready', '{window,<body>}:load']
per_registration_events: ['*:{loadeddata,loadedmetadata}']
singletons: [{class_decorator: Service, option: 'scope: app'}]
hook_functions: 'use[A-Z]*'
callback_memos: [memoize]
state_hooks: '*useState'
lazy_loaders: '{lazy,R.lazy}'
template_methods: methods
unmount_hooks: '{onUnmounted,*.onUnmounted,unmounted}'
routes: {elements: '*Route', path: path, index: index, shows: [view]}
loaded_by_place:
  - 'plugins/*'
  - {packages: ['@fw/*', fw], places: ['{,*/}views/*', 'boot.*']}
repeats:
  - callback: '{on,*.on}'
    arg: 1+
    frequency: event
    by_name: true
    reason: "'{callee}' handler"
  - callback: '*.{each,map}'
    arg: '*'
    frequency: iteration
    reason: "'{method}' callback"
  - callback: '{effect,*.effect}'
    arg: 0-1
    frequency: render
    dependencies: 1
    dependencies_reason: "'{callee}' once"
  - callback: '*.listen'
    arg: 1
    frequency: event
    event_arg: 0
    options_arg: 2
    once_option: once
    once_reason: "'{event}' once"
    disabling_property: off
    disabling_setter: set
    disabling_reason: "'{event}' off"
  - callback: 'later'
    arg: 0
    frequency: deferred
  - callback: 'spec'
    arg: '*'
    in_tests: true
    frequency: once
  - callback: 'use*'
    arg: 0
    frequency: render
  - class_decorator: View
    methods: [init]
    root_class: AppView
    root_option: 'tag: app'
    frequency: once
  - base_class: '{Widget,*.Widget}'
    methods: [draw]
    frequency: render
  - decorator: Listen
    frequency: event
    reason: "'@Listen({argument})'"
  - object_method: mounted
    root_file: Root.vue
    frequency: once
  - object_method: created
    in_call: '{Page,*.Page}'
    mount: true
    frequency: render
  - function_component: '[A-Z]*'
    frequency: render
  - markup_attribute: 'on[A-Z]*'
    except: [onReady]
    frequency: event
  - event_property: 'on'
    frequency: event
    once_reason: "'{object}.{property}' once"
  - export: '{GET,POST}'
    files: ['api/*']
    frequency: request
  - script_global: draw
    with_globals: [setup]
    frequency: render
  - instance_property: draw
    instance_of: p5
    frequency: render
  - script_block: setup
    root_file: Root.vue
    frequency: once
  - script_block: setup
    mount: true
    frequency: render
    reason: "<script {attribute}> of '{file}'"
)";

TEST(FrameworkModels, EveryFormAndOption) {
  ApiDatabase DB;
  ASSERT_EQ(loadError(Framework, &DB), "");
  const Library &L = *DB.libraries().back();
  ASSERT_EQ(L.Repeats.size(), 20u);
  const Repeater &On = L.Repeats[0];
  EXPECT_EQ(On.How, Repeater::Callback);
  EXPECT_TRUE(On.takesArg(1) && On.takesArg(7) && !On.takesArg(0));
  EXPECT_TRUE(On.ByName);
  EXPECT_TRUE(On.matches("on") && On.matches("bus.on") && !On.matches("one"));
  EXPECT_TRUE(L.Repeats[1].takesArg(0) && L.Repeats[1].takesArg(9));
  const Repeater &Effect = L.Repeats[2];
  EXPECT_TRUE(Effect.takesArg(0) && Effect.takesArg(1) && !Effect.takesArg(2));
  EXPECT_EQ(Effect.DependenciesArg, 1);
  EXPECT_EQ(L.Repeats[3].OnceOption, "once");
  EXPECT_EQ(L.Repeats[3].EventArg, 0);
  EXPECT_EQ(L.Repeats[3].DisablingProperty, "off");
  EXPECT_EQ(L.Repeats[3].DisablingSetter, "set");
  EXPECT_EQ(L.Repeats[3].DisablingReason, "'{event}' off");
  EXPECT_EQ(L.Repeats[4].Freq, RepeatFrequency::Deferred);
  EXPECT_TRUE(L.Repeats[5].InTests);
  EXPECT_EQ(L.Repeats[5].Freq, RepeatFrequency::Once);
  const Repeater &View = L.Repeats[7];
  EXPECT_EQ(View.How, Repeater::ClassDecorator);
  EXPECT_TRUE(View.isRootOnly());
  EXPECT_EQ(View.RootOptionKey, "tag");
  EXPECT_EQ(View.RootOptionValue, "app");
  EXPECT_EQ(L.Repeats[9].How, Repeater::Decorator);
  EXPECT_EQ(L.Repeats[10].RootFile, "Root.vue");
  EXPECT_FALSE(L.Repeats[10].Mount);
  EXPECT_TRUE(L.Repeats[11].Mount);
  EXPECT_TRUE(L.Repeats[10].InCall.pattern().empty());
  EXPECT_TRUE(L.Repeats[11].InCall.match("my.Page"));
  EXPECT_FALSE(L.Repeats[11].InCall.match("Component"));
  EXPECT_EQ(L.Repeats[13].Except, std::vector<std::string>{"onReady"});
  EXPECT_EQ(L.Repeats[14].How, Repeater::EventProperty);
  ASSERT_EQ(L.Repeats[15].Files.size(), 1u);
  EXPECT_TRUE(L.Repeats[15].Files[0].match("api/users.ts"));
  EXPECT_EQ(L.Repeats[16].How, Repeater::ScriptGlobal);
  EXPECT_EQ(L.Repeats[16].WithGlobals, std::vector<std::string>{"setup"});
  EXPECT_EQ(L.Repeats[17].How, Repeater::InstanceProperty);
  EXPECT_EQ(L.Repeats[17].InstanceOf, "p5");
  EXPECT_EQ(L.Repeats[18].How, Repeater::ScriptBlock);
  EXPECT_EQ(L.Repeats[18].RootFile, "Root.vue");
  EXPECT_TRUE(L.Repeats[19].matches("setup") && L.Repeats[19].Mount);

  const ComponentConventions &C = DB.jsComponents();
  EXPECT_TRUE(ComponentConventions::any(C.HookFunctions, "useModel"));
  EXPECT_FALSE(ComponentConventions::any(C.HookFunctions, "user"));
  EXPECT_TRUE(ComponentConventions::any(C.StateHooks, "React.useState"));
  EXPECT_TRUE(ComponentConventions::any(C.LazyLoaders, "R.lazy"));
  ASSERT_EQ(C.Routes.size(), 1u);
  EXPECT_EQ(C.Routes[0].ShowKeys, std::vector<std::string>{"view"});
  EXPECT_TRUE(C.Routes[0].Elements.match("PrivateRoute"));
  EXPECT_EQ(C.TemplateMethods, std::vector<std::string>{"methods"});
  EXPECT_TRUE(ComponentConventions::any(C.UnmountHooks, "vue.onUnmounted"));
  EXPECT_TRUE(ComponentConventions::any(C.UnmountHooks, "unmounted"));
  EXPECT_FALSE(ComponentConventions::any(C.UnmountHooks, "onMounted"));
  // A glob holds in any package; a mapping where the package depends on
  // one of its packages.
  ASSERT_EQ(C.LoadedByPlace.size(), 2u);
  EXPECT_TRUE(C.LoadedByPlace[0].Packages.empty());
  EXPECT_TRUE(C.LoadedByPlace[0].Places[0].match("plugins/a.js"));
  ASSERT_EQ(C.LoadedByPlace[1].Packages.size(), 2u);
  EXPECT_TRUE(C.LoadedByPlace[1].Packages[0].match("@fw/router"));
  EXPECT_TRUE(C.LoadedByPlace[1].Places[0].match("src/views/Home.js"));
  EXPECT_TRUE(C.LoadedByPlace[1].Places[1].match("boot.ts"));
  ASSERT_EQ(DB.jsSingletons().size(), 1u);
  EXPECT_EQ(DB.jsSingletons()[0].OptionValue, "app");
}

TEST(FrameworkModels, CallbacksByLastPart) {
  ApiDatabase DB;
  ASSERT_EQ(loadError(Framework, &DB), "");
  auto Forms = [&](StringRef Last) {
    std::vector<std::string> Out;
    for (const Repeater *R : DB.jsCallbackRepeaters(Last))
      Out.push_back(R->Pattern);
    return Out;
  };
  // Each callee's candidates, in file order; a glob whose last part is no
  // plain name ('use*') is a candidate of every callee.
  EXPECT_EQ(Forms("on"), (std::vector<std::string>{"{on,*.on}", "use*"}));
  EXPECT_EQ(Forms("map"), (std::vector<std::string>{"*.{each,map}", "use*"}));
  EXPECT_EQ(Forms("effect"),
            (std::vector<std::string>{"{effect,*.effect}", "use*"}));
  EXPECT_EQ(Forms("useThing"), std::vector<std::string>{"use*"});
  EXPECT_EQ(DB.jsRepeaters().size(), 13u); // and the two script_block forms
}

TEST(FrameworkModels, OnceEvents) {
  ApiDatabase DB;
  ASSERT_EQ(loadError(Framework, &DB), "");
  EXPECT_TRUE(DB.firesOnce("", "ready"));
  EXPECT_TRUE(DB.firesOnce("page", "ready"));
  EXPECT_TRUE(DB.firesOnce("window", "load"));
  EXPECT_TRUE(DB.firesOnce("<body>", "load"));
  EXPECT_FALSE(DB.firesOnce("img", "load"));
  EXPECT_FALSE(DB.firesOnce("window", ""));
  // Once per registration: neither once nor every time.
  EXPECT_TRUE(DB.firesOncePerRegistration("video", "loadeddata"));
  EXPECT_TRUE(DB.firesOncePerRegistration("this.el", "loadedmetadata"));
  EXPECT_FALSE(DB.firesOncePerRegistration("video", "play"));
  EXPECT_FALSE(DB.firesOnce("video", "loadeddata"));
  EXPECT_NE(loadError("library: x\nlanguage: js\n"
                      "per_registration_events: ['loadeddata']\n")
                .find("an event of 'per_registration_events' is "
                      "'receiver:event' (a glob), not 'loadeddata'"),
            std::string::npos);
}

TEST(FrameworkModels, ReasonPlaceholders) {
  EXPECT_EQ(expandReason("'{callee}' handler of <{element}>",
                         {{"callee", "app.get"}, {"element", "div"}}),
            "'app.get' handler of <div>");
  // A placeholder with no value, and a lone brace, stay as written.
  EXPECT_EQ(expandReason("{nope} {callee", {{"callee", "x"}}),
            "{nope} {callee");
}

TEST(FrameworkModels, Errors) {
  auto Js = [](StringRef Repeats) {
    return loadError(("library: x\nlanguage: js\nrepeats:\n" + Repeats).str());
  };
  EXPECT_NE(Js("  - {callback: f, arg: 0, keyword: fn, frequency: event}\n")
                .find("JS has no keyword arguments"),
            std::string::npos);
  EXPECT_NE(Js("  - {callback: f, arg: 'x+', frequency: event}\n")
                .find("'arg' must be an argument index, 'N+', 'N-M' or '*'"),
            std::string::npos);
  EXPECT_NE(Js("  - {callback: f, arg: 0, frequency: event, event_arg: 0}\n")
                .find("need a 'once_reason'"),
            std::string::npos);
  EXPECT_NE(Js("  - {callback: f, arg: 0, frequency: event, dependencies: 1}\n")
                .find("'dependencies' and 'dependencies_reason' go together"),
            std::string::npos);
  EXPECT_NE(Js("  - {callback: f, arg: 0, frequency: event, "
               "disabling_property: disabled}\n")
                .find("'disabling_property', 'disabling_setter' and "
                      "'disabling_reason' go together"),
            std::string::npos);
  EXPECT_NE(loadError("library: x\nlanguage: python\nmodules: [x]\n"
                      "repeats: [{callback: f, arg: 0, frequency: event, "
                      "disabling_property: d, disabling_setter: s, "
                      "disabling_reason: r}]\n")
                .find("'disabling_property' is only allowed for language js"),
            std::string::npos);
  EXPECT_NE(Js("  - {callback: f, arg: 0, mount: true, frequency: event}\n")
                .find("'mount' is only allowed with 'frequency: render'"),
            std::string::npos);
  EXPECT_NE(Js("  - {callback: f, arg: 0, root_file: A.vue, frequency: once}\n")
                .find("'root_file' is only allowed with 'object_method' and "
                      "'script_block'"),
            std::string::npos);
  EXPECT_NE(Js("  - {callback: f, arg: 0, in_call: Page, frequency: once}\n")
                .find("'in_call' is only allowed with 'object_method'"),
            std::string::npos);
  EXPECT_NE(Js("  - {object_method: f, in_call: '', frequency: once}\n")
                .find("'in_call' must not be empty"),
            std::string::npos);
  EXPECT_NE(Js("  - {object_method: f, root_class: A, frequency: once}\n")
                .find("only allowed with 'class_decorator'"),
            std::string::npos);
  EXPECT_NE(Js("  - {export: f, with_globals: [g], frequency: once}\n")
                .find("'with_globals' is only allowed with 'script_global'"),
            std::string::npos);
  EXPECT_NE(Js("  - {instance_property: draw, frequency: render}\n")
                .find("'instance_property' and 'instance_of' go together"),
            std::string::npos);
  EXPECT_NE(loadError("library: x\nlanguage: python\nmodules: [x]\n"
                      "repeats: [{script_global: f, frequency: event}]\n")
                .find("'script_global' is only allowed for language js"),
            std::string::npos);
  EXPECT_NE(Js("  - {callback: f, decorator: g, arg: 0, frequency: once}\n")
                .find("a repeater has one form"),
            std::string::npos);
  EXPECT_NE(Js("  - {callback: '{a', arg: 0, frequency: once}\n")
                .find("bad pattern '{a'"),
            std::string::npos);
  EXPECT_NE(loadError("library: x\nlanguage: js\n"
                      "loaded_by_place: [{packages: [fw]}]\n")
                .find("a 'loaded_by_place' entry needs 'places'"),
            std::string::npos);
  EXPECT_NE(loadError("library: x\nlanguage: js\n"
                      "loaded_by_place: [{package: fw, places: [a]}]\n")
                .find("package"),
            std::string::npos);
  EXPECT_NE(loadError("library: x\nlanguage: js\n"
                      "routes: {elements: R, shows: [view]}\n")
                .find("'routes' needs 'path' and 'shows'"),
            std::string::npos);
  // What only JS has is refused for Python, and the other way round.
  EXPECT_NE(loadError("library: x\nlanguage: python\nmodules: [x]\n"
                      "repeats: [{callback: f, arg: 1+, frequency: event}]\n")
                .find("in a repeater, 'arg: 1+' is only allowed for language "
                      "js"),
            std::string::npos);
  EXPECT_NE(loadError("library: x\nlanguage: python\nmodules: [x]\n"
                      "repeats: [{decorator: f, frequency: once}]\n")
                .find("'frequency: once' is only allowed for language js"),
            std::string::npos);
  // Scheduled work (an executor's submit) is deferred in both languages.
  EXPECT_EQ(loadError("library: x\nlanguage: python\nmodules: [x]\n"
                      "repeats: [{callback: Pool.submit, arg: 0, "
                      "frequency: deferred}]\n"),
            "");
  EXPECT_NE(loadError("library: x\nlanguage: python\nmodules: [x]\n"
                      "once_events: ['*:load']\n")
                .find("'once_events' is only allowed for language js"),
            std::string::npos);
  EXPECT_NE(loadError("library: x\nlanguage: c\n"
                      "repeats: [{decorator: f, frequency: event}]\n")
                .find("'repeats' is only allowed for languages js and python"),
            std::string::npos);
}

TEST(ModelLanguages, TheSchemaAsksTheTableNotTheName) {
  // What a file may say follows its language's row; messages name the
  // languages whose rows allow it.
  ASSERT_NE(modelLanguage("js"), nullptr);
  EXPECT_TRUE(modelLanguage("js")->ScriptGlobals);
  EXPECT_TRUE(modelLanguage("python")->DottedModules);
  EXPECT_TRUE(modelLanguage("c")->FunctionTables);
  EXPECT_EQ(modelLanguage("rust"), nullptr);
  EXPECT_EQ(languagesWith(&ModelLanguage::Namespaces),
            "languages js and python");
  EXPECT_EQ(languagesWith(&ModelLanguage::FunctionTables), "language c");
  EXPECT_EQ(languageChoices(), "js, c or python");
  EXPECT_NE(loadError("library: x\nlanguage: rust\n")
                .find("unknown language 'rust'; expected js, c or python"),
            std::string::npos);
  EXPECT_NE(loadError("library: x\nlanguage: python\nmodules: [x]\n"
                      "resources: [{name: T}]\nfunctions:\n"
                      "  create: [{name: f, handle: {out: 0}}]\n")
                .find("out-parameter handles are only allowed for language c"),
            std::string::npos);
}

} // namespace
