//===- ApiModel.h - Tensor API models loaded from data files ----*- C++ -*-===//
//
// Which calls create, release, borrow, sink, scope, keep or load tensors and
// models is data, not code: YAML files in apis/ (shipped) and files the user
// names with --api / a config. Frontends ask this database; rules never do.
// The file format is documented in docs/api-models.md.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_APIS_APIMODEL_H
#define TENSORLINT_APIS_APIMODEL_H

#include "apis/Repeater.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace tensorlint::apis {

enum class ApiKind : uint8_t {
  Create,     ///< Returns (or writes through Handle) a fresh owned resource.
  LoadModel,  ///< Like Create, for an expensive model/session load.
  Release,    ///< Ends ownership of the handle.
  Borrow,     ///< Reads the handle; ownership unchanged.
  Sink,       ///< Takes ownership of the handle (caller must not release).
  Scope,      ///< Runs a callback argument inside a freeing scope (tf.tidy).
  ScopeBegin, ///< Opens a freeing scope (tf.engine().startScope).
  ScopeEnd,   ///< Closes it.
  Keep,       ///< Exempts the handle from the enclosing scope (tf.keep).
  None,       ///< Known not to create or touch tensors (tf.memory).
  /// Python: returns a library object the runtime frees by itself (a
  /// tensor, a layer): nothing to release, tracked for its `history`.
  Derive,
  /// Python: a context manager or decorator under which results carry no
  /// autograd history (torch.no_grad).
  NoHistory,
  /// Python: adds to the graph `graph` (a TF1 op, a Keras model).
  GraphAdd,
  /// Python: runs the graph `graph` (Session.run).
  GraphRun,
  /// Python: empties the graph `graph` (reset_default_graph).
  GraphReset,
  /// Python: makes a traced function (tf.function, as a call or a
  /// decorator), which adds to the graph `graph` each time it traces.
  Trace,
};

/// What a call's result carries of autograd history (Python `history:`).
enum class History : uint8_t {
  None,    ///< Not stated: nothing is known.
  Inherit, ///< Carries history if the receiver or an argument does.
  Start,   ///< Carries history (a model's forward pass).
  Drop,    ///< Carries none (a plain number, a detached copy).
  Require, ///< The call needs its receiver to carry history (backward()).
};

/// JS: how a framework's components are written, which the JS frontend
/// follows (top-level keys of a framework's file, docs/api-models.md).
struct ComponentConventions {
  /// Functions that run as part of the component that calls them, and
  /// mount with it (React's hooks: `hook_functions: 'use[A-Z]*'`).
  std::vector<OwnedGlob> HookFunctions;
  /// Calls that hand back the callback they are given, memoized, by the
  /// callee's last part (`callback_memos: useCallback`): the variable they
  /// initialize names the callback.
  std::vector<OwnedGlob> CallbackMemos;
  /// Calls whose result's second element sets the component's state, by
  /// the callee as written (`state_hooks: '*useState'`).
  std::vector<OwnedGlob> StateHooks;
  /// Calls that declare a component loaded from a module when first shown
  /// (`lazy_loaders: '{lazy,React.lazy}'`), by the callee as written.
  std::vector<OwnedGlob> LazyLoaders;
  /// A way to declare a route, whose component mounts on every visit: a
  /// JSX element whose name matches Elements, or an object, with the key
  /// PathKey (or, on an element, IndexKey) and one of ShowKeys naming what
  /// it shows (`routes:`).
  struct RouteForm {
    OwnedGlob Elements;
    std::string PathKey, IndexKey;
    std::vector<std::string> ShowKeys;
  };
  std::vector<RouteForm> Routes;
  /// The key of a component's object of methods that its template's event
  /// bindings call (`template_methods: methods`).
  std::vector<std::string> TemplateMethods;
  /// Files a framework loads by their place, with no code naming them (a
  /// file-system router's routes, `pages/*`), by the path in their package;
  /// in a package that depends on one of Packages (any, when empty): a
  /// `utils/` folder is loaded by place in a Nuxt app, not in another.
  struct PlaceLoading {
    std::vector<OwnedGlob> Packages;
    std::vector<OwnedGlob> Places;
  };
  std::vector<PlaceLoading> LoadedByPlace;
  /// Top-level statements only a worker's script makes, which runs only
  /// when code starts it (`worker_script_statements`), by a signature:
  /// `self.onmessage =` for an assignment, `importScripts(*)` or
  /// `self.addEventListener(message)` for a call and its first argument
  /// (a string without its quotes).
  std::vector<OwnedGlob> WorkerScriptStatements;
  /// Globals only a web page has (`page_globals: [document, window]`): a
  /// script that reads them runs in a page, not in Node, so only a page
  /// (or code a page loads) runs it.
  std::vector<std::string> PageGlobals;
  /// Names that change a page's route without loading a new page
  /// (`client_navigation: [Link, navigate, useRouter]`): a JSX element, a
  /// template's element, a called function or an imported name spelled so.
  /// A package whose code spells none moves between its routes only by
  /// loading pages: each route's component mounts once per page.
  std::vector<OwnedGlob> ClientNavigation;
  /// What the framework runs as a component unmounts (`unmount_hooks:
  /// '{onUnmounted,unmounted}'`): the callee a function is handed to, as
  /// written, or an object's or class's method name. A component whose
  /// unmount hook releases a model may load one per mount.
  std::vector<OwnedGlob> UnmountHooks;

  static bool any(const std::vector<OwnedGlob> &Globs, llvm::StringRef S) {
    for (const OwnedGlob &G : Globs)
      if (G.match(S))
        return true;
    return false;
  }
  void append(const ComponentConventions &O);
};

/// Python: a graph that calls add to and that lives as long as the program
/// (`graphs:` of a library).
struct GraphDecl {
  std::string Name;
  std::string Noun;      ///< "the default graph".
  bool NeedsRun = false; ///< Additions grow memory only where it runs.
  std::string Advice;    ///< What to do instead.
};

/// Where the resource an entry talks about is found at a call.
struct Handle {
  enum Where : uint8_t {
    Ret,      ///< The return value (default for Create / LoadModel).
    Receiver, ///< The object the method is called on (x.dispose()).
    Arg,      ///< Argument Index (0-based).
    AllArgs,  ///< Every argument, recursively into arrays/objects (tf.dispose).
    Out,      ///< *arg[Index] after the call (pointer out-parameter).
    OutArray, ///< arg[Index][0..arg CountArg) (TF_SessionRun outputs).
  } At = Ret;
  int Index = -1;
  int CountArg = -1;
};

/// How a C library's calls report failure (the `status:` of its model file).
/// On failure a creator makes nothing, so code that tests the status and
/// returns early leaks nothing on that path.
struct StatusConvention {
  /// Calls return a status pointer that is null on success (ONNX Runtime).
  bool Returned = false;
  /// Calls take a status pointer of this type (TF_Status); its code is read
  /// with CodeFunction and compared with OkConstant (TF_GetCode, TF_OK).
  std::string ArgumentType, CodeFunction, OkConstant;
  bool any() const { return Returned || !ArgumentType.empty(); }
};

/// JS: a call that makes another resource when an options argument says so:
/// `InferenceSession.create(path, {preferredOutputLocation: 'gpu-buffer'})`
/// makes a session whose outputs live on the GPU.
struct ResourceVariant {
  std::string Option; ///< A property of an object-literal argument.
  /// String values of Option that select the variant; an object value
  /// (per-output settings) selects it when any of its values does.
  std::vector<std::string> Values;
  std::string Resource; ///< What the call makes then.
  /// The result is a record and only this property of it holds Resource
  /// (`generate(...)` with `return_dict_in_generate: true` returns
  /// `{sequences, past_key_values}`; the cache is the caller's). Empty: the
  /// result is the resource.
  std::string Field;
};

struct Library;

struct ApiEntry {
  std::string Name;     ///< "add", "node.decodeImage", "TF_AllocateTensor".
  std::string Record;   ///< Function-table record for C ("OrtApi"), else "".
  std::string Receiver; ///< For methods: the receiver resource ("Tensor").
  ApiKind Kind = ApiKind::None;
  std::string Resource; ///< Resource created/released/borrowed.
  Handle H;
  bool ReturnsPromise = false; ///< The JS call returns a Promise.
  /// JS: a class; `new Name(...)` is the call (`new ort.Tensor(...)`).
  bool Constructor = false;
  /// JS create / load_model: other resources the call makes, by its options;
  /// on a `none` entry, what it makes only when an option says so.
  std::vector<ResourceVariant> Variants;
  /// JS: properties of an options argument whose values the call takes
  /// over (`generate({past_key_values: cache})` updates or frees the cache
  /// it is given): the caller no longer releases them.
  std::vector<std::string> TakesOptions;
  /// JS create: properties of an options argument whose values are graph
  /// tensors of models (`tf.model({inputs: base.inputs, outputs:
  /// head.apply(base.outputs[0])})`): the model the call builds holds the
  /// layers of every model those values read (`base`) and owns them from
  /// then on (its dispose disposes them), so each such model is handed over.
  std::vector<std::string> BuildsFrom;
  /// JS none method of a model: the receiver, a model being built, takes in
  /// what this argument is (`seq.add(base)`: a model added as a layer). It
  /// holds that model's layers and owns them from then on, so the argument
  /// is handed over and the receiver makes no weights of its own from it.
  /// -1: none.
  int BuildsFromArg = -1;
  /// Python: what the result carries of autograd history.
  History Hist = History::None;
  /// Python graph entries: the graph (a `graphs:` name of its library).
  std::string Graph;
  /// The result may be an array or record of resources (tf.split,
  /// tf.moments, a multi-output model.predict), not a single one: a release
  /// must use a form that takes containers (tf.dispose(x), not x.dispose()).
  bool ReturnsMany = false;
  /// create: the result is a resource only when an argument is one
  /// (`layer.apply(x)` is a tensor for a tensor `x`, a SymbolicTensor, no
  /// resource, for a graph input from `tf.input()`).
  bool ResultFromArgs = false;
  /// create / load_model: what the result is made of holds the resources
  /// given as arguments (`tf.data.array([{xs, ys}])` keeps xs and ys for
  /// the dataset's elements): the call may keep what it reads, as a `none`
  /// entry may, so a release of an argument right after it is no fix.
  bool KeepsArgs = false;
  /// The library runs the function arguments inside its freeing scope
  /// (tf.grad(f), tf.customGrad(f) run f in a tidy), whatever the call
  /// returns: what the callbacks make and do not return is freed there.
  bool ScopedCallbacks = false;
  /// The library calls the functions given as arguments, or as values of
  /// an options object argument (`fit(xs, ys, {callbacks: {onEpochEnd}})`),
  /// only while the call runs, until its promise settles, and keeps none of
  /// them: what they capture is not handed to code that outlives the call.
  bool CallbacksDuringCall = false;
  /// scope: the scope stays open across the callback's awaits, until the
  /// work the callback starts is done (a test harness's per-spec scope,
  /// `describeWithFlags`), unlike tf.tidy, which closes when its callback
  /// returns: async closures made inside run in it too.
  bool SpansAwaits = false;
  /// none: the call reads its arguments and keeps no reference to them
  /// (`console.log(t)`, `JSON.stringify(t)`): unlike another `none` entry,
  /// which may keep what it reads in its result or receiver.
  bool OnlyReads = false;
  /// Further handles the call only reads (TF_SessionRun borrows its input
  /// tensors, arg 3, while it creates the outputs at Handle).
  std::vector<Handle> AlsoBorrows;
  /// How the call reports failure (its file's `status:`), for C.
  StatusConvention Status;
  std::string DefinedIn; ///< file:line of the entry, for messages.
  /// The library whose file declares the entry.
  const Library *Owner = nullptr;
};

struct Resource {
  /// "Tensor", "TF_Tensor", "OrtSession"; a JS library's resource whose name
  /// an earlier JS library took is "library.Name" ("onnxruntime-js.Tensor").
  std::string Name;
  std::vector<std::string> Types;   ///< Type spellings that denote it.
  std::vector<std::string> Release; ///< How to release it, for messages.
  bool IsModel = false;             ///< A model/session (model-reload rule).
  /// What messages call it ("tensor", "optimizer", "session", "status");
  /// empty: "model" for models, else "tensor".
  std::string Noun;
  /// False if the library's freeing scope (tf.tidy) does not free it
  /// (models, optimizers): no "run it inside tf.tidy()" advice then.
  bool Scoped = true;
  /// Made once and kept for the whole program as a rule (optimizers, like
  /// models): never releasing it is not a leak; releasing it on some paths
  /// but not others still is.
  bool ProgramLifetime = false;
  /// The runtime frees it once nothing refers to it (Python's reference
  /// counting closes a TF1 session): one left unreleased is freed soon
  /// after; one made and left on every run of a loop or handler piles up.
  bool Collected = false;
  /// Properties that stay readable after release (TF.js keeps a disposed
  /// tensor's `shape` and `dtype`): reading one is no use of the resource.
  std::vector<std::string> ReadableAfterRelease;
  /// The noun messages use.
  llvm::StringRef noun() const {
    return !Noun.empty() ? llvm::StringRef(Noun)
           : IsModel     ? llvm::StringRef("model")
                         : llvm::StringRef("tensor");
  }
};

/// One loaded file.
struct Library {
  std::string Name;     ///< "tfjs", "tensorflow-c".
  std::string Language; ///< "js" or "c".
  /// JS: module specifiers that export the API namespace; '*' globs allowed
  /// ("@tensorflow/tfjs", "@tensorflow/tfjs-*", "@tensorflow-models/*").
  std::vector<std::string> Modules;
  /// JS: global names bound to the namespace without an import ("tf").
  std::vector<std::string> Globals;
  /// JS: exact module specifiers that export a part of the namespace, and
  /// its dotted path ("@tensorflow/tfjs-data" -> "data": its `webcam` is
  /// the namespace's `data.webcam`).
  std::vector<std::pair<std::string, std::string>> Submodules;
  /// JS: classes of the library whose subclasses override methods that the
  /// library runs inside its freeing scope (a custom `tf.layers.Layer`'s
  /// `call`, run by predict and fit inside tidy): the base's dotted path
  /// below the namespace ("layers.Layer") and those methods.
  std::vector<std::pair<std::string, std::vector<std::string>>> ScopedOverrides;
  /// JS: the library's freeing scope, if it has one. Advice: what to tell a
  /// user instead of releasing by hand ("run {where} inside {ns}.tidy()");
  /// Wrap: how a fix wraps code in the scope ("{ns}.tidy(() => {body})").
  /// "{ns}" stands for the namespace as the file names it.
  std::string ScopeAdvice;
  std::string ScopeWrap;
  /// The modules whose namespace has the scope function ('*' globs); empty:
  /// all of Modules. (@tensorflow/tfjs-converter is TF.js too, but exports
  /// no tidy.)
  std::vector<std::string> ScopeModules;
  /// What an entry makes when it names no resource (`default_resource`, else
  /// the file's first non-model resource).
  std::string DefaultResource;
  /// JS: the resources whose methods are tried, in order, on a value of
  /// unknown type that code using the library calls methods on
  /// (`untyped_receivers`; default: none, such values stay unknown).
  std::vector<std::string> UntypedReceivers;
  /// JS: the events that fire once, as "receiver:event" globs
  /// (`once_events`: "*:DOMContentLoaded", "window:load").
  std::vector<OwnedGlob> OnceEvents;
  /// JS: the events that fire once per registration of their listener, as
  /// "receiver:event" globs (`per_registration_events`: a media element's
  /// "*:loadeddata", which fires once per source the code that registers
  /// it gives the element).
  std::vector<OwnedGlob> PerRegistrationEvents;
  /// JS: classes the application creates once (`singletons`): those with
  /// the decorator Decorator whose options say OptionKey: OptionValue
  /// (`@Injectable({providedIn: 'root'})`).
  struct Singleton {
    std::string Decorator, OptionKey, OptionValue;
  };
  std::vector<Singleton> Singletons;
  /// JS: how the framework's components are written.
  ComponentConventions Components;
  std::string Path; ///< The file it came from.

  // --- C / C++ -------------------------------------------------------------
  /// Macros whose expansion leaves the function because something failed
  /// (`failure_exit_macros`): a test framework's fatal assertion (GoogleTest's
  /// GTEST_FATAL_FAILURE_, behind every ASSERT_*), a precondition check
  /// (GLib's g_return_val_if_fail). A `return` they spell is a failure exit,
  /// as a throw is, not the function's normal end.
  std::vector<std::string> FailureExitMacros;

  // --- Python ---------------------------------------------------------------
  /// Dotted paths of the namespace that are another library's namespace
  /// (TensorFlow's "keras" is Keras's): (path, library name).
  std::vector<std::pair<std::string, std::string>> Reexports;
  /// How the library makes functions run again and again (also JS).
  std::vector<Repeater> Repeats;
  /// Decorators whose function runs once per arguments (its result is
  /// cached): globs below the namespace ("cache_resource", "lru_cache").
  std::vector<OwnedGlob> Caches;
  /// The library runs a file that calls it at top level again on every
  /// interaction (a Streamlit script); the reason, for messages, or "".
  std::string ScriptReruns;
  /// The graphs its entries add to, run and reset.
  std::vector<GraphDecl> Graphs;
  /// How to keep a value without its autograd history, with "{}" for the
  /// variable ("{}.item()"); "" if the library has no history.
  std::string DetachHint;

  /// Whether the namespace that module Specifier exports has the scope.
  bool exportsScope(llvm::StringRef Specifier) const;
};

/// All loaded models, with fast lookups. Immutable after loading, so it is
/// shared by all worker threads without locks.
class ApiDatabase {
public:
  ApiDatabase();
  ~ApiDatabase();
  ApiDatabase(ApiDatabase &&) noexcept;
  ApiDatabase &operator=(ApiDatabase &&) noexcept;

  /// Loads the models shipped with tensorlint (from the directory the
  /// executable was built/installed with, see findShippedApiDir()).
  static llvm::Expected<ApiDatabase> loadShipped();
  /// Adds one user or shipped file. Errors name the file and line.
  llvm::Error loadFile(llvm::StringRef Path);
  /// Adds YAML text (tests, fuzzing). Path is used in messages.
  llvm::Error loadBuffer(llvm::StringRef Text, llvm::StringRef Path);

  // --- JavaScript / TypeScript --------------------------------------------
  /// The dotted path below the namespace that a submodule exports ("data"
  /// for "@tensorflow/tfjs-data"), or "" for a module of the whole
  /// namespace.
  llvm::StringRef modulePath(llvm::StringRef Specifier) const;
  /// The JS library whose Modules match an import specifier, or null.
  const Library *libraryForModule(llvm::StringRef Specifier) const;
  /// The Python library of a dotted module name, by its longest prefix that
  /// is one of a Python library's modules ("tensorflow.keras.layers" ->
  /// tensorflow), and the rest as a dotted path below its namespace
  /// ("keras.layers"), following `reexports` (-> keras, "layers").
  std::pair<const Library *, std::string>
  pythonModule(llvm::StringRef Dotted) const;
  /// Where dotted path Path below Lib's namespace really is, following
  /// `reexports` (tensorflow's "keras.models" is keras's "models").
  std::pair<const Library *, std::string>
  pythonReexport(const Library &Lib, llvm::StringRef Path) const;
  /// Every Python library (frameworks included), in load order.
  std::vector<const Library *> pythonLibraries() const;
  /// The JS library bound to a global name ("tf"), or null.
  const Library *libraryForGlobal(llvm::StringRef Name) const;
  /// A namespace function of Lib: Path is the dotted path below the namespace
  /// ("add", "node.decodeImage", "engine.startScope"). For a Python library
  /// an entry whose name is a glob ("nn.[A-Z]*") matches when no entry has
  /// the exact name; globs are tried in file order.
  const ApiEntry *lookupFunction(const Library &Lib,
                                 llvm::StringRef Path) const;
  /// A method called on a receiver of resource ReceiverResource ("Tensor")
  /// (Python: glob names too, as for functions).
  const ApiEntry *lookupMethod(llvm::StringRef ReceiverResource,
                               llvm::StringRef Method) const;
  /// The resource a type name denotes ("Tensor2D" -> Tensor,
  /// "LayersModel" -> a model resource, "TF_Tensor" -> TF_Tensor): the first
  /// library's that declares the type.
  const Resource *resourceForType(llvm::StringRef TypeName) const;
  /// The resource a type name denotes in Lib's namespace, or null
  /// (`ort.Tensor` is onnxruntime's Tensor, `tf.Tensor` TF.js's).
  const Resource *resourceForType(llvm::StringRef TypeName,
                                  const Library &Lib) const;
  const Resource *resource(llvm::StringRef Name) const;
  /// Whether Method is how some model resource is released (`dispose()`,
  /// `release()`): its call on a value of no known type may release a model.
  bool releasesSomeModel(llvm::StringRef Method) const;
  /// Whether Method is how some resource, a model or not, is released.
  bool releasesSomeResource(llvm::StringRef Method) const;

  // --- C / C++ -------------------------------------------------------------
  /// A free function by name ("TF_AllocateTensor").
  const ApiEntry *lookupCFunction(llvm::StringRef Name) const;
  /// A function-table member call ("OrtApi", "CreateSession").
  const ApiEntry *lookupMember(llvm::StringRef Record,
                               llvm::StringRef Field) const;
  // --- JS frameworks ------------------------------------------------------
  /// The `callback` repeaters of JS libraries that may match a callee whose
  /// last dotted part is Last, in load order.
  llvm::ArrayRef<const Repeater *>
  jsCallbackRepeaters(llvm::StringRef Last) const;
  /// Every other repeater of JS libraries, in load order.
  llvm::ArrayRef<const Repeater *> jsRepeaters() const;
  /// Whether event Event of an object spelled Receiver ("" for none) fires
  /// once (a JS library's `once_events`).
  bool firesOnce(llvm::StringRef Receiver, llvm::StringRef Event) const;
  /// Whether the event fires once per registration of a listener
  /// (`per_registration_events`).
  bool firesOncePerRegistration(llvm::StringRef Receiver,
                                llvm::StringRef Event) const;
  /// Every JS library's `singletons`.
  llvm::ArrayRef<Library::Singleton> jsSingletons() const;
  /// Every JS library's component conventions, together.
  const ComponentConventions &jsComponents() const;

  /// Whether a macro of that name is some C library's failure exit
  /// (Library::FailureExitMacros).
  bool isFailureExitMacro(llvm::StringRef Name) const;

  const std::vector<std::unique_ptr<Library>> &libraries() const;
  /// The names of Language's libraries ("js", "python") that code using one
  /// must spell: module specifiers (with their '*' globs), globals, and the
  /// type names and untyped receivers of their resources. A file that
  /// contains none of them cannot call such a library (the driver skips it
  /// before parsing, see tools/driver/Relevance.h).
  std::vector<std::string> namesToMention(llvm::StringRef Language) const;
  /// Whether L has anything of its own to track: resources, or (Python)
  /// functions it makes repeat or caches. A library without (the
  /// JavaScript runtime's `console`, which only reads) is no sign that a
  /// file involves a tensor.
  bool tracksResources(const Library &L) const;
  /// A hash of everything loaded (for caches).
  uint64_t fingerprint() const;

private:
  struct Impl;
  std::unique_ptr<Impl> P;
};

/// Directory holding the shipped *.yaml models: $TENSORLINT_API_DIR if set,
/// else <exe dir>/../share/tensorlint/apis, else the source tree's apis/.
std::string findShippedApiDir();

} // namespace tensorlint::apis

#endif // TENSORLINT_APIS_APIMODEL_H
