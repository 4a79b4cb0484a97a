//===- Relevance.h - Which files of a run can matter ------------*- C++ -*-===//
//
// Most files of an application never touch a tensor. Before parsing, the
// driver decides from each file's text alone which files can produce a
// finding or feed a summary to a file that can, and skips the rest with the
// same findings as a full run:
//
//  - A file that uses a library spells one of its names
//    (ApiDatabase::namesToMention: a module, a global, a type) as a word of
//    its text, comments and strings included (a superset of the code's
//    mentions). Such a file is a seed; so is one that spells "tensorlint" or
//    a rule's name (a suppression comment, whose "unused" report needs the
//    analysis).
//  - A file that imports a relevant file can get tensors from its
//    summaries. In JS, project files are imported only by quoted relative
//    paths (Frontend::importsByRelativePath): a file whose './x' or '../a/x'
//    resolves, as the JS frontend resolves it, to a relevant file (or to its
//    directory, for an index file) is relevant; so is a page whose `src`
//    attribute names one without a dot (`<script src="index.js">`: a
//    bundler's entry, whose page tells the summaries it is the entry). In Python, any word may name
//    a module: a file that spells a relevant file's stem (its name up to the
//    first dot; for __init__, its package's name) is relevant, and one that
//    imports its own package (`from . import x`) when an __init__ is.
//    Transitively, in both.
//  - A file that a relevant file imports feeds it summaries. Its importers'
//    Module::Imports name it once they are lowered: the driver adds those
//    files after lowering, transitively (not decided here).
//
// Files of a language whose libraries can be used without spelling their
// names (Frontend::mentionLanguage: C/C++ headers) are always relevant, as
// are files whose text could not be read (their error is reported).
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_TOOLS_DRIVER_RELEVANCE_H
#define TENSORLINT_TOOLS_DRIVER_RELEVANCE_H

#include "apis/ApiModel.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/ThreadPool.h"

#include <optional>
#include <vector>

namespace tensorlint::driver {

/// One file of the run, as the relevance test sees it.
struct RelevanceInput {
  llvm::StringRef Path;
  /// The file's text; nullopt when it must be parsed whatever it says (it
  /// was not read, or its language is never skipped).
  std::optional<llvm::StringRef> Text;
  /// The API model language its names are looked up in ("js").
  llvm::StringRef Language;
  /// Only the words of relative paths in quotes can name an imported file
  /// (Frontend::importsByRelativePath); otherwise any word can.
  bool ImportsByRelativePath = false;
  const apis::ApiDatabase *Apis = nullptr;
};

/// Whether each file can matter, decided before parsing: the seeds and the
/// files that may import them, transitively (see the file comment). The
/// texts are scanned on Pool.
std::vector<bool> relevantBeforeParsing(llvm::ArrayRef<RelevanceInput> Files,
                                        llvm::ThreadPoolInterface &Pool);

/// The word every Python import of Path spells (see the file comment).
std::string importStem(llvm::StringRef Path);

} // namespace tensorlint::driver

#endif // TENSORLINT_TOOLS_DRIVER_RELEVANCE_H
