//===- Languages.h - Which files tensorlint analyses ------------*- C++ -*-===//

#ifndef TENSORLINT_TOOLS_DRIVER_LANGUAGES_H
#define TENSORLINT_TOOLS_DRIVER_LANGUAGES_H

#include "ir/IR.h"

#include "llvm/ADT/StringRef.h"

#include <optional>

namespace tensorlint::driver {

/// True when this build has the C/C++ frontend.
bool haveCppFrontend();

/// The language of Path by its extension: JavaScript/TypeScript as the JS
/// frontend says, C/C++ as the C++ frontend says (when built and AllowCpp).
std::optional<ir::Language> languageForPath(llvm::StringRef Path,
                                            bool AllowCpp = true);

/// The extensions languageForPath accepts, for messages (".js, .mjs, ...").
const char *knownExtensions();

} // namespace tensorlint::driver

#endif // TENSORLINT_TOOLS_DRIVER_LANGUAGES_H
