//===- Baseline.cpp - The findings a code base adopted tensorlint with ----===//

#include "tools/driver/Baseline.h"

#include "frontend/BoundedJson.h"
#include "tools/driver/AbsolutePath.h"
#include "tools/driver/JsonText.h"
#include "tools/driver/LineHash.h"
#include "tools/driver/SourceLines.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <vector>

namespace tensorlint::driver {

namespace {

/// The absolute directory of File, dots removed.
std::string directoryOf(llvm::StringRef File) {
  llvm::SmallString<256> P(File);
  if (llvm::sys::fs::make_absolute(P))
    return llvm::sys::path::parent_path(File).str();
  llvm::sys::path::remove_dots(P, /*remove_dot_dot=*/true);
  return llvm::sys::path::parent_path(P).str();
}

/// What the baseline knows a finding by, in R's order: the fingerprint
/// counts equal lines, so every finding of the run is keyed, in order.
struct Keyed {
  const rules::Finding *F;
  std::string Path; ///< Relative to the baseline's directory when below it.
  std::string Fingerprint;
  std::string key() const {
    return F->RuleId + "\t" + Path + "\t" + Fingerprint;
  }
};

std::vector<Keyed> keyFindings(const RunResult &R, llvm::StringRef Dir) {
  AbsolutePaths Abs;
  SourceLines Lines(R);
  FingerprintCounter Counter;
  std::vector<Keyed> Out;
  for (const rules::Finding &F : R.Findings) {
    std::string Path = F.Path;
    if (std::optional<std::string> A = Abs.absolute(F.Path)) {
      llvm::SmallString<256> P(*A);
      llvm::sys::path::remove_dots(P, /*remove_dot_dot=*/true);
      llvm::StringRef Rel = P;
      if (Rel.consume_front(Dir) && Rel.consume_front("/"))
        Path = Rel.str();
      else
        Path = P.str().str();
    }
    std::string Fp =
        Counter.next(F.RuleId, Path, Lines.line(F.Path, F.Range.Begin.Line));
    Out.push_back({&F, std::move(Path), std::move(Fp)});
  }
  return Out;
}

llvm::Error badFile(llvm::StringRef File, const llvm::Twine &Why) {
  return llvm::createStringError(
      std::make_error_code(std::errc::invalid_argument),
      "error: '%s' is not a tensorlint baseline: %s", File.str().c_str(),
      Why.str().c_str());
}

} // namespace

llvm::Expected<Baseline> readBaseline(llvm::StringRef File) {
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> Buf =
      llvm::MemoryBuffer::getFile(File, /*IsText=*/true);
  if (!Buf)
    return llvm::createStringError(
        Buf.getError(), "error: cannot read baseline '%s': %s",
        File.str().c_str(), Buf.getError().message().c_str());
  llvm::Expected<llvm::json::Value> V =
      frontend::parseBoundedJson((*Buf)->getBuffer());
  if (!V)
    return badFile(File, llvm::toString(V.takeError()));
  const llvm::json::Object *Top = V->getAsObject();
  if (!Top)
    return badFile(File, "the top level is not an object");
  if (Top->getInteger("version") != 1)
    return badFile(File, "\"version\" is not 1");
  const llvm::json::Array *Findings = Top->getArray("findings");
  if (!Findings)
    return badFile(File, "no \"findings\" array");
  Baseline B;
  B.Dir = directoryOf(File);
  for (size_t I = 0; I < Findings->size(); ++I) {
    const llvm::json::Object *O = (*Findings)[I].getAsObject();
    std::optional<llvm::StringRef> Rule, Path, Fp;
    if (O) {
      Rule = O->getString("rule");
      Path = O->getString("path");
      Fp = O->getString("fingerprint");
    }
    if (!Rule || !Path || !Fp)
      return badFile(File, "finding " + llvm::Twine(I + 1) +
                               " lacks a \"rule\", \"path\" or "
                               "\"fingerprint\" string");
    B.Keys.insert((*Rule + "\t" + *Path + "\t" + *Fp).str());
  }
  return B;
}

llvm::Error writeBaseline(llvm::StringRef File, const RunResult &R) {
  std::vector<Keyed> Keys = keyFindings(R, directoryOf(File));
  return llvm::writeToOutput(File, [&](llvm::raw_ostream &OS) {
    llvm::json::OStream J(OS, /*IndentSize=*/2);
    J.object([&] {
      J.attribute("version", 1);
      J.attributeArray("findings", [&] {
        for (const Keyed &K : Keys)
          J.object([&] {
            J.attribute("rule", jsonText(K.F->RuleId));
            J.attribute("path", jsonText(K.Path));
            J.attribute("fingerprint", K.Fingerprint);
            J.attribute("line", static_cast<int64_t>(K.F->Range.Begin.Line));
            J.attribute("message", jsonText(K.F->Message));
          });
      });
    });
    OS << '\n';
    return llvm::Error::success();
  });
}

size_t applyBaseline(const Baseline &B, RunResult &R) {
  std::vector<Keyed> Keys = keyFindings(R, B.Dir);
  std::vector<rules::Finding> Kept;
  for (size_t I = 0; I < Keys.size(); ++I)
    if (!B.Keys.contains(Keys[I].key()))
      Kept.push_back(std::move(R.Findings[I]));
  size_t Dropped = R.Findings.size() - Kept.size();
  R.Findings = std::move(Kept);
  return Dropped;
}

} // namespace tensorlint::driver
