//===- NameUses.cpp - Where a file's text spells given names --------------===//

#include "frontend/js/NameUses.h"

#include "llvm/ADT/StringExtras.h"

namespace tensorlint::frontend::js {

/// Whether a name in a comment, at [Start, End) of Text, reads as code that
/// uses it: a call (`train(`), an argument or element (`(x, train)`,
/// `[warm, cool]`), or what is assigned (`= train;`, `= train` at the line's
/// end). Prose does not ("train the model", "as train does (see train)").
static bool usedAsCodeAt(llvm::StringRef Text, size_t Start, size_t End) {
  llvm::StringRef Before = Text.take_front(Start).rtrim(" \t");
  llvm::StringRef After = Text.substr(End);
  if (After.starts_with("("))
    return true;
  After = After.ltrim(" \t");
  if (Before.empty() || After.empty())
    return false;
  char Prev = Before.back(), Next = After.front();
  return (llvm::StringRef("(,[").contains(Prev) &&
          llvm::StringRef("),]").contains(Next)) ||
         (Prev == '=' && llvm::StringRef(";\r\n").contains(Next));
}

/// Whether the word at Start of Text is a member's name (`t.reshape()`,
/// `a?.train`, also after a line break): it names a property, never the
/// variable or function of that name. A spread (`...train`) does name it,
/// and so does a member of the global object (`window.train()` calls a
/// classic script's global function).
static bool memberAt(llvm::StringRef Text, size_t Start) {
  llvm::StringRef Before = Text.take_front(Start).rtrim(" \t\r\n");
  if (!Before.consume_back(".") || Before.ends_with(".."))
    return false;
  Before.consume_back("?");
  Before = Before.rtrim(" \t\r\n");
  for (llvm::StringRef Global : {"window", "self"})
    if (Before.ends_with(Global)) {
      llvm::StringRef Prefix = Before.drop_back(Global.size());
      if (Prefix.empty() ||
          !(llvm::isAlnum(Prefix.back()) || Prefix.back() == '_' ||
            Prefix.back() == '$' || Prefix.back() == '.'))
        return false;
    }
  return true;
}

void countNameUses(const SyntaxTree &T, llvm::StringRef Text, size_t Offset,
                   llvm::StringMap<NameUses> &Names) {
  auto IsNameChar = [](unsigned char C) {
    return llvm::isAlnum(C) || C == '_' || C == '$' || C >= 0x80;
  };
  // Whether a comment may be open here, as the text alone suggests (a `//`
  // earlier on the line, a `/*` not closed yet): only then does the tree
  // say, as finding a node costs the depth of the tree, and a name used
  // again and again in deeply nested code must stay linear.
  bool LineComment = false, BlockComment = false;
  for (size_t I = 0, E = Text.size(); I < E;) {
    if (!IsNameChar(Text[I])) {
      llvm::StringRef Two = Text.substr(I, 2);
      if (Text[I] == '\n')
        LineComment = false;
      else if (Two == "//")
        LineComment = true;
      else if (Two == "/*")
        BlockComment = true;
      else if (Two == "*/")
        BlockComment = false;
      ++I;
      continue;
    }
    size_t Start = I;
    while (I < E && IsNameChar(Text[I]))
      ++I;
    auto It = Names.find(Text.slice(Start, I));
    if (It == Names.end() || memberAt(Text, Start))
      continue;
    // A call commented out (`// train();`) calls nothing.
    TSNode At =
        LineComment || BlockComment
            ? ts_node_descendant_for_byte_range(
                  T.root(), uint32_t(Offset + Start), uint32_t(Offset + I))
            : TSNode{};
    if (isNull(At) || !is(At, "comment"))
      ++It->second.InCode;
    else if (usedAsCodeAt(Text, Start, I))
      ++It->second.CommentedOut;
  }
}

} // namespace tensorlint::frontend::js
