//===- RuleCommand.cpp - `tensorlint rule NAME` ---------------------------===//

#include "tools/tensorlint/RuleCommand.h"

#include "rules/Rules.h"

#include "llvm/ADT/StringRef.h"

namespace tensorlint {

namespace {

struct RulePage {
  const char *Id;
  const char *Text;
};

const RulePage Pages[] = {
#include "RuleDocs.inc"
};

const RulePage *pageOf(llvm::StringRef Id) {
  for (const RulePage &P : Pages)
    if (Id == P.Id)
      return &P;
  return nullptr;
}

void listRules(llvm::raw_ostream &OS) {
  for (const rules::RuleInfo &R : rules::allRules())
    OS << R.Id << ": " << R.Summary << '\n';
}

} // namespace

int runRuleCommand(llvm::ArrayRef<const char *> Args, llvm::raw_ostream &Out,
                   llvm::raw_ostream &Err) {
  if (Args.empty() || llvm::StringRef(Args[0]) == "--help") {
    Out << "usage: tensorlint rule NAME   the rule's page\n"
           "rules:\n";
    listRules(Out);
    return 0;
  }
  if (Args.size() > 1) {
    Err << "tensorlint: error: 'tensorlint rule' takes one rule name\n";
    return 2;
  }
  llvm::StringRef Id = Args[0];
  // `undisposed` for `tensor-undisposed`, as the rule tables print them.
  const RulePage *P = pageOf(Id);
  if (!P && !Id.starts_with("tensor-"))
    P = pageOf(("tensor-" + Id.str()));
  if (!P) {
    Err << "tensorlint: error: no rule named '" << Id << "'; the rules:\n";
    listRules(Err);
    return 2;
  }
  Out << P->Text;
  if (!llvm::StringRef(P->Text).ends_with("\n"))
    Out << '\n';
  return 0;
}

} // namespace tensorlint
