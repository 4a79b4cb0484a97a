//===- Server.h - The tensorlint language server ----------------*- C++ -*-===//
//
// `tensorlint lsp`: LSP 3.17 over stdio. Single-threaded: messages are
// handled in order; after a burst of edits (when no more input is waiting,
// or at the latest every MaxDeferMs) each changed document is checked once
// and its diagnostics are published. See docs/lsp.md.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_TOOLS_LSP_SERVER_H
#define TENSORLINT_TOOLS_LSP_SERVER_H

#include "tools/lsp/Analysis.h"
#include "tools/lsp/Documents.h"
#include "tools/lsp/Notebooks.h"
#include "tools/lsp/Transport.h"

#include "apis/ApiModel.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/JSON.h"

namespace tensorlint::lsp {

class Server {
public:
  /// Apis: the models loaded from the shipped ones and ApiFiles (--api),
  /// which a configuration's `apis:` adds to.
  Server(Transport &T, const apis::ApiDatabase &Apis,
         std::vector<std::string> ApiFiles = {});
  /// Serves until `exit` or the end of the input. Returns the process exit
  /// code: 0 after shutdown + exit, 1 otherwise.
  int run();
  /// Options from the command line; initializationOptions and
  /// workspace/didChangeConfiguration settings override them.
  void setAnalysisOptions(AnalysisOptions O) { A.setOptions(std::move(O)); }

  /// Publishing of a changed document may wait this long for more edits.
  static constexpr int MaxDeferMs = 150;

private:
  enum class State { Uninitialized, Running, ShutDown };

  /// Handles one message body. Returns false when the server must stop.
  bool handle(llvm::StringRef Body);
  void handleRequest(llvm::StringRef Method, llvm::json::Value Id,
                     const llvm::json::Object *Params);
  void handleNotification(llvm::StringRef Method,
                          const llvm::json::Object *Params);

  llvm::json::Value initialize(const llvm::json::Object *Params);
  void didOpen(const llvm::json::Object *Params);
  void didChange(const llvm::json::Object *Params);
  void didSave(const llvm::json::Object *Params);
  void didClose(const llvm::json::Object *Params);
  void didChangeConfiguration(const llvm::json::Object *Params);
  void didChangeWatchedFiles(const llvm::json::Object *Params);
  void didOpenNotebook(const llvm::json::Object *Params);
  void didChangeNotebook(const llvm::json::Object *Params);
  void didCloseNotebook(const llvm::json::Object *Params);
  /// Makes the document of N's code (its cells joined) current, to be
  /// analysed and published again.
  void updateNotebookDocument(const Notebook &N);
  /// Clears the diagnostics of cell documents a notebook no longer has.
  void clearCells(llvm::ArrayRef<std::string> CellUris);
  void readSettings(const llvm::json::Value *Settings);

  /// The open document named by Params.textDocument.uri, or null.
  Document *documentOf(const llvm::json::Object *Params);
  void markChanged(Document &D);
  /// Marks the open documents whose last analysis used Changed's summaries.
  void markImporters(const Document &Changed);
  /// Analyses D if needed (for requests that read the findings).
  void ensureAnalyzed(Document &D);
  /// Analyses and publishes documents waiting for it; with Force, all of
  /// them, else only those that waited longer than MaxDeferMs.
  void publishPending(bool Force);
  void publish(Document &D);
  void recheckAll();
  void log(const llvm::Twine &Msg);

  Transport &T;
  Analyzer A;
  DocumentStore Docs;
  NotebookStore Notebooks;
  State St = State::Uninitialized;
  bool ExitRequested = false;
  bool WatchRegistration = false;
  /// TENSORLINT_LSP_TIMING set: log analysis and publish times to stderr.
  bool Timing = false;
  int NextRequestId = 1;
};

/// `tensorlint lsp [--api FILE]...`: loads the API models and serves on
/// stdin/stdout. Returns the exit code.
int runLspMain(int Argc, const char *const *Argv);

} // namespace tensorlint::lsp

#endif // TENSORLINT_TOOLS_LSP_SERVER_H
