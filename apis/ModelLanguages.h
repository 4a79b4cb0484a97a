//===- ModelLanguages.h - What each language's API models may say -*- C++
//-*-===//
//
// The model schema's one table of languages: each language that has API
// models (the `language:` of a file; a frontend names its own, see
// frontend::Frontend::modelLanguage) and the parts of the format it may
// use. The parser checks a file against its row, never against a
// language's name, so a new language with models is one row here.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_APIS_MODELLANGUAGES_H
#define TENSORLINT_APIS_MODELLANGUAGES_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <string>

namespace tensorlint::apis {

struct ModelLanguage {
  llvm::StringRef Name; ///< The `language:` value: "js".
  /// A library is a namespace a file imports: `modules`, `methods`,
  /// `untyped_receivers`, `repeats` (frameworks).
  bool Namespaces = false;
  /// A script's globals and classes: `globals`, `submodules`,
  /// `scoped_overrides`, entries' `constructor`, `variants` and
  /// `takes_options`, the JS frameworks' keys and repeater forms; a library
  /// without a scope frees nothing of its own.
  bool ScriptGlobals = false;
  /// Reference counting and autograd: entry names as globs, repeaters'
  /// keyword arguments, `history`, `graphs`, `reexports`, `caches`,
  /// `script_reruns` and the kinds that go with them.
  bool Autograd = false;
  /// Modules are dotted names (`tensorflow.keras`) in a namespace of their
  /// own, never globs.
  bool DottedModules = false;
  /// Free functions and function tables: `members`, `record`, `status`,
  /// out-parameter handles, `failure_exit_macros`.
  bool FunctionTables = false;
};

/// Every language with models, in the order messages list them.
llvm::ArrayRef<ModelLanguage> modelLanguages();
/// The row of language Name, or null.
const ModelLanguage *modelLanguage(llvm::StringRef Name);
/// "language js", "languages js and python": those whose row has
/// Capability, for messages.
std::string languagesWith(bool ModelLanguage::*Capability);
/// "js, c or python": every language, for messages.
std::string languageChoices();

} // namespace tensorlint::apis

#endif // TENSORLINT_APIS_MODELLANGUAGES_H
