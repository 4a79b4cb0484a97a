//===- ModelReload.cpp - tensor-model-reload ------------------------------===//
//
// Loading a model parses its weights and uploads them: it belongs at startup,
// not in a loop or in code that runs per render, event or request. A load
// that is guarded ("if not loaded yet"), cached in a long-lived place, or
// returned to the caller (whose call site is then the load) is fine here.
//
//===----------------------------------------------------------------------===//

#include "rules/RuleContext.h"

namespace tensorlint::rules {

static constexpr llvm::StringLiteral Rule = "tensor-model-reload";

void checkModelReload(const FunctionContext &C, FindingSink &Sink) {
  if (!Sink.enabled(Rule))
    return;
  for (const SiteRecord &R : C.Facts.Sites) {
    if (!R.IsModel || R.EscapedToCache || R.EscapedToReturn)
      continue;
    const ir::Op &Ld = C.op(R.Create);
    if (Ld.Guarded)
      continue;
    std::string What = "model loaded by '" + Ld.Api + "'";
    std::vector<Note> Notes;
    std::string Msg;
    if (C.CFG.inLoop(R.Create.Block)) {
      Msg = What + " inside a loop; load it once before the loop and reuse it";
    } else if (!C.repeats()) {
      continue;
    } else if (R.EverReleased) {
      Msg = What + " is released in the same call of " + C.functionPhrase() +
            ", which runs repeatedly";
      if (!C.FreqReason.empty())
        Msg += " (" + C.FreqReason + ")";
      Msg += "; load it once and keep it";
      Notes.push_back({C.op(R.Releases.front()).Range, "released here"});
    } else {
      Msg = What + " every time " + C.runsPhrase() +
            "; load it once and reuse it (module-level variable, singleton "
            "service, or a cached promise)";
    }
    Sink.report(Rule, Ld.Range, std::move(Msg), std::move(Notes));
  }
}

} // namespace tensorlint::rules
