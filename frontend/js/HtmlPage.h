//===- HtmlPage.h - The scripts and handlers of an HTML page ----*- C++ -*-===//
//
// Many TF.js demos are one HTML page: the code is in its inline <script>
// blocks, and its buttons run functions through `onclick="predict()"`. The
// page is analysed as the JavaScript of those blocks, at their own
// positions in the file (everything else blanked, line breaks kept, so
// findings, suppressions and fixes need no mapping), with the functions its
// `on*` attributes name as event handlers.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_FRONTEND_JS_HTMLPAGE_H
#define TENSORLINT_FRONTEND_JS_HTMLPAGE_H

#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace tensorlint::frontend::js {

struct HtmlPage {
  /// The page's text with everything but the code of its inline scripts
  /// replaced by spaces (line breaks kept): same length, lines, columns.
  std::string Scripts;
  /// A function an `on*` attribute calls, the event's name ("click") and
  /// the element's ("body": `<body onload="init()">` runs once, as the
  /// models' `once_events` say).
  struct Handler {
    std::string Function, Event, Element;
  };
  std::vector<Handler> Handlers;
  /// The page's classic scripts from its own site, by their `src` as
  /// written relative to the page ("js/app.js"): they share the page's
  /// global scope, so its handlers may name their functions.
  std::vector<std::string> ClassicScripts;
  /// Its module scripts from its own site (`<script type="module"
  /// src="index.js">`), likewise: the application's entry modules.
  std::vector<std::string> ModuleScripts;
};

/// One start tag: its name (lower case), its attributes (names lower
/// case, values as written, without quotes), and where it ends (after `>`;
/// npos when the text ends first).
struct StartTag {
  std::string Name;
  std::vector<std::pair<std::string, llvm::StringRef>> Attributes;
  size_t End = llvm::StringRef::npos;
};

/// Reads the start tag at Text[At] == '<' (a letter follows): quoted
/// attribute values may hold `>`.
StartTag readStartTag(llvm::StringRef Text, size_t At);

/// Text's length of spaces, with its line breaks where they are: markup
/// around scripts blanked so the code keeps its lines and columns.
std::string blankKeepingLines(llvm::StringRef Text);

/// The first identifier of an event handler's code (`predict()`,
/// `train(1)`, `onFrame`, `window.predict()`), or empty.
llvm::StringRef leadingIdentifier(llvm::StringRef Code);

/// What an event handler attribute's code calls first: its leading
/// identifier, with the member it names through it (`agent.save()`,
/// `Model.reset()`: "agent.save", a method of a global the page's scripts
/// make), but not `f.call(...)`, `f.apply(...)`, `f.bind(...)` ("f").
llvm::StringRef leadingCallee(llvm::StringRef Code);

/// Scans an HTML page: comments (a `<script>` in one is no script), start
/// and end tags with their attributes (quoted values may hold `>`), and the
/// raw text of <script> elements up to `</script`. A script block is code
/// when it has no `src` and its `type` is JavaScript (none, a JavaScript
/// MIME type, `module`, `text/babel`); others (`text/x-template`,
/// `application/json`, `importmap`, shaders) are blanked.
HtmlPage splitHtmlPage(llvm::StringRef Page);

} // namespace tensorlint::frontend::js

#endif // TENSORLINT_FRONTEND_JS_HTMLPAGE_H
