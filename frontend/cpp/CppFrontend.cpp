//===- CppFrontend.cpp - C/C++ to IR via LibTooling -----------------------===//
//
// Finds the flags for a file (the `--` flags, a compile_commands.json, or
// defaults), parses it with Clang and hands the AST to lowerASTContext.
// Compiler errors are collected into Module::Diags instead of being printed.
//
//===----------------------------------------------------------------------===//

#include "frontend/cpp/CppFrontend.h"

#include "frontend/cpp/AstLowering.h"

#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Basic/Stack.h"
#include "clang/Frontend/ASTUnit.h"
#include "clang/Tooling/ArgumentsAdjusters.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "clang/Tooling/JSONCompilationDatabase.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/thread.h"

using namespace clang;

namespace tensorlint::frontend::cpp {

namespace {

#ifndef TENSORLINT_CLANG_RESOURCE_DIR
#define TENSORLINT_CLANG_RESOURCE_DIR "/usr/lib/llvm-19/lib/clang/19"
#endif

/// The stack Clang parses and we lower a file on. Clang's parser and Sema
/// recurse once per level of nesting (a 100,000-term sum overflows the 8 MB
/// a thread gets by default, in clang++ itself too); generated code nests that
/// deep. Reserved address space: only the pages a file needs are touched.
constexpr unsigned ParseStackBytes = 1024u << 20;

/// The compilation database for the file at Abs, the nearest one: in the
/// file's directory or a parent (commands of other files inferred for it,
/// as clang-tidy does), or, as clangd also looks, in that directory's
/// `build/` (CMake's usual out-of-source build directory, where
/// CMAKE_EXPORT_COMPILE_COMMANDS writes it). A `build/` database is taken
/// only when it compiles this very file: a project nested in another one's
/// tree must not be compiled with the outer project's flags. Null when
/// there is none.
std::unique_ptr<tooling::CompilationDatabase>
findCompilationDatabase(llvm::StringRef Abs) {
  std::string Ignored;
  for (llvm::StringRef Dir = llvm::sys::path::parent_path(Abs); !Dir.empty();
       Dir = llvm::sys::path::parent_path(Dir)) {
    if (auto DB = tooling::CompilationDatabase::loadFromDirectory(Dir, Ignored))
      return DB;
    llvm::SmallString<256> Json(Dir);
    llvm::sys::path::append(Json, "build", "compile_commands.json");
    if (!llvm::sys::fs::exists(Json))
      continue;
    if (auto DB = tooling::JSONCompilationDatabase::loadFromFile(
            Json, Ignored, tooling::JSONCommandLineSyntax::AutoDetect);
        DB && !DB->getCompileCommands(Abs).empty())
      return DB;
  }
  return nullptr;
}

bool isCPath(llvm::StringRef Path) {
  return llvm::sys::path::extension(Path).equals_insensitive(".c");
}

/// A database holding exactly one command.
class SingleCommandDatabase : public tooling::CompilationDatabase {
public:
  explicit SingleCommandDatabase(tooling::CompileCommand C)
      : Cmd(std::move(C)) {}
  std::vector<tooling::CompileCommand>
  getCompileCommands(llvm::StringRef) const override {
    return {Cmd};
  }
  std::vector<std::string> getAllFiles() const override {
    return {Cmd.Filename};
  }

private:
  tooling::CompileCommand Cmd;
};

/// Keeps compiler errors as FrontendDiags.
class DiagCollector : public DiagnosticConsumer {
public:
  explicit DiagCollector(std::vector<ir::FrontendDiag> &Out) : Out(Out) {}
  void HandleDiagnostic(DiagnosticsEngine::Level Level,
                        const Diagnostic &Info) override {
    DiagnosticConsumer::HandleDiagnostic(Level, Info);
    if (Level < DiagnosticsEngine::Error)
      return;
    llvm::SmallString<256> Msg;
    Info.FormatDiagnostic(Msg);
    ir::FrontendDiag D;
    D.IsError = true;
    if (Info.hasSourceManager() && Info.getLocation().isValid()) {
      const SourceManager &SM = Info.getSourceManager();
      SourceLocation L = SM.getFileLoc(Info.getLocation());
      if (SM.isWrittenInMainFile(L)) {
        D.Loc.Line = SM.getSpellingLineNumber(L);
        D.Loc.Col = SM.getSpellingColumnNumber(L);
      } else {
        PresumedLoc P = SM.getPresumedLoc(L);
        if (P.isValid()) {
          std::string Prefix =
              (llvm::Twine(P.getFilename()) + ":" + llvm::Twine(P.getLine()) +
               ":" + llvm::Twine(P.getColumn()) + ": ")
                  .str();
          Msg.insert(Msg.begin(), Prefix.begin(), Prefix.end());
        }
      }
    }
    D.Message = Msg.str().str();
    Out.push_back(std::move(D));
  }

private:
  std::vector<ir::FrontendDiag> &Out;
};

} // namespace

llvm::Expected<CppResult> lowerCppFile(llvm::StringRef Path,
                                       const CppOptions &Opts,
                                       const apis::ApiDatabase &Apis) {
  CppResult Result;
  llvm::SmallString<256> Abs(Path);
  if (std::error_code EC = llvm::sys::fs::make_absolute(Abs))
    return llvm::createStringError(EC, "error: cannot resolve '%s': %s",
                                   Path.str().c_str(), EC.message().c_str());
  if (!Opts.Contents && !llvm::sys::fs::exists(Abs))
    return llvm::createStringError(
        std::make_error_code(std::errc::no_such_file_or_directory),
        "error: '%s': no such file", Path.str().c_str());

  // 1. A compilation database: -p, else the file's parent directories.
  std::string DbError;
  std::unique_ptr<tooling::CompilationDatabase> DB;
  if (!Opts.BuildDir.empty()) {
    DB =
        tooling::CompilationDatabase::loadFromDirectory(Opts.BuildDir, DbError);
    if (!DB)
      return llvm::createStringError(
          std::make_error_code(std::errc::invalid_argument),
          "error: no compilation database in '%s': %s", Opts.BuildDir.c_str(),
          DbError.c_str());
  } else if (Opts.ExtraArgs.empty()) {
    DB = findCompilationDatabase(Abs);
  }
  std::vector<tooling::CompileCommand> Cmds;
  if (DB)
    Cmds = DB->getCompileCommands(Abs);

  // Without a compile command a header found in a directory is no
  // translation unit (a project's iOS or Objective-C headers, a library's
  // internals): compiled alone with default flags it fails for want of
  // what its includers define. The files that include it analyse it.
  if (Opts.Walked && Cmds.empty() && Opts.ExtraArgs.empty() &&
      isHeaderPath(Path)) {
    Result.NotAUnit = true;
    return Result;
  }

  tooling::CompileCommand Cmd;
  Cmd.Filename = Abs.str().str();
  // `--` flags are relative to where the user runs the tool.
  llvm::SmallString<256> Cwd;
  if (llvm::sys::fs::current_path(Cwd))
    Cwd = llvm::sys::path::parent_path(Abs);
  Cmd.Directory = Cwd.str().str();
  bool IsC = isCPath(Path);
  if (!Cmds.empty()) {
    Cmd = Cmds.front();
    Cmd.CommandLine.insert(Cmd.CommandLine.end(), Opts.ExtraArgs.begin(),
                           Opts.ExtraArgs.end());
  } else {
    Cmd.CommandLine.push_back(IsC ? "clang" : "clang++");
    if (Opts.ExtraArgs.empty()) {
      Result.UsedDefaultFlags = true;
      Cmd.CommandLine.push_back(IsC ? "-std=c11" : "-std=c++17");
      if (!IsC && !llvm::StringRef(Path).ends_with(".cc") &&
          llvm::sys::path::extension(Path).starts_with(".h"))
        Cmd.CommandLine.insert(Cmd.CommandLine.begin() + 1, {"-x", "c++"});
    } else {
      Cmd.CommandLine.insert(Cmd.CommandLine.end(), Opts.ExtraArgs.begin(),
                             Opts.ExtraArgs.end());
    }
    Cmd.CommandLine.push_back(Cmd.Filename);
  }

  SingleCommandDatabase One(Cmd);
  tooling::ClangTool Tool(One, {Cmd.Filename});
  Tool.appendArgumentsAdjuster(tooling::getClangStripOutputAdjuster());
  Tool.appendArgumentsAdjuster(tooling::getClangStripDependencyFileAdjuster());
  Tool.appendArgumentsAdjuster(tooling::getClangSyntaxOnlyAdjuster());
  Tool.appendArgumentsAdjuster(tooling::getInsertArgumentAdjuster(
      "-resource-dir=" TENSORLINT_CLANG_RESOURCE_DIR,
      tooling::ArgumentInsertPosition::BEGIN));
  if (Opts.Contents)
    Tool.mapVirtualFile(Cmd.Filename, *Opts.Contents);
  DiagCollector Diags(Result.Module.Diags);
  Tool.setDiagnosticConsumer(&Diags);
  Tool.setPrintErrorMessage(false);

  // Parsed and lowered on a thread of its own with a deep stack; Clang's
  // Sema also moves to a fresh stack when it nears the bottom of this one
  // (clang::runWithSufficientStackSpace, which needs noteBottomOfStack).
  bool Parsed = false;
  auto ParseAndLower = [&] {
    clang::noteBottomOfStack();
    std::vector<std::unique_ptr<ASTUnit>> ASTs;
    Tool.buildASTs(ASTs);
    if (ASTs.empty() || !ASTs.front())
      return;
    Parsed = true;
    std::vector<ir::FrontendDiag> Collected = std::move(Result.Module.Diags);
    Result.Module = lowerASTContext(ASTs.front()->getASTContext(), Apis);
    Result.Module.Diags = std::move(Collected);
  };
  llvm::thread Parser(std::optional<unsigned>(ParseStackBytes),
                      std::move(ParseAndLower));
  Parser.join();
  if (!Parsed)
    return llvm::createStringError(
        std::make_error_code(std::errc::invalid_argument),
        "error: '%s' could not be parsed", Path.str().c_str());

  Result.Module.Path = Abs.str().str();
  setModulePath(Result.Module, Path);
  return Result;
}

} // namespace tensorlint::frontend::cpp
