//===- CppLanguage.cpp - The C/C++ frontend -------------------------------===//

#include "frontend/cpp/CppLanguage.h"

#include "frontend/TextSearch.h"
#include "frontend/cpp/ClangModule.h"
#include "frontend/cpp/Comments.h"

#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/Path.h"

#include <chrono>
#include <mutex>

namespace tensorlint::frontend::cpp {

namespace {

/// "a.cc: error: a.cc: error: cannot parse" reads badly: drop a leading
/// "Path: " and "error: " from Clang's message.
std::string withoutPathPrefix(llvm::StringRef Msg, llvm::StringRef Path) {
  llvm::StringRef M = Msg;
  if (!(M.consume_front(Path) && M.consume_front(": ")))
    M = Msg;
  M.consume_front("error: ");
  return M.str();
}

/// An editor's C/C++ buffer: text only. Clang parses it whole on every
/// analysis (the LSP server analyses C/C++ on open and save).
class CppDocument final : public OpenDocument {
public:
  CppDocument(std::string Path, ir::Language Lang, std::string Text)
      : Path(std::move(Path)), Lang(Lang), Buffer(std::move(Text)) {}

  const std::string &text() const override { return Buffer.text(); }
  const LineTable &lines() const override { return Buffer.lines(); }

  void applyEdit(LspPosition Start, LspPosition End, llvm::StringRef NewText,
                 bool *OutOfRange) override {
    Buffer.edit(Start, End, NewText, OutOfRange);
  }

  void setText(std::string NewText) override { Buffer.set(std::move(NewText)); }

  Lowered lower(const LowerRequest &R, const apis::ApiDatabase &Apis) override {
    LowerRequest Mine = R;
    Mine.Path = Mine.ReadPath = Path;
    Mine.Lang = Lang;
    Mine.Contents = Buffer.text();
    return language().lower(Mine, Apis);
  }

private:
  std::string Path;
  ir::Language Lang;
  EditedText Buffer;
};

class CppLanguage final : public Frontend {
public:
  llvm::StringRef name() const override { return "C/C++"; }

  bool handles(ir::Language L) const override {
    return L == ir::Language::C || L == ir::Language::CXX;
  }

  std::optional<ir::Language>
  languageForPath(llvm::StringRef Path) const override {
    if (!hasCppExtension(Path))
      return std::nullopt;
    return llvm::sys::path::extension(Path) == ".c" ? ir::Language::C
                                                    : ir::Language::CXX;
  }

  llvm::StringRef extensions() const override {
    return ".c .cc .cpp .cxx .c++ .h .hh .hpp .hxx";
  }

  std::optional<ir::Language>
  languageForLspId(llvm::StringRef Id) const override {
    return llvm::StringSwitch<std::optional<ir::Language>>(Id)
        .Case("c", ir::Language::C)
        .Cases("cpp", "cuda-cpp", "objective-cpp", ir::Language::CXX)
        .Default(std::nullopt);
  }

  bool usesCompileFlags() const override { return true; }

  Lowered lower(const LowerRequest &R,
                const apis::ApiDatabase &Apis) const override {
    CppOptions CO;
    CO.BuildDir = R.BuildDir;
    CO.ExtraArgs = R.ExtraArgs;
    CO.Walked = R.Walked;
    if (R.Contents)
      CO.Contents = R.Contents->str();
    // ClangTool sets the process's working directory to the compile
    // command's directory while it runs (its default file system is linked
    // to the process): C/C++ files are parsed one at a time, by absolute
    // path, and the driver reads every file by absolute path.
    static std::mutex ClangToolMutex;
    std::lock_guard<std::mutex> Lock(ClangToolMutex);
    auto Start = std::chrono::steady_clock::now();
    llvm::Expected<CppResult> Res = lowerWithClang(R.ReadPath, CO, Apis);
    Lowered Out;
    Out.LowerSeconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - Start)
            .count();
    if (!Res) {
      Out.Error =
          withoutPathPrefix(llvm::toString(Res.takeError()), R.ReadPath);
      return Out;
    }
    if (Res->NotAUnit) {
      Out.NotAUnit = true;
      return Out;
    }
    // As the user wrote it, for messages.
    setModulePath(Res->Module, R.Path);
    Out.Module = std::move(Res->Module);
    Out.UsedDefaultFlags = Res->UsedDefaultFlags;
    return Out;
  }

  std::unique_ptr<OpenDocument> open(std::string Path, ir::Language L,
                                     std::string Text) const override {
    return std::make_unique<CppDocument>(std::move(Path), L, std::move(Text));
  }

  std::vector<Comment> comments(llvm::StringRef Source,
                                ir::Language) const override {
    if (!containsText(Source, "NOLINT") && !containsText(Source, "tensorlint-"))
      return {};
    return cComments(Source);
  }

  bool acceptsNolint() const override { return true; }

  std::string disableNextLineComment(llvm::StringRef RuleId) const override {
    return ("// NOLINTNEXTLINE(" + RuleId + ")").str();
  }
};

} // namespace

const Frontend &language() {
  static const CppLanguage L;
  return L;
}

} // namespace tensorlint::frontend::cpp
