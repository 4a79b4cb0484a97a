//===- JsLanguage.h - The JavaScript/TypeScript frontend --------*- C++ -*-===//

#ifndef TENSORLINT_FRONTEND_JS_JSLANGUAGE_H
#define TENSORLINT_FRONTEND_JS_JSLANGUAGE_H

#include "frontend/Frontend.h"

namespace tensorlint::frontend::js {

/// JavaScript, TypeScript, TSX and Vue components, for the language table.
const Frontend &language();

} // namespace tensorlint::frontend::js

#endif // TENSORLINT_FRONTEND_JS_JSLANGUAGE_H
