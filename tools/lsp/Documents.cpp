//===- Documents.cpp - The documents the editor has open ------------------===//

#include "tools/lsp/Documents.h"

#include "tools/lsp/Uri.h"

namespace tensorlint::lsp {

std::optional<ir::Language> languageOf(llvm::StringRef LanguageId,
                                       llvm::StringRef Path) {
  std::optional<ir::Language> L =
      frontend::languageForDocument(LanguageId, Path);
  // A notebook file opened as text is JSON: its code comes through the
  // notebook sync (Notebooks.h), not as this document. (The language table
  // takes an .ipynb path as Python's; its frontend says it holds code
  // inside another format.)
  if (L && !frontend::languageForDocument(LanguageId, "").has_value())
    if (const frontend::Frontend *F = frontend::frontendFor(*L))
      if (F->extractCode(Path, "").has_value())
        return std::nullopt;
  // A language id of a frontend this build does not have (C/C++ without the
  // Clang frontend) is not analysed.
  if (L && !frontend::frontendFor(*L))
    return std::nullopt;
  return L;
}

Document::Document(std::string U, std::string P, std::optional<ir::Language> L,
                   std::string T, int64_t V)
    : Uri(std::move(U)), Path(std::move(P)), Lang(L), Version(V),
      DirtySince(std::chrono::steady_clock::now()) {
  if (Lang)
    Frontend = frontend::frontendFor(*Lang);
  if (Frontend)
    Doc = Frontend->open(Path, *Lang, std::move(T));
  else
    Plain.set(std::move(T));
}

bool Document::applyChange(const LspRange &R, llvm::StringRef NewText) {
  bool OutOfRange = false;
  if (Doc) {
    Doc->applyEdit(R.Start, R.End, NewText, &OutOfRange);
    return OutOfRange;
  }
  Plain.edit(R.Start, R.End, NewText, &OutOfRange);
  return OutOfRange;
}

void Document::setText(std::string NewText) {
  if (Doc)
    Doc->setText(std::move(NewText));
  else
    Plain.set(std::move(NewText));
}

Document &DocumentStore::open(std::string Uri, llvm::StringRef LanguageId,
                              std::string Text, int64_t Version) {
  std::optional<std::string> P = uriToPath(Uri);
  std::string Path = P ? *P : Uri;
  auto D = std::make_unique<Document>(Uri, Path, languageOf(LanguageId, Path),
                                      std::move(Text), Version);
  D->OnDisk = P.has_value();
  std::unique_ptr<Document> &Slot = Docs[Uri];
  Slot = std::move(D);
  return *Slot;
}

Document *DocumentStore::get(llvm::StringRef Uri) {
  auto It = Docs.find(Uri);
  return It == Docs.end() ? nullptr : It->second.get();
}

void DocumentStore::close(llvm::StringRef Uri) { Docs.erase(Uri); }

std::vector<Document *> DocumentStore::all() {
  std::vector<Document *> Out;
  for (auto &E : Docs)
    Out.push_back(E.second.get());
  std::sort(Out.begin(), Out.end(), [](const Document *A, const Document *B) {
    return A->Uri < B->Uri;
  });
  return Out;
}

} // namespace tensorlint::lsp
