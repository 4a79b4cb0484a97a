//===- IRPrinter.cpp - The text form of the IR ----------------------------===//

#include "ir/IRPrinter.h"

#include "llvm/ADT/ArrayRef.h"

namespace tensorlint::ir {

static void printLoc(const SourceLoc &L, llvm::raw_ostream &OS) {
  OS << L.Line << ':' << L.Col;
}

static void printValueRef(ValueId V, llvm::raw_ostream &OS) {
  if (V == NoValue)
    OS << "_";
  else
    OS << '%' << V;
}

/// " KEY=(%1, _, %3)", or nothing for an empty list.
static void printValueList(llvm::StringRef Key, llvm::ArrayRef<ValueId> Vs,
                           llvm::raw_ostream &OS) {
  if (Vs.empty())
    return;
  OS << ' ' << Key << "=(";
  for (size_t I = 0; I < Vs.size(); ++I) {
    if (I)
      OS << ", ";
    printValueRef(Vs[I], OS);
  }
  OS << ')';
}

static void printOp(const Op &O, llvm::raw_ostream &OS) {
  OS << "    ";
  printLoc(O.Range.Begin, OS);
  OS << ' ' << toString(O.Kind);
  if (writesDst(O.Kind)) {
    OS << ' ';
    printValueRef(O.Dst, OS);
  }
  if (O.Src != NoValue) {
    OS << (O.Kind == OpKind::Assign ? " <- " : " ");
    printValueRef(O.Src, OS);
  }
  if (O.Kind == OpKind::Escape) {
    OS << " to=" << toString(O.Escape);
    if (O.Dst != NoValue) {
      OS << " in ";
      printValueRef(O.Dst, OS);
    }
  }
  printValueList("args", O.Args, OS);
  if (O.Returned != ReturnKind::Unknown)
    OS << " returned=" << toString(O.Returned);
  printValueList("records", O.ArgRecords, OS);
  if (!O.Api.empty())
    OS << " api=\"" << O.Api << '"';
  if (!O.ReleaseHint.empty())
    OS << " release=\"" << O.ReleaseHint << '"';
  if (O.History != HistoryEffect::None)
    OS << " history=" << toString(O.History);
  if (O.Kind == OpKind::GraphAdd || O.Kind == OpKind::GraphRun ||
      O.Kind == OpKind::GraphReset)
    OS << " graph=" << O.Graph;
  if (O.Kind == OpKind::ScopeEnter || O.Kind == OpKind::ScopeExit)
    OS << " scope=" << O.ScopeId;
  if (O.Callee != NoFunction)
    OS << " callee=@" << O.Callee;
  for (FunctionId Other : O.OtherCallees)
    OS << " or=@" << Other;
  for (const CallbackArg &CB : O.Callbacks) {
    OS << " callback" << CB.Arg << '=';
    if (CB.Fn != NoFunction)
      OS << '@' << CB.Fn;
    else if (CB.Param.isValid())
      OS << '@' << CB.Param.Fn << ".p" << CB.Param.Index;
    else
      OS << '"' << CB.Symbol << '"';
    for (uint8_t I = 0; I != CB.Element; ++I)
      OS << "[]";
  }
  if (!O.CalleeSymbol.empty())
    OS << " symbol=\"" << O.CalleeSymbol << '"';
  if (O.Async)
    OS << " async";
  if (O.Guarded)
    OS << " guarded";
  if (O.ArgsChangePerIteration)
    OS << " args-change-per-iteration";
  if (O.MayRetain)
    OS << " may-retain";
  if (O.SurvivesRelease)
    OS << " survives-release";
  if (O.CallsResult)
    OS << " calls-result";
  if (O.ThisDispatch)
    OS << " this-dispatch";
  if (O.ResultOnlyCalled)
    OS << " result-only-called";
  if (O.PartOfResult)
    OS << " part-of-result";
  if (O.Element)
    OS << " element";
  if (O.CachePlace)
    OS << " cache-place";
  if (!O.Field.empty())
    OS << " field=\"" << O.Field << '"';
  if (!O.CalledPlace.empty())
    OS << " place=\"" << O.CalledPlace << '"';
  OS << '\n';
}

void print(const Function &F, llvm::raw_ostream &OS) {
  OS << "function \"" << F.Name << "\" @";
  if (F.Range.File != 0)
    OS << "part" << F.Range.File << ':';
  printLoc(F.Range.Begin, OS);
  OS << " freq=" << toString(F.Attrs.Freq);
  if (!F.Attrs.FreqReason.empty())
    OS << " (" << F.Attrs.FreqReason << ')';
  if (F.Attrs.IsAsync)
    OS << " async";
  if (F.Attrs.ReturnsPromise)
    OS << " returns-promise";
  if (F.Attrs.IsScopeCallback)
    OS << " scope-callback";
  if (F.Attrs.ScopeSpansAwaits)
    OS << " scope-spans-awaits";
  if (F.Attrs.IsModuleInit)
    OS << " module-init";
  if (F.Attrs.EndsProgram)
    OS << " ends-program";
  if (F.Attrs.ReplacesReceiver)
    OS << " replaces-receiver";
  if (F.Attrs.InitialisesReceiver)
    OS << " initialises-receiver";
  if (!F.Attrs.Destroys.empty())
    OS << " destroys=\"" << F.Attrs.Destroys << '"';
  if (F.Attrs.IsScriptGlobal)
    OS << " script-global";
  if (F.Attrs.OfScriptGlobalClass)
    OS << " script-global-class";
  if (F.Attrs.Unreferenced)
    OS << " unreferenced";
  if (F.Attrs.CallsCommentedOut)
    OS << " calls-commented-out";
  for (const FunctionAttrs::ParamCall &P : F.Attrs.ParamCalls) {
    OS << (P.InScopeApi ? " scopes-param=@" : " calls-param=@") << P.Param.Fn
       << ".p" << P.Param.Index << '@';
    printLoc(P.At, OS);
    OS << "/bb" << P.Block;
  }
  for (FunctionId By : F.Attrs.DeferredBy)
    OS << " deferred-by=@" << By;
  for (const FunctionAttrs::PropRegistration &R : F.Attrs.PropRegistrations)
    OS << " registers-prop=" << R.Prop << ':' << toString(R.Freq) << " ("
       << R.Reason << ')';
  if (F.Attrs.OncePerMountOf != NoFunction)
    OS << " once-per-mount-of=@" << F.Attrs.OncePerMountOf;
  if (F.Attrs.StartsEndlessLoop != NoFunction)
    OS << " starts-endless-loop=@" << F.Attrs.StartsEndlessLoop;
  if (F.Attrs.MountsWithCaller)
    OS << " mounts-with-caller";
  if (F.Attrs.MountHook)
    OS << " mount-hook";
  if (F.Parent != NoFunction)
    OS << " parent=@" << F.Parent;
  if (!F.ExportSymbol.empty())
    OS << " export=\"" << F.ExportSymbol << '"';
  if (!F.ExportAlias.empty())
    OS << " export-alias=\"" << F.ExportAlias << '"';
  OS << '\n';
  for (size_t I = 0; I < F.Values.size(); ++I) {
    const Value &V = F.Values[I];
    OS << "  value %" << I << " \"" << V.Name << "\" " << toString(V.Type)
       << ' ' << toString(V.Store) << " @";
    printLoc(V.Decl.Begin, OS);
    if (!V.Noun.empty())
      OS << " noun=\"" << V.Noun << '"';
    if (!V.Scopable && V.Type == ValueType::Tensor)
      OS << " unscoped";
    if (V.ProgramLifetime)
      OS << " program-lifetime";
    if (V.Collected)
      OS << " collected";
    if (V.FailureOnly)
      OS << " failure-only";
    if (!V.FieldKey.empty())
      OS << " field=\"" << V.FieldKey << '"';
    if (V.ReceiverField)
      OS << " receiver";
    if (V.IsReceiver)
      OS << " is-receiver";
    if (V.FieldBase != NoValue)
      OS << " base=%" << V.FieldBase;
    OS << '\n';
  }
  if (!F.Attrs.ScopedSymbols.empty()) {
    OS << "  scopes-symbols";
    for (const std::string &Sym : F.Attrs.ScopedSymbols)
      OS << " \"" << Sym << '"';
    OS << '\n';
  }
  for (const FunctionAttrs::StoredFunction &S : F.Attrs.StoredFunctions) {
    OS << "  stores-function ";
    if (S.Fn.Fn != NoFunction)
      OS << '@' << S.Fn.Fn;
    else if (S.Fn.Param.isValid())
      OS << '@' << S.Fn.Param.Fn << ".p" << S.Fn.Param.Index;
    else
      OS << '"' << S.Fn.Symbol << '"';
    OS << " into \"" << S.Place << "\"\n";
  }
  for (const FunctionAttrs::PlaceCopy &C : F.Attrs.PlaceCopies)
    OS << "  copies-place \"" << C.From << "\" into \"" << C.To << "\"\n";
  if (!F.Attrs.UnresolvedMemberCalls.empty()) {
    OS << "  member-calls";
    for (const std::string &Name : F.Attrs.UnresolvedMemberCalls)
      OS << " \"" << Name << '"';
    OS << '\n';
  }
  if (!F.Attrs.ReturnedFunctions.empty()) {
    OS << "  returns-functions";
    for (const CallbackArg &R : F.Attrs.ReturnedFunctions)
      if (R.Fn != NoFunction)
        OS << " @" << R.Fn;
      else
        OS << " \"" << R.Symbol << '"';
    OS << '\n';
  }
  for (size_t B = 0; B < F.Blocks.size(); ++B) {
    const Block &Blk = F.Blocks[B];
    OS << "  bb" << B << ':';
    if (B == F.Exit)
      OS << " exit";
    if (Blk.LoopBody)
      OS << " loop";
    if (Blk.EndlessLoopExit)
      OS << " endless-loop-exit";
    if (Blk.Term != TermKind::FallThrough) {
      OS << ' ' << toString(Blk.Term) << '@';
      printLoc(Blk.TermRange.Begin, OS);
      if (Blk.Returns != ReturnKind::Unknown)
        OS << '=' << toString(Blk.Returns);
    }
    if (!Blk.Succs.empty()) {
      OS << " ->";
      for (BlockId S : Blk.Succs)
        OS << " bb" << S;
    }
    OS << '\n';
    for (const Op &O : Blk.Ops)
      printOp(O, OS);
  }
}

void print(const Module &M, llvm::raw_ostream &OS) {
  OS << "module \"" << M.Path << "\" " << toString(M.Lang) << '\n';
  for (size_t I = 0; I < M.Parts.size(); ++I)
    OS << "part" << I + 1 << " \"" << M.Parts[I] << "\"\n";
  if (M.ExportsStayInRun)
    OS << "exports-stay-in-run\n";
  if (M.PublishedLibrary)
    OS << "published-library\n";
  if (M.RunsOnlyWhenLoaded)
    OS << "runs-only-when-loaded\n";
  if (M.NeedsPage)
    OS << "needs-page\n";
  if (M.LoadedByNone)
    OS << "loaded-by-none\n";
  if (M.LoadedByPlace)
    OS << "loaded-by-place\n";
  if (M.NavigatesInPlace)
    OS << "navigates-in-place\n";
  if (M.RoutesMountOncePerPage)
    OS << "routes-mount-once-per-page\n";
  if (!M.NamedFiles.empty()) {
    OS << "names-files";
    for (const std::string &F : M.NamedFiles)
      OS << " \"" << F << '"';
    OS << '\n';
  }
  if (M.HasFreeingScope)
    OS << "has-freeing-scope\n";
  if (M.EntryPointsModelled)
    OS << "entry-points-modelled\n";
  if (M.IsTest)
    OS << "test-code\n";
  for (const std::string &I : M.Imports)
    OS << "import \"" << I << "\"\n";
  for (const std::string &S : M.ImportedSymbols)
    OS << "import-symbol \"" << S << "\"\n";
  for (const Module::ClassBase &C : M.ClassBases) {
    OS << "class";
    for (const std::string &N : C.Names)
      OS << " \"" << N << '"';
    OS << " extends \"" << C.Base << "\"\n";
  }
  for (const std::string &S : M.PageScripts)
    OS << "page-script \"" << S << "\"\n";
  for (const std::string &S : M.PageModules)
    OS << "page-module \"" << S << "\"\n";
  for (const Module::GlobalInstance &G : M.GlobalInstances)
    OS << "global-instance \"" << G.Name << "\" of \"" << G.Class << "\"\n";
  for (const Module::ImportedName &N : M.ImportedNames)
    OS << "imported-name \"" << N.Symbol
       << (N.Instance ? "\" is an instance of \"" : "\" is \"") << N.Target
       << "\"\n";
  for (size_t I = 0; I != M.Graphs.size(); ++I)
    OS << "graph " << I << " \"" << M.Graphs[I].Name << '"'
       << (M.Graphs[I].NeedsRun ? " needs-run" : "") << '\n';
  for (const CallbackRegistration &R : M.Registrations)
    OS << (R.Mount ? "mounts \"" : "registers \"") << R.Symbol
       << "\" freq=" << toString(R.Freq) << " (" << R.Reason << ")\n";
  for (const PropCallback &P : M.PropCallbacks) {
    if (P.Callback != NoFunction)
      OS << "passes-prop @" << P.Callback;
    else
      OS << "forwards-prop @" << P.Forwarder << '.' << P.ForwardedProp;
    OS << " as " << P.Prop << " to ";
    if (P.Component != NoFunction)
      OS << '@' << P.Component << '\n';
    else
      OS << '"' << P.ComponentSymbol << "\"\n";
  }
  for (size_t I = 0; I < M.Functions.size(); ++I) {
    OS << '@' << I << ' ';
    print(M.Functions[I], OS);
  }
}

} // namespace tensorlint::ir
