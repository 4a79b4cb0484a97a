//===- Notebooks.cpp - The notebooks the editor has open ------------------===//

#include "tools/lsp/Notebooks.h"

namespace tensorlint::lsp {

using llvm::json::Array;
using llvm::json::Object;
using llvm::json::Value;

namespace {

/// A NotebookCell: {kind, document}.
std::optional<Notebook::Cell> cellOf(const Value &V) {
  const Object *O = V.getAsObject();
  std::optional<llvm::StringRef> Doc =
      O ? O->getString("document") : std::nullopt;
  if (!Doc)
    return std::nullopt;
  return Notebook::Cell{O->getInteger("kind").value_or(2) == 2, Doc->str()};
}

/// Opens the cell documents of Items (TextDocumentItem[]).
void openTexts(Notebook &N, const Array *Items) {
  if (!Items)
    return;
  for (const Value &V : *Items) {
    const Object *O = V.getAsObject();
    std::optional<llvm::StringRef> Uri = O ? O->getString("uri") : std::nullopt;
    if (!Uri)
      continue;
    auto T = std::make_unique<Notebook::CellText>();
    T->Text.set(O->getString("text").value_or("").str());
    T->LanguageId = O->getString("languageId").value_or("").str();
    N.Texts[*Uri] = std::move(T);
  }
}

/// Applies a cell's TextDocumentContentChangeEvent[].
void applyChanges(Notebook::CellText &T, const Array &Changes,
                  std::vector<std::string> &Log) {
  for (const Value &C : Changes) {
    const Object *O = C.getAsObject();
    std::optional<llvm::StringRef> Text =
        O ? O->getString("text") : std::nullopt;
    if (!Text) {
      Log.push_back("cell content change without text; ignored");
      continue;
    }
    if (const Value *RV = O->get("range")) {
      std::optional<LspRange> R = rangeFromJson(RV);
      if (!R) {
        Log.push_back("cell content change with an invalid range; ignored");
        continue;
      }
      bool Clamped = false;
      T.Text.edit(R->Start, R->End, *Text, &Clamped);
      if (Clamped)
        Log.push_back("cell content change out of bounds; clamped");
    } else {
      T.Text.set(Text->str());
    }
  }
}

} // namespace

std::string Notebook::languageId() const {
  for (const Cell &C : Cells)
    if (C.Code)
      if (auto It = Texts.find(C.Uri);
          It != Texts.end() && !It->second->LanguageId.empty())
        return It->second->LanguageId;
  return {};
}

std::vector<frontend::CellSource> Notebook::codeCells() const {
  std::string Lang = languageId();
  std::vector<frontend::CellSource> Out;
  uint32_t Number = 0;
  for (const Cell &C : Cells) {
    ++Number;
    auto It = Texts.find(C.Uri);
    if (!C.Code || It == Texts.end() || It->second->LanguageId != Lang)
      continue;
    Out.push_back({It->second->Text.text(), Number, C.Uri});
  }
  return Out;
}

Notebook *NotebookStore::open(const Object &Params, std::string &Error) {
  const Object *Nb = Params.getObject("notebookDocument");
  std::optional<llvm::StringRef> Uri = Nb ? Nb->getString("uri") : std::nullopt;
  const Array *Cells = Nb ? Nb->getArray("cells") : nullptr;
  if (!Uri || !Cells) {
    Error = "notebookDocument/didOpen without notebookDocument.uri/cells";
    return nullptr;
  }
  auto N = std::make_unique<Notebook>();
  N->Uri = Uri->str();
  N->Version = Nb->getInteger("version").value_or(0);
  for (const Value &V : *Cells)
    if (std::optional<Notebook::Cell> C = cellOf(V))
      N->Cells.push_back(std::move(*C));
  openTexts(*N, Params.getArray("cellTextDocuments"));
  std::unique_ptr<Notebook> &Slot = Open[*Uri];
  Slot = std::move(N);
  return Slot.get();
}

Notebook *NotebookStore::change(const Object &Params,
                                std::vector<std::string> &Log,
                                std::vector<std::string> &Gone) {
  const Object *Id = Params.getObject("notebookDocument");
  std::optional<llvm::StringRef> Uri = Id ? Id->getString("uri") : std::nullopt;
  Notebook *N = Uri ? get(*Uri) : nullptr;
  if (!N)
    return nullptr;
  if (std::optional<int64_t> V = Id->getInteger("version"))
    N->Version = *V;
  const Object *Change = Params.getObject("change");
  const Object *Cells = Change ? Change->getObject("cells") : nullptr;
  if (!Cells)
    return N; // metadata only
  if (const Object *S = Cells->getObject("structure")) {
    const Object *Splice = S->getObject("array");
    if (Splice) {
      size_t Start = std::min<size_t>(
          std::max<int64_t>(Splice->getInteger("start").value_or(0), 0),
          N->Cells.size());
      size_t Delete = std::min<size_t>(
          std::max<int64_t>(Splice->getInteger("deleteCount").value_or(0), 0),
          N->Cells.size() - Start);
      std::vector<Notebook::Cell> Inserted;
      if (const Array *New = Splice->getArray("cells"))
        for (const Value &V : *New)
          if (std::optional<Notebook::Cell> C = cellOf(V))
            Inserted.push_back(std::move(*C));
      for (size_t I = Start; I < Start + Delete; ++I)
        Gone.push_back(N->Cells[I].Uri);
      N->Cells.erase(N->Cells.begin() + Start,
                     N->Cells.begin() + Start + Delete);
      N->Cells.insert(N->Cells.begin() + Start, Inserted.begin(),
                      Inserted.end());
    }
    if (const Array *Closed = S->getArray("didClose"))
      for (const Value &V : *Closed)
        if (const Object *O = V.getAsObject())
          if (std::optional<llvm::StringRef> U = O->getString("uri"))
            N->Texts.erase(*U);
    openTexts(*N, S->getArray("didOpen"));
    // A cell moved (deleted and inserted again) is still there.
    llvm::erase_if(Gone, [&](const std::string &U) {
      return llvm::any_of(N->Cells,
                          [&](const Notebook::Cell &C) { return C.Uri == U; });
    });
  }
  if (const Array *Data = Cells->getArray("data"))
    for (const Value &V : *Data)
      if (std::optional<Notebook::Cell> C = cellOf(V))
        for (Notebook::Cell &Mine : N->Cells)
          if (Mine.Uri == C->Uri)
            Mine.Code = C->Code;
  if (const Array *Texts = Cells->getArray("textContent"))
    for (const Value &V : *Texts) {
      const Object *O = V.getAsObject();
      const Object *Doc = O ? O->getObject("document") : nullptr;
      std::optional<llvm::StringRef> CellUri =
          Doc ? Doc->getString("uri") : std::nullopt;
      const Array *Changes = O ? O->getArray("changes") : nullptr;
      auto It = CellUri ? N->Texts.find(*CellUri) : N->Texts.end();
      if (It == N->Texts.end() || !Changes) {
        Log.push_back("text change for a cell that is not open; ignored");
        continue;
      }
      applyChanges(*It->second, *Changes, Log);
    }
  return N;
}

std::vector<std::string> NotebookStore::close(llvm::StringRef Uri) {
  std::vector<std::string> Out;
  if (Notebook *N = get(Uri))
    for (const Notebook::Cell &C : N->Cells)
      Out.push_back(C.Uri);
  Open.erase(Uri);
  return Out;
}

Notebook *NotebookStore::get(llvm::StringRef Uri) {
  auto It = Open.find(Uri);
  return It == Open.end() ? nullptr : It->second.get();
}

Notebook *NotebookStore::ofCell(llvm::StringRef CellUri) {
  for (auto &E : Open)
    if (E.second->Texts.count(CellUri))
      return E.second.get();
  return nullptr;
}

} // namespace tensorlint::lsp
