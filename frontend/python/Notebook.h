//===- Notebook.h - The Python code of a Jupyter notebook -------*- C++ -*-===//
//
// Most PyTorch and Keras users write notebooks. A notebook (nbformat 4) is
// JSON; its code cells are what the kernel runs, top to bottom, and that is
// what tensorlint analyses: the cells' code as one Python text, with the
// table of where each cell starts (frontend/CodeCells.h).
//
// IPython's own syntax is not Python and would be a syntax error: line
// magics (`%matplotlib inline`), shell escapes (`!pip install`), help
// (`tf.tidy?`), assignments from them (`files = !ls`) and cell magics
// (`%%bash`). Each such line keeps its place but loses its text (a line
// inside a block becomes `pass` at its indentation, an assignment's value
// becomes `None`), so lines and columns stay those of the cell. A cell magic
// whose body is Python (`%%time`, `%%capture`) keeps its body; any other
// (`%%bash`, `%%html`, `%%writefile`) blanks the cell.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_FRONTEND_PYTHON_NOTEBOOK_H
#define TENSORLINT_FRONTEND_PYTHON_NOTEBOOK_H

#include "frontend/CodeCells.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <string>

namespace tensorlint::frontend::python {

/// Whether Path names a notebook (".ipynb").
bool isNotebookPath(llvm::StringRef Path);

/// The Python code of the notebook Json. A notebook of another kernel (R,
/// Julia) has no Python cells: empty Text and Cells, no Error.
EmbeddedCode readNotebook(llvm::StringRef Json);

/// The code of an editor's notebook, from its Python cells in order.
EmbeddedCode joinCells(llvm::ArrayRef<CellSource> Cells);

/// Cell's code with IPython's syntax blanked as the file comment says.
std::string blankIPythonSyntax(llvm::StringRef Cell);

} // namespace tensorlint::frontend::python

#endif // TENSORLINT_FRONTEND_PYTHON_NOTEBOOK_H
