//===- ModuleLoading.cpp - What loads a module, and what runs by itself ---===//

#include "frontend/js/ModuleLoading.h"

#include "frontend/TextSearch.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/Path.h"

namespace tensorlint::frontend::js {

namespace {

void addName(llvm::StringRef Part, std::vector<std::string> &Out) {
  if (Part.empty() || Part == "." || Part == ".." || Part.contains('*'))
    return;
  Out.push_back(Part.str());
  if (llvm::StringRef Stem = llvm::sys::path::stem(Part); Stem != Part)
    Out.push_back(Stem.str());
}

} // namespace

void addNamedFiles(llvm::StringRef Text, std::vector<std::string> &Out) {
  // Longer text, or text over lines, is prose or data, not a path (300
  // characters with the quotes).
  constexpr size_t MaxPath = 298;
  if (Text.size() > MaxPath)
    return;
  llvm::StringRef S = Text;
  bool Computed = false;
  if (size_t Sub = S.find("${"); Sub != llvm::StringRef::npos) {
    // `${base}/worker.js`: the part after the last substitution may be
    // the file's own name.
    if (size_t Close = S.rfind('}'); Close > Sub) {
      llvm::StringRef Tail = S.drop_front(Close + 1);
      if (size_t Slash = Tail.rfind('/'); Slash != llvm::StringRef::npos)
        addName(Tail.drop_front(Slash + 1), Out);
    }
    S = S.take_front(Sub);
    Computed = true;
  }
  if (S.empty() || S.find_first_of("\n\r\t ") != llvm::StringRef::npos)
    return;
  S = S.take_until([](char C) { return C == '?' || C == '#'; });
  llvm::StringRef Dir, Last = S;
  if (size_t Slash = S.rfind('/'); Slash != llvm::StringRef::npos) {
    Dir = S.take_front(Slash);
    Last = S.drop_front(Slash + 1);
  }
  if (Last.contains('*') || Computed || Last.empty()) {
    // The folder a glob or a computed path loads from: `**` names nothing.
    llvm::StringRef Folder = Dir.substr(Dir.rfind('/') + 1);
    while (Folder.contains('*') && Dir.size() > Folder.size()) {
      Dir = Dir.drop_back(Folder.size() + 1);
      Folder = Dir.substr(Dir.rfind('/') + 1);
    }
    addName(Folder, Out);
  }
  if (!Computed)
    addName(Last, Out);
}

namespace {

/// Whether a value computes nothing when the module is evaluated (beyond
/// making functions, classes, constants and the containers of those).
bool declarative(TSNode N, const SyntaxTree &T, unsigned Depth = 0) {
  constexpr unsigned MaxDepth = 8;
  if (isNull(N))
    return true;
  if (Depth > MaxDepth)
    return false;
  llvm::StringRef Ty = type(N);
  if (llvm::StringSwitch<bool>(Ty)
          .Cases("string", "number", "true", "false", "null", "undefined", true)
          .Cases("regex", "identifier", "arrow_function", "function_expression",
                 "function", true)
          .Cases("generator_function", "class", "comment", true)
          .Default(false))
    return true;
  if (Ty == "call_expression" || Ty == "new_expression") {
    // require('x'), Symbol('x'), Object.freeze({...}), new Map(): make a
    // value, call none of the module's code.
    llvm::StringRef Callee =
        T.text(field(N, Ty == "call_expression" ? "function" : "constructor"));
    if (!llvm::is_contained({"require", "Symbol", "Object.freeze", "Map", "Set",
                             "WeakMap", "WeakSet"},
                            Callee))
      return false;
  } else if (!llvm::is_contained({"object",
                                  "array",
                                  "pair",
                                  "template_string",
                                  "template_substitution",
                                  "member_expression",
                                  "subscript_expression",
                                  "unary_expression",
                                  "binary_expression",
                                  "parenthesized_expression",
                                  "as_expression",
                                  "satisfies_expression",
                                  "non_null_expression",
                                  "type_assertion",
                                  "spread_element",
                                  "shorthand_property_identifier",
                                  "method_definition",
                                  "property_identifier",
                                  "computed_property_name",
                                  "ternary_expression",
                                  "arguments",
                                  "variable_declarator",
                                  "type_annotation",
                                  "type_identifier",
                                  "predefined_type"},
                                 Ty)) {
    return false;
  }
  if (Ty == "method_definition" || Ty == "type_annotation")
    return true; // a function, or a type: nothing runs
  for (TSNode C : namedChildren(N))
    if (!declarative(C, T, Depth + 1))
      return false;
  return true;
}

/// Whether top-level statement Stmt is one only a worker's script makes
/// (ComponentConventions::WorkerScriptStatements, by its signature).
bool listensAsWorker(TSNode Stmt, const SyntaxTree &T,
                     const apis::ComponentConventions &C) {
  if (C.WorkerScriptStatements.empty() || !is(Stmt, "expression_statement"))
    return false;
  TSNode E = ts_node_named_child(Stmt, 0);
  std::string Signature;
  if (is(E, "assignment_expression")) {
    Signature = (T.text(field(E, "left")) + " =").str();
  } else if (is(E, "call_expression")) {
    llvm::SmallVector<TSNode, 8> Args = namedChildren(field(E, "arguments"));
    llvm::StringRef First;
    if (!Args.empty())
      First = is(Args[0], "string") ? stringLiteralText(Args[0], T)
                                    : T.text(Args[0]);
    Signature = (T.text(field(E, "function")) + "(" + First + ")").str();
  } else {
    return false;
  }
  return apis::ComponentConventions::any(C.WorkerScriptStatements, Signature);
}

/// What a top-level statement is, for runsOnlyWhenLoaded.
enum class TopLevel { Declares, Exports, Effect };

TopLevel classify(TSNode S, const SyntaxTree &T) {
  llvm::StringRef Ty = type(S);
  if (Ty == "import_statement")
    return TopLevel::Exports; // (a module, as an export makes it)
  if (Ty == "export_statement") {
    TSNode D = field(S, "declaration");
    if (!isNull(D))
      return classify(D, T) == TopLevel::Effect ? TopLevel::Effect
                                                : TopLevel::Exports;
    return declarative(field(S, "value"), T) ? TopLevel::Exports
                                             : TopLevel::Effect;
  }
  if (llvm::is_contained({"comment", "empty_statement", "hash_bang_line",
                          "function_declaration",
                          "generator_function_declaration", "class_declaration",
                          "abstract_class_declaration", "interface_declaration",
                          "type_alias_declaration", "enum_declaration",
                          "ambient_declaration"},
                         Ty))
    return TopLevel::Declares;
  if (Ty == "lexical_declaration" || Ty == "variable_declaration") {
    for (TSNode D : namedChildren(S))
      if (is(D, "variable_declarator") && !declarative(field(D, "value"), T))
        return TopLevel::Effect;
    return TopLevel::Declares;
  }
  if (Ty != "expression_statement")
    return TopLevel::Effect;
  TSNode E = ts_node_named_child(S, 0);
  if (is(E, "string"))
    return TopLevel::Declares; // 'use strict'
  if (!is(E, "assignment_expression"))
    return TopLevel::Effect;
  // module.exports = ..., exports.f = ..., module.exports.f = ...
  llvm::StringRef Left = T.text(field(E, "left"));
  bool Exports = Left == "module.exports" || Left.starts_with("exports.") ||
                 Left.starts_with("module.exports.");
  return Exports && declarative(field(E, "right"), T) ? TopLevel::Exports
                                                      : TopLevel::Effect;
}

} // namespace

bool runsOnlyWhenLoaded(const SyntaxTree &T,
                        const apis::ComponentConventions &C) {
  bool Module = false, Effect = false;
  for (TSNode S : T.namedTopLevel()) {
    if (listensAsWorker(S, T, C))
      return true;
    switch (classify(S, T)) {
    case TopLevel::Exports:
      Module = true;
      break;
    case TopLevel::Effect:
      Effect = true;
      break;
    case TopLevel::Declares:
      break;
    }
  }
  return Module && !Effect;
}

/// Whether the code in T (comments aside) spells one of Names.
static bool spellsGlobal(const SyntaxTree &T,
                         llvm::ArrayRef<std::string> Names) {
  // The text first (most files spell none), then the tree at each whole
  // word found: the first outside a comment answers.
  llvm::StringRef Text = T.text(T.root());
  bool Reads = false;
  for (const std::string &G : Names)
    if (!G.empty() && !Reads)
      forEachWord(Text, G, Text.size(), [&](size_t At) {
        TSNode N = ts_node_descendant_for_byte_range(T.root(), uint32_t(At),
                                                     uint32_t(At + G.size()));
        Reads = !is(N, "comment");
        return !Reads;
      });
  return Reads;
}

bool needsPage(const SyntaxTree &T, bool ImportsModules,
               const apis::ApiDatabase &Apis) {
  if (spellsGlobal(T, Apis.jsComponents().PageGlobals))
    return true;
  if (ImportsModules)
    return false;
  for (const std::unique_ptr<apis::Library> &Lib : Apis.libraries())
    if (Lib->Language == "js" && spellsGlobal(T, Lib->Globals))
      return true;
  return false;
}

} // namespace tensorlint::frontend::js
