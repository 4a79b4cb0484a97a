//===- NotebookSync.cpp - The server's notebook document sync -------------===//
//
// The Server's handlers of LSP 3.17's notebookDocument/* notifications: the
// notebook's cells are kept in Notebooks (Notebooks.h), and its code cells
// joined by their language's frontend are one Document, analysed and
// published as any other, to each cell (Server::publish).
//
//===----------------------------------------------------------------------===//

#include "tools/lsp/Server.h"

#include "tools/lsp/Protocol.h"

namespace tensorlint::lsp {

using llvm::json::Array;
using llvm::json::Object;

void Server::didOpenNotebook(const Object *Params) {
  std::string Error;
  Notebook *N = Params ? Notebooks.open(*Params, Error) : nullptr;
  if (!N) {
    log((Error.empty() ? "notebookDocument/didOpen without params" : Error) +
        llvm::Twine("; ignored"));
    return;
  }
  updateNotebookDocument(*N);
}

void Server::didChangeNotebook(const Object *Params) {
  std::vector<std::string> Problems, Gone;
  Notebook *N = Params ? Notebooks.change(*Params, Problems, Gone) : nullptr;
  for (const std::string &P : Problems)
    log(P);
  if (!N) {
    log("notebookDocument/didChange for a notebook that is not open; "
        "ignored");
    return;
  }
  clearCells(Gone);
  updateNotebookDocument(*N);
}

void Server::didCloseNotebook(const Object *Params) {
  const Object *Id = Params ? Params->getObject("notebookDocument") : nullptr;
  std::optional<llvm::StringRef> Uri = Id ? Id->getString("uri") : std::nullopt;
  if (!Uri)
    return;
  std::string Key = Uri->str();
  clearCells(Notebooks.close(Key));
  Docs.close(Key);
}

void Server::clearCells(llvm::ArrayRef<std::string> CellUris) {
  for (const std::string &U : CellUris)
    T.send(notification("textDocument/publishDiagnostics",
                        Object{{"uri", U}, {"diagnostics", Array{}}}));
}

void Server::updateNotebookDocument(const Notebook &N) {
  std::string LanguageId = N.languageId();
  std::optional<ir::Language> Lang =
      frontend::languageForDocument(LanguageId, "");
  const frontend::Frontend *Fe = Lang ? frontend::frontendFor(*Lang) : nullptr;
  std::optional<frontend::EmbeddedCode> Code =
      Fe ? Fe->joinCells(N.codeCells()) : std::nullopt;
  Document *D = Docs.get(N.Uri);
  if (!Code) { // no cells of a language with notebooks (yet)
    if (D && D->Cells)
      clearCells(llvm::to_vector(llvm::map_range(
          D->Cells->cells(),
          [](const frontend::CodeCells::Cell &C) { return C.Id; })));
    Docs.close(N.Uri);
    return;
  }
  if (D && D->Cells) {
    // Cells whose code is gone (turned to markup) lose their diagnostics.
    std::vector<std::string> Gone;
    for (const frontend::CodeCells::Cell &Old : D->Cells->cells())
      if (llvm::none_of(Code->Cells.cells(),
                        [&](const frontend::CodeCells::Cell &C) {
                          return C.Id == Old.Id;
                        }))
        Gone.push_back(Old.Id);
    clearCells(Gone);
  }
  if (!D || D->Lang != Lang)
    D = &Docs.open(N.Uri, LanguageId, std::move(Code->Text), N.Version);
  else
    D->setText(std::move(Code->Text));
  D->Version = N.Version;
  D->Cells =
      std::make_shared<const frontend::CodeCells>(std::move(Code->Cells));
  markChanged(*D);
}

} // namespace tensorlint::lsp
