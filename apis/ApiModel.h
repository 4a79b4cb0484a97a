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
  /// The result may be an array or record of resources (tf.split,
  /// tf.moments, a multi-output model.predict), not a single one: a release
  /// must use a form that takes containers (tf.dispose(x), not x.dispose()).
  bool ReturnsMany = false;
  /// Further handles the call only reads (TF_SessionRun borrows its input
  /// tensors, arg 3, while it creates the outputs at Handle).
  std::vector<Handle> AlsoBorrows;
  /// How the call reports failure (its file's `status:`), for C.
  StatusConvention Status;
  std::string DefinedIn; ///< file:line of the entry, for messages.
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
  std::string Path; ///< The file it came from.

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
  /// The JS library bound to a global name ("tf"), or null.
  const Library *libraryForGlobal(llvm::StringRef Name) const;
  /// A namespace function of Lib: Path is the dotted path below the namespace
  /// ("add", "node.decodeImage", "engine.startScope").
  const ApiEntry *lookupFunction(const Library &Lib,
                                 llvm::StringRef Path) const;
  /// A method called on a receiver of resource ReceiverResource ("Tensor").
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

  // --- C / C++ -------------------------------------------------------------
  /// A free function by name ("TF_AllocateTensor").
  const ApiEntry *lookupCFunction(llvm::StringRef Name) const;
  /// A function-table member call ("OrtApi", "CreateSession").
  const ApiEntry *lookupMember(llvm::StringRef Record,
                               llvm::StringRef Field) const;

  const std::vector<std::unique_ptr<Library>> &libraries() const;
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
