//===- HtmlPage.cpp - The scripts and handlers of an HTML page -----------===//

#include "frontend/js/HtmlPage.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

namespace tensorlint::frontend::js {

namespace {

bool isNameChar(char C) {
  return llvm::isAlnum(C) || C == '-' || C == '_' || C == ':' || C == '.';
}

bool javaScriptType(llvm::StringRef Type) {
  std::string Lower = Type.trim().lower();
  static constexpr llvm::StringLiteral JavaScript[] = {"",
                                                       "text/javascript",
                                                       "application/javascript",
                                                       "module",
                                                       "text/babel",
                                                       "text/jsx",
                                                       "application/ecmascript",
                                                       "text/ecmascript"};
  return llvm::is_contained(JavaScript, llvm::StringRef(Lower));
}

/// A script URL relative to the page ("app.js", "./js/app.js?v=2"), without
/// its query and fragment; empty for another site's, a root-relative or a
/// data URL.
llvm::StringRef relativeScript(llvm::StringRef Src) {
  Src = Src.trim();
  Src = Src.take_until([](char C) { return C == '?' || C == '#'; });
  if (Src.empty() || Src.starts_with("/") || Src.contains(':'))
    return {};
  return Src;
}

} // namespace

StartTag readStartTag(llvm::StringRef Page, size_t At) {
  StartTag T;
  size_t I = At + 1;
  while (I < Page.size() && isNameChar(Page[I]))
    ++I;
  T.Name = Page.slice(At + 1, I).lower();
  while (I < Page.size()) {
    while (I < Page.size() && (llvm::isSpace(Page[I]) || Page[I] == '/'))
      ++I;
    if (I >= Page.size())
      break;
    if (Page[I] == '>') {
      T.End = I + 1;
      return T;
    }
    size_t NameStart = I;
    while (I < Page.size() && !llvm::isSpace(Page[I]) && Page[I] != '=' &&
           Page[I] != '>' && Page[I] != '/')
      ++I;
    std::string Name = Page.slice(NameStart, I).lower();
    if (I == NameStart) { // a stray character: skip it
      ++I;
      continue;
    }
    while (I < Page.size() && llvm::isSpace(Page[I]))
      ++I;
    llvm::StringRef Value;
    if (I < Page.size() && Page[I] == '=') {
      ++I;
      while (I < Page.size() && llvm::isSpace(Page[I]))
        ++I;
      if (I < Page.size() && (Page[I] == '"' || Page[I] == '\'')) {
        char Quote = Page[I];
        size_t Close = Page.find(Quote, I + 1);
        if (Close == llvm::StringRef::npos)
          Close = Page.size();
        Value = Page.slice(I + 1, Close);
        I = Close + 1;
      } else {
        size_t Start = I;
        while (I < Page.size() && !llvm::isSpace(Page[I]) && Page[I] != '>')
          ++I;
        Value = Page.slice(Start, I);
      }
    }
    T.Attributes.emplace_back(std::move(Name), Value);
  }
  return T;
}

namespace {

llvm::StringRef attribute(const StartTag &T, llvm::StringRef Name,
                          bool *Present = nullptr) {
  for (const auto &[N, V] : T.Attributes)
    if (N == Name) {
      if (Present)
        *Present = true;
      return V;
    }
  return {};
}

} // namespace

std::string blankKeepingLines(llvm::StringRef Text) {
  std::string Out(Text.size(), ' ');
  for (size_t I = 0; I < Text.size(); ++I)
    if (Text[I] == '\n' || Text[I] == '\r')
      Out[I] = Text[I];
  return Out;
}

llvm::StringRef leadingIdentifier(llvm::StringRef Code) {
  Code = Code.ltrim();
  // `window.predict()` calls the global `predict` as `predict()` does.
  for (llvm::StringRef Global : {"window.", "self."})
    if (Code.consume_front(Global))
      break;
  size_t N = 0;
  while (N < Code.size() &&
         (llvm::isAlnum(Code[N]) || Code[N] == '_' || Code[N] == '$'))
    ++N;
  return N && !llvm::isDigit(Code[0]) ? Code.take_front(N) : llvm::StringRef();
}

llvm::StringRef leadingCallee(llvm::StringRef Code) {
  llvm::StringRef Name = leadingIdentifier(Code);
  if (Name.empty())
    return Name;
  // Name points into Code: what follows it there.
  llvm::StringRef After = Code.substr(Name.end() - Code.begin());
  if (!After.consume_front("."))
    return Name;
  llvm::StringRef Member = leadingIdentifier(After);
  if (Member.empty() || Member.data() != After.data() || Member == "call" ||
      Member == "apply" || Member == "bind")
    return Name;
  return llvm::StringRef(Name.data(), Member.end() - Name.begin());
}

HtmlPage splitHtmlPage(llvm::StringRef Page) {
  HtmlPage Out;
  Out.Scripts = blankKeepingLines(Page);
  size_t I = 0;
  while (I < Page.size()) {
    size_t Lt = Page.find('<', I);
    if (Lt == llvm::StringRef::npos || Lt + 1 >= Page.size())
      break;
    if (Page.substr(Lt).starts_with("<!--")) {
      size_t Close = Page.find("-->", Lt + 4);
      I = Close == llvm::StringRef::npos ? Page.size() : Close + 3;
      continue;
    }
    if (!llvm::isAlpha(Page[Lt + 1])) { // an end tag, a doctype, a stray '<'
      size_t Gt = Page.find('>', Lt + 1);
      I = Gt == llvm::StringRef::npos ? Page.size() : Gt + 1;
      continue;
    }
    StartTag T = readStartTag(Page, Lt);
    if (T.End == llvm::StringRef::npos)
      break;
    for (const auto &[Name, Value] : T.Attributes) {
      if (Name.size() <= 2 || !llvm::StringRef(Name).starts_with("on"))
        continue;
      llvm::StringRef Fn = leadingCallee(Value);
      if (Fn.empty())
        continue;
      Out.Handlers.push_back({Fn.str(), Name.substr(2), T.Name});
    }
    I = T.End;
    if (T.Name != "script")
      continue;
    // Raw text up to `</script` (any case).
    size_t Close = I;
    while (Close < Page.size()) {
      Close = Page.find("</", Close);
      if (Close == llvm::StringRef::npos ||
          Page.substr(Close + 2, 6).equals_insensitive("script"))
        break;
      Close += 2;
    }
    if (Close == llvm::StringRef::npos)
      Close = Page.size();
    bool HasSrc = false;
    llvm::StringRef Src = attribute(T, "src", &HasSrc);
    llvm::StringRef Type = attribute(T, "type");
    if (!HasSrc && javaScriptType(Type))
      for (size_t K = I; K < Close; ++K)
        Out.Scripts[K] = Page[K];
    if (HasSrc && javaScriptType(Type))
      if (llvm::StringRef Rel = relativeScript(Src); !Rel.empty())
        (Type.trim().equals_insensitive("module") ? Out.ModuleScripts
                                                  : Out.ClassicScripts)
            .push_back(Rel.str());
    I = Close;
  }
  return Out;
}

} // namespace tensorlint::frontend::js
