//===- PyFrontend.cpp - Python source to the common IR --------------------===//
//
// The pipeline for one file: report the first syntax error, collect what
// its names stand for (Names) and its functions (FunctionIndex), say how
// often each runs (Frequency), then lower each function: the module's code
// first, each class's __init__ next (they say what module variables and
// fields hold), then the rest in source order.
//
//===----------------------------------------------------------------------===//

#include "frontend/python/PyFrontend.h"

#include "frontend/python/Frequency.h"
#include "frontend/python/FunctionIndex.h"
#include "frontend/python/Lowering.h"
#include "frontend/python/Names.h"

namespace tensorlint::frontend::python {

namespace {

constexpr unsigned MaxNesting = 400;

void describeFunctions(ModuleContext &Ctx, llvm::StringRef ModPath) {
  const FunctionIndex &Index = Ctx.Index;
  Ctx.M.Functions.resize(Index.Functions.size());
  for (ir::FunctionId Id = 0; Id < Index.Functions.size(); ++Id) {
    const FunctionInfo &FI = Index.Functions[Id];
    ir::Function &F = Ctx.M.Functions[Id];
    F.Name = FI.Name;
    F.Parent = FI.Parent;
    F.Range = Ctx.T.range(FI.Node);
    F.Attrs.IsAsync = FI.IsAsync;
    F.Attrs.InitialisesReceiver = !FI.Class.empty() && FI.Name == "__init__";
    if (Id == 0) {
      F.Attrs.IsModuleInit = true;
      F.Attrs.Freq = ir::Frequency::Once;
      continue;
    }
    if (FI.IsLambda || FI.Parent != 0)
      continue;
    if (FI.Class.empty()) {
      Ctx.TopFunctions[FI.Name] = Id;
      F.ExportSymbol = (ModPath + "#" + FI.Name).str();
    } else {
      Ctx.Methods[FI.Class + "." + FI.Name] = Id;
      // Another module makes an instance by calling the class by its name
      // (`from .utils import Detector; Detector(path)`): that call runs
      // __init__, as one in this module does.
      if (FI.Name == "__init__")
        F.ExportSymbol = (ModPath + "#" + FI.Class).str();
      else // what another module's instance of the class calls
        F.ExportAlias = (ModPath + "#" + FI.Class + "." + FI.Name).str();
    }
  }
}

/// `SERVICE = Service()` at module level: another module's
/// `SERVICE.predict(x)` (`from service import SERVICE`) runs the class's
/// method, and what its methods keep in `self` is what the name's fields
/// hold (ir::Module::ImportedName::Instance).
void noteModuleInstances(ModuleContext &Ctx, llvm::StringRef ModPath) {
  size_t Before = Ctx.M.ImportedNames.size();
  for (const auto &[Name, K] : Ctx.ModuleVars) {
    std::string Class =
        !K.Class.empty() ? (ModPath + "#" + K.Class).str() : K.MadeBy;
    if (!Class.empty())
      Ctx.M.ImportedNames.push_back(
          {(ModPath + "#" + Name).str(), std::move(Class), true});
  }
  // StringMap's order is its hashing's: sorted, the IR prints the same
  // every run.
  std::sort(Ctx.M.ImportedNames.begin() + Before, Ctx.M.ImportedNames.end(),
            ir::Module::ImportedName::bySymbol);
}

} // namespace

ir::Module lowerPython(const SyntaxTree &T, llvm::StringRef Path,
                       const apis::ApiDatabase &Apis,
                       std::chrono::steady_clock::time_point Deadline) {
  ir::Module M;
  M.Path = Path.str();
  M.Lang = ir::Language::Python;
  // Routes, handlers and loop bodies get their frequency in Lowering.cpp.
  M.EntryPointsModelled = true;
  if (!treesitter::startModule(T, M, MaxNesting))
    return M;

  std::string ModPath = canonicalModulePath(Path);
  Names N;
  N.collect(T, Apis, ModPath);
  M.Imports = N.importedModules();
  // `from .base import Chain`: another module's `from pkg import Chain`
  // reaches base's Chain through this one.
  for (const auto &[Local, IF] : N.importedFunctions())
    M.ImportedNames.push_back(
        {(ModPath + "#" + Local).str(), IF.Module + "#" + IF.Name});
  llvm::sort(M.ImportedNames, ir::Module::ImportedName::bySymbol);
  FunctionIndex Index;
  Index.build(T, MaxNesting);
  if (Index.DepthExceeded)
    M.Diags.push_back({*Index.DepthExceeded,
                       "nesting too deep; the code below this point is not "
                       "analysed",
                       false});

  ModuleContext Ctx(T, Apis, N, Index, ModPath, M);
  Ctx.Deadline = Deadline;
  for (const apis::Library *L : N.libraries()) {
    llvm::append_range(Ctx.UntypedReceivers, L->UntypedReceivers);
    if (M.DetachHint.empty())
      M.DetachHint = L->DetachHint;
  }
  Ctx.Cached.assign(Index.Functions.size(), false);
  Ctx.NoHistory.assign(Index.Functions.size(), false);
  describeFunctions(Ctx, ModPath);
  classifyFunctions(Ctx);

  // Module code first, then constructors, then the rest.
  std::vector<ir::FunctionId> Order{0};
  for (ir::FunctionId Id = 1; Id < Index.Functions.size(); ++Id)
    if (Index.Functions[Id].Name == "__init__")
      Order.push_back(Id);
  for (ir::FunctionId Id = 1; Id < Index.Functions.size(); ++Id)
    if (Index.Functions[Id].Name != "__init__")
      Order.push_back(Id);
  for (ir::FunctionId Id : Order) {
    if (std::chrono::steady_clock::now() > Deadline) {
      M.Functions.clear();
      M.TimedOut = true;
      return M;
    }
    lowerFunction(Ctx, Id);
  }
  noteModuleInstances(Ctx, ModPath);
  return M;
}

} // namespace tensorlint::frontend::python
