//===- NotebookTest.cpp - Notebook cells and IPython syntax ---------------===//

#include "frontend/python/Notebook.h"
#include "frontend/CodeCells.h"

#include "gtest/gtest.h"

using namespace tensorlint::frontend;
using tensorlint::frontend::python::blankIPythonSyntax;
using tensorlint::frontend::python::readNotebook;

namespace {

TEST(CodeCells, PlacesLinesInTheirCells) {
  CodeCells C;
  C.add(/*Number=*/2, /*Lines=*/3);
  C.add(/*Number=*/3, /*Lines=*/0); // an empty cell
  C.add(/*Number=*/5, /*Lines=*/2);
  EXPECT_EQ(C.lineCount(), 5u);
  auto At = [&](uint32_t Line) {
    std::optional<CellLine> P = C.place(Line);
    return P ? spellCellLine(*P) : std::string("none");
  };
  EXPECT_EQ(At(1), "cell 2:1");
  EXPECT_EQ(At(3), "cell 2:3");
  EXPECT_EQ(At(4), "cell 5:1");
  EXPECT_EQ(At(5), "cell 5:2");
  // The end of the text (a finding at end of file) is the last line.
  EXPECT_EQ(At(6), "cell 5:2");
  EXPECT_EQ(At(0), "none");
}

TEST(IPythonSyntax, MagicsShellEscapesAndHelpKeepTheirLines) {
  EXPECT_EQ(blankIPythonSyntax("%matplotlib inline\nimport torch\n"),
            "\nimport torch\n");
  EXPECT_EQ(blankIPythonSyntax("!pip install torch\nx = 1"), "\nx = 1");
  EXPECT_EQ(blankIPythonSyntax("torch.tidy?\nmodel.fit??\n?len\n"), "\n\n\n");
  // Inside a block, the statement stays a statement.
  EXPECT_EQ(blankIPythonSyntax("for i in r:\n    %time f(i)\n    g(i)\n"),
            "for i in r:\n    pass\n    g(i)\n");
  // An assignment from a shell command or a magic keeps its target.
  EXPECT_EQ(blankIPythonSyntax("files = !ls data\nt = %timeit -o f()\n"),
            "files = None\nt = None\n");
  // The command after `= !` is not Python: its quotes and brackets do not
  // hide the next line's magic.
  EXPECT_EQ(blankIPythonSyntax("out = !grep \"(x\nimport os\n%pwd\n"),
            "out = None\nimport os\n\n");
  // A magic continued over lines.
  EXPECT_EQ(blankIPythonSyntax("!echo a \\\n  b\nx = 1\n"), "\n\nx = 1\n");
}

TEST(IPythonSyntax, PythonThatLooksLikeItIsKept) {
  // The modulo operator at the start of a continued line, a `?` and a `!`
  // in strings and comments, `!=`, keyword arguments.
  const char *Code = "x = (a\n     % b)\ns = 'what?'  # why?\n"
                     "t = \"\"\"\n%d items\n!\n\"\"\"\n"
                     "ok = a != b\nf(x=1)\ny = x % 2\n";
  EXPECT_EQ(blankIPythonSyntax(Code), Code);
  // CRLF line breaks stay.
  EXPECT_EQ(blankIPythonSyntax("%pwd\r\nx = 1\r\n"), "\r\nx = 1\r\n");
}

TEST(IPythonSyntax, CellMagics) {
  // A timed or captured cell's body is Python.
  EXPECT_EQ(blankIPythonSyntax("%%time\nx = f()\n"), "\nx = f()\n");
  EXPECT_EQ(blankIPythonSyntax("\n%%capture out\nx = f()"), "\n\nx = f()");
  // Any other cell magic's body is another language: only the lines stay.
  EXPECT_EQ(blankIPythonSyntax("%%bash\nfor f in *; do echo $f; done\n"),
            "\n\n");
  EXPECT_EQ(blankIPythonSyntax("%%writefile a.py\nimport os"), "\n");
}

TEST(Notebook, ReadsCodeCellsInOrder) {
  const char *Json = R"({
    "cells": [
      {"cell_type": "markdown", "source": ["# Title\n"]},
      {"cell_type": "code", "id": "a", "source": ["import torch\n", "x = 1"]},
      {"cell_type": "raw", "source": "not code"},
      {"cell_type": "code", "source": "%%bash\nls\n"},
      {"cell_type": "code", "metadata": {"vscode": {"languageId": "sql"}},
       "source": "select 1"},
      {"cell_type": "code", "source": []},
      {"cell_type": "code", "source": "y = x\n"}
    ],
    "metadata": {"kernelspec": {"language": "python"}},
    "nbformat": 4, "nbformat_minor": 5})";
  EmbeddedCode C = readNotebook(Json);
  ASSERT_EQ(C.Error, "");
  EXPECT_EQ(C.Text, "import torch\nx = 1\n\n\ny = x\n");
  ASSERT_EQ(C.Cells.cells().size(), 4u);
  EXPECT_EQ(C.Cells.cells()[0].Number, 2u);
  EXPECT_EQ(C.Cells.cells()[0].Id, "a");
  EXPECT_EQ(C.Cells.cells()[1].Number, 4u); // %%bash: two blank lines
  EXPECT_EQ(C.Cells.cells()[1].Lines, 2u);
  EXPECT_EQ(C.Cells.cells()[2].Number, 6u); // empty
  EXPECT_EQ(C.Cells.cells()[2].Lines, 0u);
  std::optional<CellLine> Y = C.Cells.place(5);
  ASSERT_TRUE(Y);
  EXPECT_EQ(Y->Cell, 7u);
  EXPECT_EQ(Y->Line, 1u);
}

TEST(Notebook, OtherKernelsAndBrokenFiles) {
  EmbeddedCode R = readNotebook(
      R"({"cells": [{"cell_type": "code", "source": "x <- 1"}],
          "metadata": {"kernelspec": {"language": "R"}}, "nbformat": 4})");
  EXPECT_EQ(R.Error, "");
  EXPECT_EQ(R.Text, "");
  EXPECT_TRUE(R.Cells.cells().empty());

  EmbeddedCode Bad = readNotebook("{\"cells\": [");
  EXPECT_NE(Bad.Error.find("not a Jupyter notebook"), std::string::npos);
  EXPECT_FALSE(Bad.Unsupported);

  EmbeddedCode Old = readNotebook(R"({"nbformat": 3, "worksheets": []})");
  EXPECT_TRUE(Old.Unsupported);
  EXPECT_NE(Old.Error.find("nbformat 3"), std::string::npos);

  EmbeddedCode Odd = readNotebook(
      R"({"cells": [{"cell_type": "code", "source": 7}], "nbformat": 4})");
  EXPECT_NE(Odd.Error.find("cell 1's \"source\""), std::string::npos);

  EmbeddedCode Deep = readNotebook(std::string(100000, '['));
  EXPECT_NE(Deep.Error.find("not a Jupyter notebook"), std::string::npos);
}

} // namespace
