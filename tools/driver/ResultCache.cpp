//===- ResultCache.cpp - The --cache file ---------------------------------===//

#include "tools/driver/ResultCache.h"

#include "frontend/BoundedJson.h"
#include "tools/driver/Driver.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/BLAKE3.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"

namespace tensorlint::driver {

namespace json = llvm::json;

/// Bumped when the layout of the file changes.
static constexpr int64_t CacheFormat = 2;

std::string contentHash(llvm::StringRef Text) {
  auto H = llvm::BLAKE3::hash<16>(llvm::arrayRefFromStringRef(Text));
  return llvm::toHex(H, /*LowerCase=*/true);
}

namespace {

json::Value toJson(const ir::SourceRange &R) {
  return json::Array{R.Begin.Line, R.Begin.Col,   R.End.Line,
                     R.End.Col,    R.BeginOffset, R.EndOffset};
}

bool fromJson(const json::Value *V, ir::SourceRange &R) {
  const json::Array *A = V ? V->getAsArray() : nullptr;
  if (!A || A->size() != 6)
    return false;
  uint32_t *Fields[] = {&R.Begin.Line, &R.Begin.Col,   &R.End.Line,
                        &R.End.Col,    &R.BeginOffset, &R.EndOffset};
  for (size_t I = 0; I < 6; ++I) {
    std::optional<int64_t> N = (*A)[I].getAsInteger();
    if (!N)
      return false;
    *Fields[I] = static_cast<uint32_t>(*N);
  }
  return true;
}

json::Value toJson(const rules::Finding &F) {
  json::Array Notes, Fixes;
  for (const rules::Note &N : F.Notes)
    Notes.push_back(json::Object{
        {"range", toJson(N.Range)}, {"message", N.Message}, {"path", N.Path}});
  for (const rules::FixIt &X : F.Fixes)
    Fixes.push_back(json::Object{{"range", toJson(X.Range)}, {"text", X.Text}});
  // The rules' fix requests, so that a cached finding's fixes are resolved
  // like a fresh one's (--fix, JSON and SARIF output).
  json::Array Requests;
  for (const ir::FixRequest &Q : F.FixRequests) {
    json::Array Retainers, InPlaceCalls;
    for (const ir::SourceRange &R : Q.Retainers)
      Retainers.push_back(toJson(R));
    for (const ir::SourceRange &R : Q.InPlaceCalls)
      InPlaceCalls.push_back(toJson(R));
    Requests.push_back(json::Object{{"kind", static_cast<int64_t>(Q.K)},
                                    {"at", toJson(Q.At)},
                                    {"origin", toJson(Q.Origin)},
                                    {"text", Q.Text},
                                    {"subject", Q.Subject},
                                    {"notSafe", Q.NotSafe},
                                    {"retainers", std::move(Retainers)},
                                    {"inPlaceCalls", std::move(InPlaceCalls)}});
  }
  return json::Object{{"rule", F.RuleId},
                      {"path", F.Path},
                      {"range", toJson(F.Range)},
                      {"message", F.Message},
                      {"error", F.Sev == rules::Severity::Error},
                      {"notes", std::move(Notes)},
                      {"fixes", std::move(Fixes)},
                      {"requests", std::move(Requests)}};
}

bool getString(const json::Object &O, llvm::StringRef K, std::string &Out) {
  std::optional<llvm::StringRef> S = O.getString(K);
  if (!S)
    return false;
  Out = S->str();
  return true;
}

bool fromJson(const json::Value &V, rules::Finding &F) {
  const json::Object *O = V.getAsObject();
  if (!O || !getString(*O, "rule", F.RuleId) ||
      !getString(*O, "path", F.Path) || !getString(*O, "message", F.Message) ||
      !fromJson(O->get("range"), F.Range))
    return false;
  F.Sev = O->getBoolean("error").value_or(false) ? rules::Severity::Error
                                                 : rules::Severity::Warning;
  if (const json::Array *Notes = O->getArray("notes"))
    for (const json::Value &NV : *Notes) {
      const json::Object *NO = NV.getAsObject();
      rules::Note N;
      if (!NO || !getString(*NO, "message", N.Message) ||
          !getString(*NO, "path", N.Path) ||
          !fromJson(NO->get("range"), N.Range))
        return false;
      F.Notes.push_back(std::move(N));
    }
  if (const json::Array *Fixes = O->getArray("fixes"))
    for (const json::Value &XV : *Fixes) {
      const json::Object *XO = XV.getAsObject();
      rules::FixIt X;
      if (!XO || !getString(*XO, "text", X.Text) ||
          !fromJson(XO->get("range"), X.Range))
        return false;
      F.Fixes.push_back(std::move(X));
    }
  if (const json::Array *Requests = O->getArray("requests"))
    for (const json::Value &QV : *Requests) {
      const json::Object *QO = QV.getAsObject();
      ir::FixRequest Q;
      std::optional<int64_t> K = QO ? QO->getInteger("kind") : std::nullopt;
      if (!K || *K < 0 ||
          *K > static_cast<int64_t>(ir::FixRequest::Kind::RemoveAsync) ||
          !fromJson(QO->get("at"), Q.At) ||
          !fromJson(QO->get("origin"), Q.Origin) ||
          !getString(*QO, "text", Q.Text) ||
          !getString(*QO, "subject", Q.Subject) ||
          !getString(*QO, "notSafe", Q.NotSafe))
        return false;
      Q.K = static_cast<ir::FixRequest::Kind>(*K);
      if (const json::Array *Rs = QO->getArray("retainers"))
        for (const json::Value &RV : *Rs) {
          ir::SourceRange R;
          if (!fromJson(&RV, R))
            return false;
          Q.Retainers.push_back(R);
        }
      if (const json::Array *Rs = QO->getArray("inPlaceCalls"))
        for (const json::Value &RV : *Rs) {
          ir::SourceRange R;
          if (!fromJson(&RV, R))
            return false;
          Q.InPlaceCalls.push_back(R);
        }
      F.FixRequests.push_back(std::move(Q));
    }
  return true;
}

json::Value toJson(const Diagnostic &D) {
  return json::Object{{"path", D.Path},       {"line", D.Loc.Line},
                      {"col", D.Loc.Col},     {"level", int64_t(D.Lvl)},
                      {"kind", int64_t(D.K)}, {"message", D.Message},
                      {"tag", D.Tag}};
}

bool fromJson(const json::Value &V, Diagnostic &D) {
  const json::Object *O = V.getAsObject();
  if (!O || !getString(*O, "path", D.Path) ||
      !getString(*O, "message", D.Message) || !getString(*O, "tag", D.Tag))
    return false;
  D.Loc.Line = static_cast<uint32_t>(O->getInteger("line").value_or(0));
  D.Loc.Col = static_cast<uint32_t>(O->getInteger("col").value_or(0));
  D.Lvl = static_cast<Diagnostic::Level>(O->getInteger("level").value_or(0));
  D.K = static_cast<Diagnostic::Kind>(O->getInteger("kind").value_or(0));
  return true;
}

bool fromJson(const json::Object &O, CacheEntry &E) {
  if (!getString(O, "key", E.Key))
    return false;
  if (const json::Array *A = O.getArray("imports"))
    for (const json::Value &V : *A)
      if (std::optional<llvm::StringRef> S = V.getAsString())
        E.Imports.push_back(S->str());
  if (const json::Object *C = O.getObject("component"))
    for (const auto &KV : *C)
      if (std::optional<llvm::StringRef> S = KV.second.getAsString())
        E.Component[KV.first.str()] = S->str();
  if (const json::Array *A = O.getArray("findings"))
    for (const json::Value &V : *A) {
      rules::Finding F;
      if (!fromJson(V, F))
        return false;
      E.Findings.push_back(std::move(F));
    }
  if (const json::Array *A = O.getArray("diags"))
    for (const json::Value &V : *A) {
      Diagnostic D;
      if (!fromJson(V, D))
        return false;
      E.Diags.push_back(std::move(D));
    }
  return true;
}

} // namespace

ResultCache ResultCache::load(llvm::StringRef File) {
  ResultCache C;
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> Buf =
      llvm::MemoryBuffer::getFile(File);
  if (!Buf)
    return C;
  llvm::Expected<json::Value> V =
      frontend::parseBoundedJson((*Buf)->getBuffer());
  if (!V) {
    llvm::consumeError(V.takeError());
    return C;
  }
  const json::Object *Root = V->getAsObject();
  if (!Root || Root->getInteger("format") != CacheFormat ||
      Root->getString("version") != llvm::StringRef(versionString()))
    return C;
  const json::Object *Entries = Root->getObject("entries");
  if (!Entries)
    return C;
  for (const auto &KV : *Entries) {
    CacheEntry E;
    const json::Object *O = KV.second.getAsObject();
    if (!O || !fromJson(*O, E))
      return ResultCache(); // a damaged file: start over
    C.Entries[KV.first.str()] = std::move(E);
  }
  return C;
}

llvm::Error ResultCache::save(llvm::StringRef File) const {
  json::Object Out;
  for (const auto &[Path, E] : Entries) {
    json::Array Findings, Diags, Imports;
    json::Object Component;
    for (const rules::Finding &F : E.Findings)
      Findings.push_back(toJson(F));
    for (const Diagnostic &D : E.Diags)
      Diags.push_back(toJson(D));
    for (const std::string &I : E.Imports)
      Imports.push_back(I);
    for (const auto &[P, H] : E.Component)
      Component[P] = H;
    Out[Path] = json::Object{{"key", E.Key},
                             {"imports", std::move(Imports)},
                             {"component", std::move(Component)},
                             {"findings", std::move(Findings)},
                             {"diags", std::move(Diags)}};
  }
  json::Value Root = json::Object{{"format", CacheFormat},
                                  {"version", versionString()},
                                  {"entries", std::move(Out)}};
  std::string Tmp =
      (File + ".tmp-" + llvm::Twine(llvm::sys::Process::getProcessId())).str();
  {
    std::error_code EC;
    llvm::raw_fd_ostream OS(Tmp, EC);
    if (EC)
      return llvm::createStringError(EC, "cannot write cache file '%s': %s",
                                     Tmp.c_str(), EC.message().c_str());
    OS << Root << '\n';
    OS.close();
    if (OS.has_error()) {
      OS.clear_error();
      llvm::sys::fs::remove(Tmp);
      return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                     "cannot write cache file '%s'",
                                     Tmp.c_str());
    }
  }
  if (std::error_code EC = llvm::sys::fs::rename(Tmp, File)) {
    llvm::sys::fs::remove(Tmp);
    return llvm::createStringError(EC, "cannot write cache file '%s': %s",
                                   File.str().c_str(), EC.message().c_str());
  }
  return llvm::Error::success();
}

const CacheEntry *ResultCache::lookup(llvm::StringRef Path) const {
  auto It = Entries.find(Path.str());
  return It == Entries.end() ? nullptr : &It->second;
}

void ResultCache::store(const std::string &Path, CacheEntry E) {
  Entries[Path] = std::move(E);
}

} // namespace tensorlint::driver
