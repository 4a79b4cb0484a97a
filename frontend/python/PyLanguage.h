//===- PyLanguage.h - The Python frontend -----------------------*- C++ -*-===//

#ifndef TENSORLINT_FRONTEND_PYTHON_PYLANGUAGE_H
#define TENSORLINT_FRONTEND_PYTHON_PYLANGUAGE_H

#include "frontend/Frontend.h"

namespace tensorlint::frontend::python {

/// The Python frontend (frontend/LanguageTable.cpp lists it).
const Frontend &language();

/// Python's suppression comments in tensorlint's spelling (Comment::Text):
/// `# tensorlint: disable=RULES` (its line when it follows code, else until
/// `# tensorlint: enable=RULES`), `# tensorlint: disable-next-line=RULES`,
/// `# noqa: RULES` (the tensor-* codes among them), and tensorlint's own
/// `# tensorlint-disable-next-line RULES`. OwnLine: nothing but blanks
/// precede the comment on its line.
std::optional<Comment> pythonDirective(Comment C, bool OwnLine);

} // namespace tensorlint::frontend::python

#endif // TENSORLINT_FRONTEND_PYTHON_PYLANGUAGE_H
