//===- FixApply.cpp - Resolving, previewing and applying fixes ------------===//

#include "tools/driver/FixApply.h"

#include "frontend/Frontend.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <set>
#include <thread>
#include <tuple>

#include <unistd.h>

namespace tensorlint::driver {

namespace {

/// Test-only knobs (see docs/user-guide.md, "Fixes"): a pause between
/// writing the temporary file and renaming it, and a deliberately broken
/// fix text to exercise the re-parse check.
unsigned pauseMs() {
  const char *P = std::getenv("TENSORLINT_FIX_PAUSE_MS");
  return P ? static_cast<unsigned>(std::strtoul(P, nullptr, 10)) : 0;
}
bool corruptFixes() { return std::getenv("TENSORLINT_FIX_TEST_CORRUPT"); }

/// The path a diff header names after git's a/ and b/ prefixes, as `git
/// diff` writes it: relative to the current directory when the file is
/// below it (no "./"), else the absolute path without its leading '/'.
/// `git apply` and `patch -p1` then apply the diff from the current
/// directory (an absolute path: from '/').
std::string diffPath(llvm::StringRef Path) {
  llvm::SmallString<256> Abs(Path);
  llvm::sys::fs::make_absolute(Abs);
  llvm::sys::path::remove_dots(Abs, /*remove_dot_dot=*/true);
  llvm::SmallString<256> Cwd;
  if (!llvm::sys::fs::current_path(Cwd)) {
    llvm::sys::path::remove_dots(Cwd, /*remove_dot_dot=*/true);
    llvm::StringRef Rest = Abs;
    if (Rest.consume_front(Cwd) && Rest.consume_front("/"))
      return Rest.str();
  }
  return llvm::StringRef(Abs).ltrim('/').str();
}

std::vector<llvm::StringRef> splitLines(llvm::StringRef S) {
  std::vector<llvm::StringRef> L;
  while (!S.empty()) {
    auto [Line, Rest] = S.split('\n');
    L.push_back(Line.rtrim('\r'));
    S = Rest;
  }
  return L;
}

} // namespace

void resolveFixes(std::vector<rules::Finding> &Findings, llvm::StringRef Source,
                  ir::Language Lang, const frontend::ParsedFile *Parsed) {
  const frontend::Frontend *Fe = frontend::frontendFor(Lang);
  if (!Fe || llvm::none_of(Findings, [](const rules::Finding &F) {
        return !F.FixRequests.empty();
      }))
    return;
  std::unique_ptr<frontend::FixResolver> Resolver =
      Fe->fixResolver(Source, Lang, Parsed);
  if (!Resolver)
    return;
  for (rules::Finding &F : Findings) {
    if (F.FixRequests.empty())
      continue;
    std::vector<rules::FixIt> Fixes;
    std::string Suggestion;
    for (const ir::FixRequest &Q : F.FixRequests) {
      std::string NotSafe;
      std::vector<ir::TextEdit> Edits = Resolver->resolve(Q, &NotSafe);
      if (Edits.empty()) {
        Fixes.clear();
        break;
      }
      if (Suggestion.empty())
        Suggestion = std::move(NotSafe);
      for (ir::TextEdit &E : Edits)
        Fixes.push_back({E.Range, std::move(E.Text)});
    }
    F.Fixes = std::move(Fixes);
    F.SuggestionReason =
        F.Fixes.empty() ? std::string() : std::move(Suggestion);
  }
}

FixSelection selectFixes(llvm::ArrayRef<const rules::Finding *> Findings,
                         size_t TextSize, bool Suggestions) {
  // Suggestions are offered one by one in the editor, never applied unasked.
  std::vector<const rules::Finding *> Fixable;
  for (const rules::Finding *F : Findings)
    if (!F->Fixes.empty() && (Suggestions || F->SuggestionReason.empty()))
      Fixable.push_back(F);
  auto Begin = [](const rules::Finding *F) {
    uint32_t B = UINT32_MAX;
    for (const rules::FixIt &X : F->Fixes)
      B = std::min(B, X.Range.BeginOffset);
    return B;
  };
  std::stable_sort(Fixable.begin(), Fixable.end(),
                   [&](auto *A, auto *B) { return Begin(A) < Begin(B); });
  FixSelection Out;
  std::set<std::tuple<uint32_t, uint32_t, std::string>> Seen;
  for (const rules::Finding *F : Fixable) {
    bool Clash = false;
    for (const rules::FixIt &X : F->Fixes) {
      uint32_t B = X.Range.BeginOffset, E = X.Range.EndOffset;
      if (E < B || E > TextSize)
        Clash = true;
      // Overlapping ranges clash, and so does an insertion strictly inside
      // a replaced range (either way round).
      for (const rules::FixIt *T : Out.Edits) {
        uint32_t TB = T->Range.BeginOffset, TE = T->Range.EndOffset;
        if ((B < TE && TB < E) || (B == E && TB < B && B < TE) ||
            (TB == TE && B < TB && TB < E))
          Clash = true;
      }
    }
    if (Clash)
      continue;
    ++Out.Findings;
    for (const rules::FixIt &X : F->Fixes)
      if (Seen.insert({X.Range.BeginOffset, X.Range.EndOffset, X.Text}).second)
        Out.Edits.push_back(&X); // the same edit from two findings: once
  }
  return Out;
}

FixedText applyFixes(llvm::StringRef Source,
                     llvm::ArrayRef<const rules::Finding *> Findings,
                     bool Suggestions) {
  FixSelection Sel = selectFixes(Findings, Source.size(), Suggestions);
  FixedText Out;
  Out.Applied = Sel.Findings;
  // Apply in source order; edits at one offset in the order accepted.
  struct Edit {
    uint32_t B, E;
    size_t Seq;
    const std::string *Text;
  };
  std::vector<Edit> Edits;
  for (const rules::FixIt *X : Sel.Edits)
    Edits.push_back(
        {X->Range.BeginOffset, X->Range.EndOffset, Edits.size(), &X->Text});
  std::stable_sort(Edits.begin(), Edits.end(),
                   [](const Edit &A, const Edit &B) {
                     return std::tie(A.B, A.Seq) < std::tie(B.B, B.Seq);
                   });
  llvm::raw_string_ostream OS(Out.Text);
  uint32_t Pos = 0;
  for (const Edit &X : Edits) {
    OS << Source.slice(Pos, X.B) << *X.Text;
    Pos = std::max(Pos, X.E);
  }
  OS << Source.drop_front(Pos);
  OS.flush();
  return Out;
}

std::string unifiedDiff(llvm::StringRef Path, llvm::StringRef Old,
                        llvm::StringRef New) {
  if (Old == New)
    return {};
  std::vector<llvm::StringRef> A = splitLines(Old), B = splitLines(New);
  size_t Pre = 0;
  while (Pre < A.size() && Pre < B.size() && A[Pre] == B[Pre])
    ++Pre;
  size_t Suf = 0;
  while (Suf + Pre < A.size() && Suf + Pre < B.size() &&
         A[A.size() - 1 - Suf] == B[B.size() - 1 - Suf])
    ++Suf;
  // The edit script: ' ' kept, '-' removed, '+' added; (kind, line index).
  std::vector<std::pair<char, size_t>> Script;
  for (size_t I = 0; I < Pre; ++I)
    Script.push_back({' ', I});
  size_t N = A.size() - Pre - Suf, M = B.size() - Pre - Suf;
  if (N * M <= 4'000'000) {
    // LCS over the middle.
    std::vector<std::vector<uint32_t>> L(N + 1,
                                         std::vector<uint32_t>(M + 1, 0));
    for (size_t I = N; I-- > 0;)
      for (size_t J = M; J-- > 0;)
        L[I][J] = A[Pre + I] == B[Pre + J] ? L[I + 1][J + 1] + 1
                                           : std::max(L[I + 1][J], L[I][J + 1]);
    size_t I = 0, J = 0;
    while (I < N || J < M) {
      if (I < N && J < M && A[Pre + I] == B[Pre + J]) {
        Script.push_back({' ', Pre + I});
        ++I, ++J;
      } else if (I < N && (J == M || L[I + 1][J] >= L[I][J + 1])) {
        Script.push_back({'-', Pre + I++});
      } else {
        Script.push_back({'+', Pre + J++});
      }
    }
  } else {
    for (size_t I = 0; I < N; ++I)
      Script.push_back({'-', Pre + I});
    for (size_t J = 0; J < M; ++J)
      Script.push_back({'+', Pre + J});
  }
  for (size_t I = 0; I < Suf; ++I)
    Script.push_back({' ', A.size() - Suf + I});

  std::string Out;
  llvm::raw_string_ostream OS(Out);
  std::string Shown = diffPath(Path);
  OS << "--- a/" << Shown << "\n+++ b/" << Shown << "\n";
  const size_t Ctx = 3;
  // Old/new line numbers before each script entry.
  std::vector<size_t> OldNo(Script.size() + 1), NewNo(Script.size() + 1);
  for (size_t K = 0; K < Script.size(); ++K) {
    OldNo[K + 1] = OldNo[K] + (Script[K].first != '+');
    NewNo[K + 1] = NewNo[K] + (Script[K].first != '-');
  }
  size_t K = 0;
  while (K < Script.size()) {
    if (Script[K].first == ' ') {
      ++K;
      continue;
    }
    size_t HB = K >= Ctx ? K - Ctx : 0, HE = K;
    // Extend while the next change is within 2*Ctx kept lines.
    while (true) {
      while (HE < Script.size() && Script[HE].first != ' ')
        ++HE;
      size_t Next = HE;
      while (Next < Script.size() && Script[Next].first == ' ')
        ++Next;
      if (Next < Script.size() && Next - HE <= 2 * Ctx) {
        HE = Next;
        continue;
      }
      HE = std::min(HE + Ctx, Script.size());
      break;
    }
    size_t OldLen = OldNo[HE] - OldNo[HB], NewLen = NewNo[HE] - NewNo[HB];
    OS << "@@ -" << (OldLen ? OldNo[HB] + 1 : OldNo[HB]) << "," << OldLen
       << " +" << (NewLen ? NewNo[HB] + 1 : NewNo[HB]) << "," << NewLen
       << " @@\n";
    for (size_t X = HB; X < HE; ++X) {
      auto [Kind, Idx] = Script[X];
      OS << Kind << (Kind == '+' ? B[Idx] : A[Idx]) << "\n";
    }
    K = HE;
  }
  OS.flush();
  return Out;
}

llvm::Error writeFileAtomically(llvm::StringRef Path, llvm::StringRef Expected,
                                llvm::StringRef NewText) {
  auto Fail = [&](const llvm::Twine &Why) {
    return llvm::createStringError(std::errc::io_error, "%s",
                                   Why.str().c_str());
  };
  llvm::SmallString<256> Real;
  if (std::error_code EC = llvm::sys::fs::real_path(Path, Real))
    return Fail("cannot resolve path: " + EC.message());
  llvm::sys::fs::file_status St;
  if (std::error_code EC = llvm::sys::fs::status(Real, St))
    return Fail("cannot stat: " + EC.message());
  // Replacing the file by rename must not change what the user sees of it:
  // a read-only file stays unwritten (even for root, who could), and a
  // file with other hard links would be split from them.
  if ((St.permissions() & llvm::sys::fs::all_write) == 0 ||
      llvm::sys::fs::access(Real, llvm::sys::fs::AccessMode::Write))
    return Fail("the file is read-only; not written");
  if (St.getLinkCount() > 1)
    return Fail("the file has " + llvm::Twine(St.getLinkCount()) +
                " hard links, which replacing it would break; not written");

  llvm::SmallString<256> Model(llvm::sys::path::parent_path(Real));
  llvm::sys::path::append(Model, "." + llvm::sys::path::filename(Real) +
                                     ".tensorlint-%%%%%%.tmp");
  int FD = -1;
  llvm::SmallString<256> Tmp;
  if (std::error_code EC = llvm::sys::fs::createUniqueFile(Model, FD, Tmp))
    return Fail("cannot create a temporary file: " + EC.message());
  auto Discard = [&](const llvm::Twine &Why) {
    llvm::sys::fs::remove(Tmp);
    return Fail(Why);
  };
  {
    llvm::raw_fd_ostream OS(FD, /*shouldClose=*/true);
    OS << NewText;
    OS.flush();
    if (OS.has_error()) {
      std::string Msg = OS.error().message();
      OS.clear_error();
      return Discard("cannot write the temporary file: " + Msg);
    }
  }
  if (std::error_code EC = llvm::sys::fs::setPermissions(Tmp, St.permissions()))
    return Discard("cannot copy permissions: " + EC.message());
  // The same owner and group as the file it replaces (root fixing a user's
  // file must not make it root's); one who cannot do that does not write.
  if ((St.getUser() != getuid() || St.getGroup() != getgid()) &&
      ::chown(Tmp.c_str(), St.getUser(), St.getGroup()) != 0)
    return Discard("cannot keep the file's owner (" +
                   std::error_code(errno, std::generic_category()).message() +
                   "); not written");
  if (unsigned Ms = pauseMs())
    std::this_thread::sleep_for(std::chrono::milliseconds(Ms));
  // The file must still hold what the analysis read.
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> Now =
      llvm::MemoryBuffer::getFile(Real, /*IsText=*/false,
                                  /*RequiresNullTerminator=*/false);
  if (!Now || (*Now)->getBuffer() != Expected)
    return Discard("the file changed on disk since it was read; not written");
  if (std::error_code EC = llvm::sys::fs::rename(Tmp, Real))
    return Discard("cannot replace the file: " + EC.message());
  return llvm::Error::success();
}

FixRunResult fixRun(const RunResult &R, bool DryRun, llvm::raw_ostream &Diff,
                    bool Suggestions) {
  FixRunResult Out;
  for (const SourceFile &F : R.Files) {
    const frontend::Frontend *Fe = frontend::frontendFor(F.Input.Lang);
    // A cache hit was not lowered, but its findings and their fixes are
    // those of the same text: they apply as a fresh analysis's do.
    if (!F.Buffer || (!F.Module && !F.FromCache) || !Fe)
      continue;
    // A notebook's buffer is its cells' code, not the file: writing it
    // would replace the notebook (its JSON, outputs, markdown) with code.
    if (F.Cells)
      continue;
    std::vector<const rules::Finding *> Mine;
    for (const rules::Finding &Fd : R.Findings)
      if (Fd.Path == F.Input.Path && !Fd.Fixes.empty() &&
          (Suggestions || Fd.SuggestionReason.empty()))
        Mine.push_back(&Fd);
    if (Mine.empty())
      continue;
    llvm::StringRef Old = F.Buffer->getBuffer();
    FixedText New = applyFixes(Old, Mine, Suggestions);
    if (corruptFixes())
      New.Text += "\n)(\n";
    if (!New.Applied || New.Text == Old)
      continue;
    auto Report = [&](Diagnostic::Level L, std::string Msg) {
      Out.Diags.push_back(
          {F.Input.Path, {}, L, Diagnostic::Input, std::move(Msg), "fix"});
    };
    // Only code that still parses is written (a frontend that cannot tell
    // gets nothing written).
    std::optional<unsigned> Before = Fe->syntaxErrors(Old, F.Input.Lang);
    std::optional<unsigned> After = Fe->syntaxErrors(New.Text, F.Input.Lang);
    if (!Before || !After || *After > *Before) {
      Report(Diagnostic::Warning, "fixes not applied: the fixed file would "
                                  "not parse");
      continue;
    }
    if (DryRun) {
      Diff << unifiedDiff(F.Input.Path, Old, New.Text);
    } else {
      const std::string &P = F.Input.readPath();
      if (llvm::Error E = writeFileAtomically(P, Old, New.Text)) {
        Report(Diagnostic::Error,
               "fixes not written: " + llvm::toString(std::move(E)));
        continue;
      }
    }
    ++Out.FilesChanged;
    Out.FixesApplied += New.Applied;
  }
  return Out;
}

} // namespace tensorlint::driver
