//===- FunctionIndex.h - Every function of a file, found up front ---------===//
//
// One iterative pre-pass over the tree assigns each function its IR id (in
// source order, `<module>` first) before any body is lowered, so calls to
// functions defined later in the file (hoisting) resolve, and records the
// syntactic context that decides frequency, tidy callbacks and exports: the
// call a function literal is passed to, the name it is bound to, its class.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_FRONTEND_JS_FUNCTIONINDEX_H
#define TENSORLINT_FRONTEND_JS_FUNCTIONINDEX_H

#include "apis/ApiModel.h"
#include "frontend/js/Syntax.h"
#include "frontend/treesitter/ChildTable.h"
#include "ir/IR.h"
#include "ir/TextChange.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"

#include <optional>
#include <string>
#include <vector>

namespace tensorlint::frontend::js {

struct FunctionInfo {
  TSNode Node{}; ///< The function node (null for <module>).
  ir::FunctionId Parent = ir::NoFunction;
  std::string Name;
  bool IsAsync = false;
  bool HasJsx = false; ///< JSX appears in its own body.
  TSNode CallArgOf{};  ///< The call whose argument list holds it directly.
  unsigned ArgIndex = 0;
  TSNode AssignedTo{}; ///< `lhs = function` / `lhs = () =>`.
  /// The JSX attribute whose value it is (`onClick={() => ...}`).
  TSNode JsxAttribute{};
  TSNode Class{};               ///< Enclosing class of a method.
  bool InObjectLiteral = false; ///< An object method / property value.
  TSNode Doc{};                 ///< JSDoc comment before its declaration.
  std::string ExportName;       ///< Exported under this name, if any.
  /// A method's class is exported under this name, not its own (`export
  /// default class Net`, `export { Net as Detector }`): other modules
  /// spell its methods "default.detect", "Detector.detect".
  std::string ClassExportName;
  /// A member of an object literal that a top-level variable holds (`const
  /// steps = {seed() {...}}`): the name calls spell it by ("steps.seed").
  std::string MemberName;
  /// A function an exported object names as a member (`export const config
  /// = {kernelFunc: scaleCPU}`): other modules reach it by that name
  /// ("config.kernelFunc").
  std::string ExportedMemberName;
};

/// An argument that is a bare name (`setInterval(tick, 100)`): a call that
/// may register a function of this file, or an imported one, by name. Also
/// a JSX attribute's value that names a function (`onClick={go}`,
/// `onClick={this.go}`, `onClick={go.bind(this)}`): Call is then the
/// attribute, Name the identifier (`go`) or property (`this.go`).
struct NamedArgument {
  TSNode Call;
  TSNode Name;
  unsigned Index = 0; ///< Among the call's named arguments.
  /// The function whose own code holds the call (0: the module's).
  ir::FunctionId Enclosing = 0;
};

/// What the walk of one top-level node (a statement or a comment) found.
/// A fragment of the previous tree whose node the incremental parse reused
/// is kept, moved with the text, instead of walked again.
struct IndexFragment {
  TSNode Top{};
  /// What the root was (`program`, or `ERROR` when the file did not parse):
  /// top-level declarations are those directly under a `program`.
  uint16_t RootSymbol = 0;
  /// The comment just before Top (its doc comment), if any. The parser
  /// makes comments afresh: the same text is the same comment.
  TSNode CommentBefore{};
  /// The id of Functions[0]; Parent ids are the file's ids too.
  ir::FunctionId Base = 0;
  std::vector<FunctionInfo> Functions;
  /// Per function: it declares its name (a declaration, `const f = ...`).
  std::vector<char> Declares;
  std::vector<NamedArgument> NamedArguments;
  llvm::DenseMap<const void *, TSNode> DocBefore;
  std::vector<std::string> ModuleNames, StateSetters;
  /// What its string literals may name of the run's files (addNamedFiles).
  std::vector<std::string> NamedFiles;
  bool ModuleHasJsx = false; ///< JSX in the module's top-level code.
  /// It spells a name of the conventions' ClientNavigation.
  bool NavigatesInPlace = false;
  /// Top names functions declared elsewhere as exported (`export { f }`,
  /// `module.exports = ...`): the name tables' last step reads it.
  bool NamesExports = false;
  std::optional<ir::SourceLoc> DepthExceeded;
};

/// How a new tree differs from the one a FunctionIndex was built on: the
/// fragments of top-level nodes the incremental parse reused are kept
/// (moved out of Old, which is left for nothing but its nodes' positions).
struct IndexReuse {
  std::vector<IndexFragment> &Old;
  /// The text's change between the two trees.
  const ir::TextChange &Change;
};

class FunctionIndex {
public:
  /// Walks the tree once. Subtrees deeper than MaxDepth are skipped; the
  /// first one is reported through DepthExceeded. With Reuse, top-level
  /// nodes the incremental parse kept are not walked again. KeepFragments
  /// keeps what each top-level node's walk found (Fragments), for the next
  /// build. Children, if given, gets the named children of the nodes walked
  /// (the root's are T.topLevel()).
  void build(const SyntaxTree &T, unsigned MaxDepth,
             const IndexReuse *Reuse = nullptr, bool KeepFragments = false,
             treesitter::ChildTable *Children = nullptr);

  /// How the file's frameworks write components (the API models'), read by
  /// build: memoized callbacks, state hooks. Null: none.
  const apis::ComponentConventions *Conventions = nullptr;

  std::vector<FunctionInfo> Functions; ///< [0] is <module>.
  /// Function node -> id.
  llvm::DenseMap<const void *, ir::FunctionId> ByNode;
  /// Every declared function of a name (declarations, `const f = () =>`),
  /// in source order (local helpers of different components may share one:
  /// `const run = async () => ...`).
  llvm::StringMap<llvm::SmallVector<ir::FunctionId, 1>> Declared;
  /// Names declared at the top level of the module.
  llvm::StringSet<> ModuleNames;
  /// Tables of functions: a top-level variable holding an object or array
  /// literal, with the functions of this file its members or elements name
  /// or define (`const handlers = {[TRAIN]: train, predict}`, `const steps =
  /// [seed, () => ...]`), in source order. A call through a computed key
  /// (`handlers[action](data)`) may run any of them.
  llvm::StringMap<llvm::SmallVector<ir::FunctionId, 4>> FunctionTables;
  /// State setters (`const [x, setX] = useState(...)`, state_hooks): a
  /// value given to one is kept as the component's state.
  llvm::StringSet<> StateSetters;
  /// Its code spells a name that changes the route in place
  /// (ComponentConventions::ClientNavigation): an identifier, a property
  /// name, a JSX element's name.
  bool NavigatesInPlace = false;
  /// Every bare-name argument of a call within MaxDepth, in source order
  /// (for the registrations of named callbacks: classifyFunctions), so no
  /// later pass walks the whole tree again.
  std::vector<NamedArgument> NamedArguments;
  /// What the file's string literals within MaxDepth may name of the run's
  /// files (addNamedFiles), in source order, repeats kept.
  std::vector<std::string> NamedFiles;
  /// Comment immediately before a node (JSDoc lookup), by node key.
  llvm::DenseMap<const void *, TSNode> DocBefore;
  /// The top-level statements that name functions as exported
  /// (IndexFragment::NamesExports), in source order.
  std::vector<TSNode> ExportStatements;
  std::optional<ir::SourceLoc> DepthExceeded;
  /// Per top-level node, when built with KeepFragments.
  std::vector<IndexFragment> Fragments;
  /// How many top-level nodes were walked (the others were reused).
  unsigned Walked = 0;
  /// Built with Reuse: per function, its id in the index Reuse's fragments
  /// were taken from when its top-level node was reused (the same subtree,
  /// moved), else NoFunction.
  std::vector<ir::FunctionId> ReusedFrom;

  /// The first function declared under Name, if any.
  std::optional<ir::FunctionId> byName(llvm::StringRef Name) const {
    auto It = Declared.find(Name);
    if (It == Declared.end() || It->second.empty())
      return std::nullopt;
    return It->second.front();
  }

  /// The named function expression that its name, Name, calls from inside
  /// (`(function loop(i) { ... loop(i + 1); })(0)`): the name is bound in
  /// its own body only. From is the function whose code makes the call;
  /// the walk follows the functions it is nested in, not the syntax tree
  /// (a parent in tree-sitter costs the node's depth: walking the tree
  /// from every call of deeply nested code would be cubic).
  std::optional<ir::FunctionId>
  namedExpressionAround(ir::FunctionId From, llvm::StringRef Name,
                        const SyntaxTree &T) const;

  std::optional<ir::FunctionId> idOf(TSNode N) const {
    auto It = ByNode.find(key(N));
    if (It == ByNode.end())
      return std::nullopt;
    return It->second;
  }

private:
  /// Adds F's findings (taking its functions unless Keep).
  void add(IndexFragment &F, bool Keep);
  void nameExports(const SyntaxTree &T);
  /// ExportedMemberName of the functions an exported declaration's object
  /// names (`export const config = {kernelFunc: scaleCPU}`).
  void nameExportedMembers(const SyntaxTree &T, TSNode Decl);
  /// ClassExportName of the methods of classes exported under another name.
  void nameClassExports(const SyntaxTree &T);
  /// `const go = train;` at the top level: go names train (Declared).
  void nameAliases(const SyntaxTree &T);
  /// Fills FunctionTables.
  void collectFunctionTables(const SyntaxTree &T);
};

/// The object literal that holds FI, a method or a property's function
/// (`init() {}`, `init: function () {}`, `init: () => {}`), else a null node.
TSNode holdingObject(const FunctionInfo &FI);
/// Whether Object is the value of a key of an object literal that names an
/// object of methods (ComponentConventions::TemplateMethods: Vue's
/// `methods: {...}`); that literal, through Outer.
bool isObjectOfMethods(TSNode Object, const SyntaxTree &T,
                       const apis::ComponentConventions *C, TSNode &Outer);

} // namespace tensorlint::frontend::js

#endif
