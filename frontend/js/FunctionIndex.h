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

#include "frontend/js/Syntax.h"
#include "ir/IR.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"

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
  TSNode AssignedTo{};          ///< `lhs = function` / `lhs = () =>`.
  TSNode Class{};               ///< Enclosing class of a method.
  bool InObjectLiteral = false; ///< An object method / property value.
  TSNode Doc{};                 ///< JSDoc comment before its declaration.
  std::string ExportName;       ///< Exported under this name, if any.
};

class FunctionIndex {
public:
  /// Walks the tree once. Subtrees deeper than MaxDepth are skipped; the
  /// first one is reported through DepthExceeded.
  void build(const SyntaxTree &T, unsigned MaxDepth);

  std::vector<FunctionInfo> Functions; ///< [0] is <module>.
  /// Function node -> id.
  llvm::DenseMap<const void *, ir::FunctionId> ByNode;
  /// Named functions (declarations, `const f = () =>`), first wins.
  llvm::StringMap<ir::FunctionId> ByName;
  /// Every declared function of a name, in source order (local helpers of
  /// different components may share one: `const run = async () => ...`).
  llvm::StringMap<llvm::SmallVector<ir::FunctionId, 1>> Declared;
  /// Names declared at the top level of the module.
  llvm::StringSet<> ModuleNames;
  /// React state setters (`const [x, setX] = useState(...)`): a value given
  /// to one is kept as the component's state.
  llvm::StringSet<> StateSetters;
  /// Every call expression within MaxDepth, in source order (for the
  /// registrations of named callbacks: classifyFunctions), so no later pass
  /// walks the whole tree again.
  std::vector<TSNode> Calls;
  /// Comment immediately before a node (JSDoc lookup), by node key.
  llvm::DenseMap<const void *, TSNode> DocBefore;
  std::optional<ir::SourceLoc> DepthExceeded;

  std::optional<ir::FunctionId> idOf(TSNode N) const {
    auto It = ByNode.find(key(N));
    if (It == ByNode.end())
      return std::nullopt;
    return It->second;
  }
};

} // namespace tensorlint::frontend::js

#endif
