//===- Gitignore.h - .gitignore pattern matching ----------------*- C++ -*-===//
//
// The patterns of one .gitignore file, with git's semantics
// (gitignore(5)): blank lines and `#` comments are skipped, trailing
// unescaped spaces are dropped, `!` negates, a trailing `/` matches only
// directories, a `/` at the start or in the middle anchors the pattern to the
// file's directory (otherwise it matches at any depth), `*` and `?` and
// `[...]` never match `/`, and `**` matches any number of directories
// (`**/x`, `x/**`, `a/**/b`). The last pattern that matches decides.
//
// Paths given to match() are relative to the directory holding the
// .gitignore, with `/` separators.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_TOOLS_DRIVER_GITIGNORE_H
#define TENSORLINT_TOOLS_DRIVER_GITIGNORE_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Allocator.h"
#include "llvm/Support/GlobPattern.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace tensorlint::driver {

class Gitignore {
public:
  enum class Match : uint8_t {
    None,     ///< No pattern matches.
    Ignored,  ///< The last matching pattern ignores the path.
    Included, ///< The last matching pattern is a negation (`!`).
  };

  /// A pattern that could not be compiled; it is skipped.
  struct BadPattern {
    unsigned Line;
    std::string Message;
  };

  Gitignore();
  ~Gitignore();
  Gitignore(Gitignore &&) noexcept;
  Gitignore &operator=(Gitignore &&) noexcept;

  /// Parses the text of a .gitignore file. Patterns that cannot be compiled
  /// are skipped and listed in badPatterns().
  static Gitignore parse(llvm::StringRef Text);

  /// What the patterns say about RelPath (a file, or a directory when
  /// IsDir). Only RelPath itself is tested, not its parent directories; a
  /// directory walk that does not enter ignored directories wants exactly
  /// this.
  Match match(llvm::StringRef RelPath, bool IsDir) const;

  /// Whether RelPath is ignored, its parent directories included: a path
  /// inside an ignored directory is ignored whatever later patterns say
  /// (git cannot re-include a file whose parent directory is excluded).
  bool isIgnored(llvm::StringRef RelPath, bool IsDir) const;

  bool empty() const { return Patterns.empty(); }
  const std::vector<BadPattern> &badPatterns() const { return Bad; }

private:
  struct Segment {
    bool DoubleStar = false; ///< "**": any number of path segments.
    std::optional<llvm::GlobPattern> Glob;
  };
  struct Pattern {
    bool Negated = false;
    bool DirOnly = false;
    std::vector<Segment> Segs;
  };

  static bool matchSegments(const Pattern &P,
                            const std::vector<llvm::StringRef> &Path);

  /// GlobPattern keeps references into its source text: the text lives here.
  std::unique_ptr<llvm::BumpPtrAllocator> Storage;
  std::vector<Pattern> Patterns;
  std::vector<BadPattern> Bad;
};

} // namespace tensorlint::driver

#endif // TENSORLINT_TOOLS_DRIVER_GITIGNORE_H
