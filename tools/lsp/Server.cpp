//===- Server.cpp - The tensorlint language server ------------------------===//

#include "tools/lsp/Server.h"

#include "tools/lsp/CodeActions.h"
#include "tools/lsp/Diagnostics.h"
#include "tools/lsp/Protocol.h"

#include "frontend/BoundedJson.h"
#include "tools/driver/Driver.h"

#include "frontend/Reclaim.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

#include <csignal>
#include <cstdlib>

namespace tensorlint::lsp {

using llvm::json::Array;
using llvm::json::Object;
using llvm::json::Value;

Server::Server(Transport &T, const apis::ApiDatabase &Apis,
               std::vector<std::string> ApiFiles)
    : T(T), A(Apis, std::move(ApiFiles),
              [this](llvm::StringRef Path) -> std::optional<std::string> {
                for (Document *D : Docs.all())
                  if (D->OnDisk && D->Path == Path && D->Doc)
                    return D->text();
                return std::nullopt;
              }),
      Timing(std::getenv("TENSORLINT_LSP_TIMING") != nullptr) {}

void Server::log(const llvm::Twine &Msg) {
  llvm::errs() << "tensorlint lsp: " << Msg << "\n";
}

int Server::run() {
  while (!ExitRequested) {
    if (!T.hasPendingInput())
      publishPending(/*Force=*/true);
    std::optional<std::string> Body = T.read();
    if (!Body)
      break;
    handle(*Body);
    publishPending(/*Force=*/false);
  }
  return St == State::ShutDown ? 0 : 1;
}

bool Server::handle(llvm::StringRef Body) {
  llvm::Expected<Value> Parsed = frontend::parseBoundedJson(Body);
  if (!Parsed) {
    log("malformed JSON message (" + llvm::toString(Parsed.takeError()) +
        "); ignored");
    return true;
  }
  const Object *Msg = Parsed->getAsObject();
  if (!Msg) {
    log("message is not a JSON object; ignored");
    return true;
  }
  std::optional<llvm::StringRef> Method = Msg->getString("method");
  const Value *Id = Msg->get("id");
  if (!Method) {
    if (!Id || (!Msg->get("result") && !Msg->get("error"))) {
      log("message without a method; ignored");
      if (Id)
        T.send(errorResponse(*Id, ErrorCode::InvalidRequest,
                             "message without a method"));
    }
    return true; // a response to one of our requests
  }
  const Value *P = Msg->get("params");
  const Object *Params = P ? P->getAsObject() : nullptr;
  if (Id) {
    if (Id->kind() != Value::Number && Id->kind() != Value::String) {
      T.send(errorResponse(nullptr, ErrorCode::InvalidRequest,
                           "request id must be a number or a string"));
      return true;
    }
    handleRequest(*Method, *Id, Params);
  } else {
    handleNotification(*Method, Params);
  }
  return true;
}

void Server::handleRequest(llvm::StringRef Method, Value Id,
                           const Object *Params) {
  if (St == State::Uninitialized && Method != "initialize") {
    T.send(errorResponse(std::move(Id), ErrorCode::ServerNotInitialized,
                         "the server is not initialized"));
    return;
  }
  if (St == State::ShutDown) {
    T.send(errorResponse(std::move(Id), ErrorCode::InvalidRequest,
                         "the server is shut down"));
    return;
  }
  if (Method == "initialize") {
    if (St != State::Uninitialized) {
      T.send(errorResponse(std::move(Id), ErrorCode::InvalidRequest,
                           "initialize sent twice"));
      return;
    }
    T.send(response(std::move(Id), initialize(Params)));
    St = State::Running;
    return;
  }
  if (Method == "shutdown") {
    St = State::ShutDown;
    T.send(response(std::move(Id), nullptr));
    return;
  }
  if (Method == "textDocument/codeAction" ||
      Method == "textDocument/diagnostic") {
    const Object *TD = Params ? Params->getObject("textDocument") : nullptr;
    if (!TD || !TD->getString("uri")) {
      T.send(errorResponse(std::move(Id), ErrorCode::InvalidParams,
                           "missing textDocument.uri"));
      return;
    }
    Document *D = documentOf(Params);
    // A notebook's cell: its part of the notebook's document.
    const frontend::CodeCells::Cell *Cell = nullptr;
    if (Notebook *N = D ? nullptr : Notebooks.ofCell(*TD->getString("uri")))
      if ((D = Docs.get(N->Uri)) && D->Cells)
        for (const frontend::CodeCells::Cell &C : D->Cells->cells())
          if (C.Id == *TD->getString("uri"))
            Cell = &C;
    if (D && D->Cells && !Cell)
      D = nullptr; // a markup cell, or a cell of no analysed language
    if (Method == "textDocument/diagnostic") {
      if (D)
        ensureAnalyzed(*D);
      T.send([&](llvm::json::OStream &J) {
        writeResponse(J, Id, [&] {
          J.object([&] {
            J.attribute("kind", "full");
            J.attributeBegin("items");
            if (D)
              writeDiagnostics(J, *D, Cell);
            else
              J.array([] {});
            J.attributeEnd();
          });
        });
      });
      return;
    }
    std::optional<LspRange> R = rangeFromJson(Params->get("range"));
    if (!R) {
      T.send(errorResponse(std::move(Id), ErrorCode::InvalidParams,
                           "missing or invalid range"));
      return;
    }
    Array Actions;
    if (D) {
      ensureAnalyzed(*D);
      A.resolveFixes(*D);
      const Object *Ctx = Params->getObject("context");
      const Array *Only = Ctx ? Ctx->getArray("only") : nullptr;
      Actions = codeActions(*D, *R, Only, Cell);
    }
    T.send(response(std::move(Id), std::move(Actions)));
    return;
  }
  T.send(errorResponse(std::move(Id), ErrorCode::MethodNotFound,
                       ("method not found: " + Method).str()));
}

void Server::handleNotification(llvm::StringRef Method, const Object *Params) {
  if (Method == "exit") {
    ExitRequested = true;
    return;
  }
  if (St != State::Running) {
    if (St == State::Uninitialized)
      log("notification '" + Method + "' before initialize; ignored");
    return;
  }
  if (Method == "initialized") {
    if (WatchRegistration)
      T.send(Object{
          {"jsonrpc", "2.0"},
          {"id", "tensorlint-" + std::to_string(NextRequestId++)},
          {"method", "client/registerCapability"},
          {"params",
           Object{
               {"registrations",
                Array{Object{
                    {"id", "tensorlint-config-watch"},
                    {"method", "workspace/didChangeWatchedFiles"},
                    {"registerOptions",
                     Object{{"watchers",
                             Array{Object{{"globPattern",
                                           "**/.tensorlint.yaml"}}}}}}}}}}}});
  } else if (Method == "textDocument/didOpen") {
    didOpen(Params);
  } else if (Method == "textDocument/didChange") {
    didChange(Params);
  } else if (Method == "textDocument/didSave") {
    didSave(Params);
  } else if (Method == "textDocument/didClose") {
    didClose(Params);
  } else if (Method == "workspace/didChangeConfiguration") {
    didChangeConfiguration(Params);
  } else if (Method == "workspace/didChangeWatchedFiles") {
    didChangeWatchedFiles(Params);
  } else if (Method == "notebookDocument/didOpen") {
    didOpenNotebook(Params);
  } else if (Method == "notebookDocument/didChange") {
    didChangeNotebook(Params);
  } else if (Method == "notebookDocument/didClose") {
    didCloseNotebook(Params);
  }
  // Other notifications ($/cancelRequest, $/setTrace, ...) need nothing:
  // requests are answered in order, before the next message is read.
}

Value Server::initialize(const Object *Params) {
  if (Params) {
    if (const Object *Caps = Params->getObject("capabilities"))
      if (const Object *WS = Caps->getObject("workspace"))
        if (const Object *W = WS->getObject("didChangeWatchedFiles"))
          WatchRegistration =
              W->getBoolean("dynamicRegistration").value_or(false);
    readSettings(Params->get("initializationOptions"));
  }
  return Object{
      {"capabilities",
       Object{
           {"textDocumentSync",
            Object{{"openClose", true},
                   {"change", 2},
                   {"save", Object{{"includeText", false}}}}},
           {"codeActionProvider",
            Object{{"codeActionKinds", Array{"quickfix", FixAllKind}}}},
           {"diagnosticProvider", Object{{"interFileDependencies", false},
                                         {"workspaceDiagnostics", false}}},
           // Jupyter notebooks' Python cells, analysed together.
           {"notebookDocumentSync",
            Object{{"notebookSelector",
                    Array{Object{
                        {"notebook", "*"},
                        {"cells", Array{Object{{"language", "python"}}}}}}},
                   {"save", false}}},
       }},
      {"serverInfo",
       Object{{"name", "tensorlint"}, {"version", driver::versionString()}}}};
}

void Server::readSettings(const Value *Settings) {
  const Object *O = Settings ? Settings->getAsObject() : nullptr;
  if (!O)
    return;
  // Accept both {"tensorlint": {...}} and the inner object.
  if (const Object *Inner = O->getObject("tensorlint"))
    O = Inner;
  AnalysisOptions Opts = A.options();
  if (std::optional<llvm::StringRef> C = O->getString("checks"))
    Opts.Checks = C->str();
  if (std::optional<llvm::StringRef> C = O->getString("compileCommandsDir"))
    Opts.CompileCommandsDir = C->str();
  if (const Array *Args = O->getArray("extraArgs")) {
    Opts.ExtraArgs.clear();
    for (const Value &V : *Args)
      if (std::optional<llvm::StringRef> S = V.getAsString())
        Opts.ExtraArgs.push_back(S->str());
  }
  A.setOptions(std::move(Opts));
}

Document *Server::documentOf(const Object *Params) {
  const Object *TD = Params ? Params->getObject("textDocument") : nullptr;
  std::optional<llvm::StringRef> Uri = TD ? TD->getString("uri") : std::nullopt;
  if (!Uri)
    return nullptr;
  return Docs.get(*Uri);
}

void Server::markChanged(Document &D) {
  D.NeedsAnalysis = true;
  if (!D.NeedsPublish) {
    D.NeedsPublish = true;
    D.DirtySince = std::chrono::steady_clock::now();
  }
}

void Server::didOpen(const Object *Params) {
  const Object *TD = Params ? Params->getObject("textDocument") : nullptr;
  std::optional<llvm::StringRef> Uri = TD ? TD->getString("uri") : std::nullopt;
  std::optional<llvm::StringRef> Text =
      TD ? TD->getString("text") : std::nullopt;
  if (!Uri || !Text) {
    log("didOpen without textDocument.uri/text; ignored");
    return;
  }
  Document &D = Docs.open(Uri->str(), TD->getString("languageId").value_or(""),
                          Text->str(), TD->getInteger("version").value_or(0));
  markChanged(D);
}

void Server::didChange(const Object *Params) {
  Document *D = documentOf(Params);
  if (!D) {
    log("didChange for a document that is not open; ignored");
    return;
  }
  if (std::optional<int64_t> V =
          Params->getObject("textDocument")->getInteger("version"))
    D->Version = *V;
  const Array *Changes = Params->getArray("contentChanges");
  if (!Changes)
    return;
  for (const Value &C : *Changes) {
    const Object *O = C.getAsObject();
    std::optional<llvm::StringRef> Text =
        O ? O->getString("text") : std::nullopt;
    if (!Text) {
      log("content change without text; ignored");
      continue;
    }
    if (const Value *RV = O->get("range")) {
      std::optional<LspRange> R = rangeFromJson(RV);
      if (!R) {
        log("content change with an invalid range; ignored");
        continue;
      }
      if (D->applyChange(*R, *Text))
        log("content change range out of bounds in " + D->Uri +
            "; clamped to the document");
    } else {
      D->setText(Text->str());
    }
  }
  markChanged(*D);
  markImporters(*D);
}

void Server::didSave(const Object *Params) {
  if (Document *D = documentOf(Params)) {
    markChanged(*D);
    markImporters(*D);
  }
}

void Server::markImporters(const Document &Changed) {
  for (Document *D : Docs.all())
    if (D != &Changed && llvm::is_contained(D->ImportedPaths, Changed.Path))
      markChanged(*D);
}

void Server::didClose(const Object *Params) {
  Document *D = documentOf(Params);
  if (!D)
    return;
  std::string Uri = D->Uri;
  Docs.close(Uri);
  T.send(notification("textDocument/publishDiagnostics",
                      Object{{"uri", Uri}, {"diagnostics", Array{}}}));
}

void Server::didChangeConfiguration(const Object *Params) {
  if (Params)
    readSettings(Params->get("settings"));
  A.invalidateConfig();
  recheckAll();
}

void Server::didChangeWatchedFiles(const Object *Params) {
  const Array *Changes = Params ? Params->getArray("changes") : nullptr;
  if (!Changes)
    return;
  for (const Value &C : *Changes) {
    const Object *O = C.getAsObject();
    std::optional<llvm::StringRef> Uri = O ? O->getString("uri") : std::nullopt;
    if (Uri && Uri->ends_with(".tensorlint.yaml")) {
      A.invalidateConfig();
      recheckAll();
      return;
    }
  }
}

void Server::recheckAll() {
  for (Document *D : Docs.all())
    markChanged(*D);
}

void Server::ensureAnalyzed(Document &D) {
  if (D.NeedsAnalysis)
    A.analyze(D);
}

void Server::publish(Document &D) {
  auto Start = std::chrono::steady_clock::now();
  // What the analysis drops is freed once the client has the diagnostics.
  frontend::Reclaimer Leftovers;
  ensureAnalyzed(D);
  auto Analysed = std::chrono::steady_clock::now();
  D.NeedsPublish = false;
  if (D.Cells) {
    // A notebook: each code cell's findings to the cell's document.
    for (const frontend::CodeCells::Cell &C : D.Cells->cells())
      T.send([&](llvm::json::OStream &J) {
        writeNotification(J, "textDocument/publishDiagnostics", [&] {
          J.object([&] {
            J.attribute("uri", llvm::StringRef(C.Id));
            J.attributeBegin("diagnostics");
            writeDiagnostics(J, D, &C);
            J.attributeEnd();
          });
        });
      });
  } else {
    T.send([&](llvm::json::OStream &J) {
      writeNotification(J, "textDocument/publishDiagnostics", [&] {
        J.object([&] {
          J.attribute("uri", llvm::StringRef(D.Uri));
          J.attribute("version", D.Version);
          J.attributeBegin("diagnostics");
          writeDiagnostics(J, D);
          J.attributeEnd();
        });
      });
    });
  }
  if (Timing || A.options().VerifyIncremental) {
    using Ms = std::chrono::duration<double, std::milli>;
    auto Sent = std::chrono::steady_clock::now();
    llvm::errs() << llvm::formatv(
        "tensorlint lsp: {0} v{1}: analysis {2:f1} ms, publish {3:f1} ms, "
        "{4} findings; {5}\n",
        D.Uri, D.Version, Ms(Analysed - Start).count(),
        Ms(Sent - Analysed).count(), D.Findings.size(), D.LoweringNote);
  }
  A.freeLater(Leftovers.take());
}

void Server::publishPending(bool Force) {
  auto Now = std::chrono::steady_clock::now();
  for (Document *D : Docs.all()) {
    if (!D->NeedsPublish)
      continue;
    if (Force || Now - D->DirtySince > std::chrono::milliseconds(MaxDeferMs))
      publish(*D);
  }
}

int runLspMain(int Argc, const char *const *Argv) {
  std::vector<std::string> ApiFiles;
  AnalysisOptions Opts;
  for (int I = 1; I < Argc; ++I) {
    llvm::StringRef A = Argv[I];
    if (A == "lsp" && I == 1)
      continue;
    if ((A == "--api" || A == "-api") && I + 1 < Argc) {
      ApiFiles.push_back(Argv[++I]);
    } else if (A.consume_front("--api=")) {
      ApiFiles.push_back(A.str());
    } else if (A.consume_front("--checks=")) {
      Opts.Checks = A.str();
    } else if (A == "-p" && I + 1 < Argc) {
      Opts.CompileCommandsDir = Argv[++I];
    } else if (A == "--verify-incremental") {
      // For tests: every incremental lowering is checked against a fresh
      // one, and how each document was lowered is logged.
      Opts.VerifyIncremental = true;
    } else if (A == "--stdio") {
      // What many clients pass; stdio is the only transport.
    } else if (A == "--help" || A == "-h") {
      llvm::outs() << "USAGE: tensorlint lsp [--api FILE]... [--checks=GLOBS] "
                      "[-p BUILD_DIR]\n\nRuns the tensorlint language server "
                      "(LSP 3.17) on stdin/stdout. See docs/lsp.md.\n";
      return 0;
    } else {
      llvm::errs() << "tensorlint lsp: error: unknown argument '" << A << "'\n";
      return 2;
    }
  }
  llvm::Expected<apis::ApiDatabase> Apis = driver::loadApiDatabase(ApiFiles);
  if (!Apis) {
    llvm::errs() << "tensorlint lsp: error: "
                 << llvm::toString(Apis.takeError()) << "\n";
    return 2;
  }
  // A client that goes away mid-write must not kill us with SIGPIPE.
  std::signal(SIGPIPE, SIG_IGN);
  Transport T(0, 1);
  Server S(T, *Apis, ApiFiles);
  S.setAnalysisOptions(Opts);
  return S.run();
}

} // namespace tensorlint::lsp
