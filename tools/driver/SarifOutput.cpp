//===- SarifOutput.cpp - SARIF 2.1.0 output -------------------------------===//
//
// One run. tool.driver lists every rule (results point to them by ruleIndex;
// helpUri is the rule's page under docs/rules/). Locations are relative to
// %SRCROOT% (the directory tensorlint ran in) when the file is below it.
// Columns are converted to UTF-16 code units, SARIF's default columnKind,
// using the file's text. Driver and frontend diagnostics become
// invocations[0].toolExecutionNotifications.
//
//===----------------------------------------------------------------------===//

#include "tools/driver/CellPlaces.h"
#include "tools/driver/JsonText.h"
#include "tools/driver/LineHash.h"
#include "tools/driver/Output.h"
#include "tools/driver/SourceLines.h"

#include "rules/Rules.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <map>

namespace tensorlint::driver {
namespace path = llvm::sys::path;

namespace {

/// "tensor-use-after-dispose" -> "TensorUseAfterDispose".
std::string pascalCase(llvm::StringRef Id) {
  std::string Out;
  bool Upper = true;
  for (char C : Id) {
    if (!llvm::isAlnum(C)) {
      Upper = true;
      continue;
    }
    Out += Upper ? llvm::toUpper(C) : C;
    Upper = false;
  }
  return Out;
}

/// Findings that come from no rule of the table: the input's own problems.
RuleDescriptor extraRule(llvm::StringRef Id) {
  if (Id == "syntax-error")
    return {Id.str(), "The file has a syntax error.",
            "The parser found a syntax error; tensorlint analyses the rest of "
            "the file, but findings near the error may be missing."};
  if (Id == "clang-diagnostic-error")
    return {Id.str(), "The C/C++ file does not compile.",
            "Clang reported a compile error (often a missing include path): "
            "the file was analysed as far as it parsed."};
  if (Id == "unused-suppression")
    return {Id.str(), "A suppression comment suppresses nothing.",
            "A tensorlint-disable comment names a rule that reports nothing "
            "on its lines: remove it, so that it does not hide a later "
            "finding."};
  return {Id.str(), Id.str(), Id.str()};
}

/// RFC 3986: keep unreserved characters and '/', percent-encode the rest.
std::string percentEncode(llvm::StringRef S) {
  std::string Out;
  for (unsigned char C : S) {
    if (llvm::isAlnum(C) || C == '-' || C == '.' || C == '_' || C == '~' ||
        C == '/') {
      Out += static_cast<char>(C);
      continue;
    }
    Out += '%';
    Out += llvm::hexdigit(C >> 4, /*LowerCase=*/false);
    Out += llvm::hexdigit(C & 15, /*LowerCase=*/false);
  }
  return Out;
}

struct ArtifactUri {
  std::string Uri;
  bool Relative = false; ///< Relative to %SRCROOT%.
};

/// Where a path is, as a SARIF artifact location.
ArtifactUri artifactUri(llvm::StringRef Path, llvm::StringRef BaseDir) {
  llvm::SmallString<256> Abs(Path);
  if (!path::is_absolute(Abs)) {
    Abs = BaseDir;
    path::append(Abs, Path);
  }
  path::remove_dots(Abs, /*remove_dot_dot=*/true);
  llvm::SmallString<256> Base(BaseDir);
  path::remove_dots(Base, /*remove_dot_dot=*/true);
  llvm::StringRef Rel = Abs;
  if (Rel.consume_front(Base) &&
      (Base.ends_with("/") || Rel.consume_front("/")))
    return {percentEncode(Rel), true};
  return {"file://" + percentEncode(Abs), false};
}

class SarifWriter {
public:
  SarifWriter(const RunResult &R, llvm::ArrayRef<RuleDescriptor> Rules,
              llvm::StringRef BaseDir, llvm::raw_ostream &OS)
      : R(R), Rules(Rules), BaseDir(BaseDir), J(OS, /*IndentSize=*/2), Lines(R),
        Cells(R) {}

  void write();

private:
  void artifactLocation(llvm::StringRef Path);
  void physicalLocation(llvm::StringRef Path, const ir::SourceRange &Range);
  /// A notebook's diagnostic, whose place is its cell's already.
  void cellLocation(const Diagnostic &D);
  void region(llvm::StringRef Path, const ir::SourceRange &Range,
              llvm::StringRef Key = "region");
  void result(const rules::Finding &F);
  void fixes(const rules::Finding &F);
  void toolDriver();
  void invocation();

  const RunResult &R;
  llvm::ArrayRef<RuleDescriptor> Rules;
  llvm::StringRef BaseDir;
  llvm::json::OStream J;
  SourceLines Lines;
  CellPlaces Cells;
  FingerprintCounter Fingerprints;
  std::map<std::string, size_t> RuleIndex;
  std::vector<std::string> ExtraRules; ///< Ids of findings not in Rules.
};

void SarifWriter::region(llvm::StringRef Path, const ir::SourceRange &Range,
                         llvm::StringRef Key) {
  // In a notebook, the lines count from the first line of the cell that
  // the region's "cell" property names (SARIF has no cells).
  J.attributeObject(Key, [&] {
    const ir::SourceLoc &B = Range.Begin;
    uint32_t Cell = 0, EndCell = 0;
    J.attribute("startLine",
                static_cast<int64_t>(Cells.local(Path, B, Cell).Line));
    if (B.Col)
      J.attribute("startColumn", static_cast<int64_t>(utf16Column(
                                     Lines.line(Path, B.Line), B.Col)));
    const ir::SourceLoc &E = Range.End;
    if (E.isValid() && B <= E &&
        (Cells.local(Path, E, EndCell), EndCell == Cell)) {
      J.attribute("endLine",
                  static_cast<int64_t>(Cells.local(Path, E, EndCell).Line));
      if (E.Col)
        J.attribute("endColumn", static_cast<int64_t>(utf16Column(
                                     Lines.line(Path, E.Line), E.Col)));
    }
    if (Cell)
      J.attributeObject("properties", [&] {
        J.attribute("cell", static_cast<int64_t>(Cell));
      });
  });
}

void SarifWriter::artifactLocation(llvm::StringRef Path) {
  ArtifactUri U = artifactUri(Path, BaseDir);
  J.attributeObject("artifactLocation", [&] {
    J.attribute("uri", jsonText(U.Uri));
    if (U.Relative)
      J.attribute("uriBaseId", "%SRCROOT%");
  });
}

void SarifWriter::physicalLocation(llvm::StringRef Path,
                                   const ir::SourceRange &Range) {
  J.attributeObject("physicalLocation", [&] {
    artifactLocation(Path);
    if (Range.isValid())
      region(Path, Range);
  });
}

void SarifWriter::cellLocation(const Diagnostic &D) {
  J.attributeObject("physicalLocation", [&] {
    artifactLocation(D.Path);
    J.attributeObject("region", [&] {
      J.attribute("startLine", static_cast<int64_t>(D.Loc.Line));
      J.attributeObject("properties", [&] {
        J.attribute("cell", static_cast<int64_t>(D.Cell));
      });
    });
  });
}

void SarifWriter::result(const rules::Finding &F) {
  J.object([&] {
    J.attribute("ruleId", jsonText(F.RuleId));
    J.attribute("ruleIndex", static_cast<int64_t>(RuleIndex[F.RuleId]));
    J.attribute("level", F.Sev == rules::Severity::Error ? "error" : "warning");
    J.attributeObject("message", [&] {
      J.attribute("text", jsonText(Cells.message(F.Path, F.Message)));
    });
    J.attributeArray("locations", [&] {
      J.object([&] { physicalLocation(F.Path, F.Range); });
    });
    if (!F.Notes.empty())
      J.attributeArray("relatedLocations", [&] {
        int64_t Id = 0;
        for (const rules::Note &N : F.Notes)
          J.object([&] {
            J.attribute("id", Id++);
            physicalLocation(rules::notePath(F, N), N.Range);
            J.attributeObject("message", [&] {
              J.attribute("text", jsonText(Cells.message(rules::notePath(F, N),
                                                         N.Message)));
            });
          });
      });
    J.attributeObject("partialFingerprints", [&] {
      ArtifactUri U = artifactUri(F.Path, BaseDir);
      J.attribute("primaryLocationLineHash",
                  Fingerprints.next(F.RuleId, U.Uri,
                                    Lines.line(F.Path, F.Range.Begin.Line)));
    });
    fixes(F);
  });
}

void SarifWriter::fixes(const rules::Finding &F) {
  if (F.Fixes.empty())
    return;
  // One proposed fix; a suggestion says so, and why --fix leaves it.
  std::string Description =
      F.SuggestionReason.empty()
          ? "Fix (applied by --fix)"
          : "Suggestion, not applied by --fix: " + F.SuggestionReason;
  J.attributeArray("fixes", [&] {
    J.object([&] {
      J.attributeObject("description",
                        [&] { J.attribute("text", jsonText(Description)); });
      J.attributeArray("artifactChanges", [&] {
        J.object([&] {
          artifactLocation(F.Path);
          J.attributeArray("replacements", [&] {
            for (const rules::FixIt &X : F.Fixes)
              J.object([&] {
                region(F.Path, X.Range, "deletedRegion");
                J.attributeObject("insertedContent", [&] {
                  J.attribute("text", jsonText(X.Text));
                });
              });
          });
        });
      });
    });
  });
}

void SarifWriter::toolDriver() {
  J.attributeObject("driver", [&] {
    J.attribute("name", "tensorlint");
    J.attribute("version", versionString());
    J.attribute("semanticVersion", versionString());
    J.attribute("informationUri", TENSORLINT_HOMEPAGE_URL);
    J.attributeArray("rules", [&] {
      auto Describe = [&](const RuleDescriptor &D) {
        std::string Url = rules::ruleDocUrl(percentEncode(D.Id));
        std::string Full = D.Description.empty() ? D.Summary : D.Description;
        J.object([&] {
          J.attribute("id", jsonText(D.Id));
          // SARIF wants a friendly name distinct from the id, in PascalCase.
          J.attribute("name", pascalCase(D.Id));
          J.attributeObject("shortDescription",
                            [&] { J.attribute("text", jsonText(D.Summary)); });
          // Code scanning requires both.
          J.attributeObject("fullDescription",
                            [&] { J.attribute("text", jsonText(Full)); });
          J.attributeObject("help", [&] {
            J.attribute("text", jsonText(Full + " See " + Url));
            J.attribute("markdown",
                        jsonText(Full + "\n\n[Documentation](" + Url + ")"));
          });
          J.attribute("helpUri", Url);
          J.attributeObject("defaultConfiguration", [&] {
            J.attribute("level", "warning");
            // A rule off by default (rules/RuleTable.def) runs only where
            // it is asked for.
            if (!D.OnByDefault)
              J.attribute("enabled", false);
          });
        });
      };
      for (const RuleDescriptor &D : Rules)
        Describe(D);
      for (const std::string &Id : ExtraRules)
        Describe(extraRule(Id));
    });
  });
}

void SarifWriter::invocation() {
  J.attributeArray("invocations", [&] {
    J.object([&] {
      J.attribute("executionSuccessful", !R.hasInputErrors());
      J.attributeArray("toolExecutionNotifications", [&] {
        for (const Diagnostic &D : R.diagnostics())
          J.object([&] {
            J.attribute("level", D.Lvl == Diagnostic::Error     ? "error"
                                 : D.Lvl == Diagnostic::Warning ? "warning"
                                                                : "note");
            J.attributeObject(
                "message", [&] { J.attribute("text", jsonText(D.Message)); });
            if (!D.Path.empty())
              J.attributeArray("locations", [&] {
                J.object([&] {
                  if (D.Cell) { // D.Loc counts in its cell already
                    cellLocation(D);
                    return;
                  }
                  ir::SourceRange Range;
                  Range.Begin = D.Loc;
                  physicalLocation(D.Path, Range);
                });
              });
          });
      });
    });
  });
}

void SarifWriter::write() {
  for (size_t I = 0; I < Rules.size(); ++I)
    RuleIndex.emplace(Rules[I].Id, I);
  for (const rules::Finding &F : R.Findings)
    if (RuleIndex.emplace(F.RuleId, Rules.size() + ExtraRules.size()).second)
      ExtraRules.push_back(F.RuleId);

  J.object([&] {
    J.attribute("$schema", "https://json.schemastore.org/sarif-2.1.0.json");
    J.attribute("version", "2.1.0");
    J.attributeArray("runs", [&] {
      J.object([&] {
        J.attributeObject("tool", [&] { toolDriver(); });
        J.attributeObject("originalUriBaseIds", [&] {
          J.attributeObject("%SRCROOT%", [&] {
            std::string Base = BaseDir.str();
            if (!llvm::StringRef(Base).ends_with("/"))
              Base += '/';
            J.attribute("uri", jsonText("file://" + percentEncode(Base)));
          });
        });
        J.attributeArray("results", [&] {
          for (const rules::Finding &F : R.Findings)
            result(F);
        });
        invocation();
      });
    });
  });
}

} // namespace

void printSarif(const RunResult &R, llvm::ArrayRef<RuleDescriptor> Rules,
                llvm::StringRef BaseDir, llvm::raw_ostream &OS) {
  SarifWriter(R, Rules, BaseDir, OS).write();
  OS << '\n';
}

} // namespace tensorlint::driver
