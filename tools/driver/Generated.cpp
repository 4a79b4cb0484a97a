//===- Generated.cpp - Is a source file a bundle or minified? -------------===//

#include "tools/driver/Generated.h"

#include "llvm/Support/Path.h"

namespace tensorlint::driver {

namespace {

/// Read this much of a file to judge its lines: enough for a minifier's
/// long lines, little for a large file.
constexpr size_t MinifiedWindow = 64 * 1024;
/// A line this long is not written by hand.
constexpr size_t LongLine = 2000;
/// Nor are lines this long on average.
constexpr size_t LongAverage = 300;
/// Smaller files with a bundler's runtime are hand-written loaders or small
/// libraries wrapped for every module system; a bundle holds a library.
constexpr size_t BundleBytes = 128 * 1024;

bool minified(llvm::StringRef Text) {
  llvm::StringRef Head = Text.take_front(MinifiedWindow);
  size_t Lines = 0, Longest = 0;
  for (llvm::StringRef Rest = Head; !Rest.empty();) {
    auto [Line, Next] = Rest.split('\n');
    Longest = std::max(Longest, Line.size());
    ++Lines;
    Rest = Next;
  }
  return Longest >= LongLine &&
         Head.size() / std::max<size_t>(Lines, 1) >= LongAverage;
}

llvm::StringRef bundler(llvm::StringRef Text) {
  if (Text.size() < BundleBytes)
    return {};
  static constexpr std::pair<llvm::StringLiteral, llvm::StringLiteral>
      Markers[] = {
          {"__webpack_require__", "webpack bundle"},
          {"parcelRequire", "parcel bundle"},
          {"__commonJS(", "esbuild bundle"},
          {"System.register(", "SystemJS bundle"},
          // browserify's prelude, which resolves its modules.
          {"\"function\"==typeof require&&require", "browserify bundle"},
          {"(function (global, factory)", "rollup bundle"},
          {"(function(global,factory)", "rollup bundle"}};
  for (const auto &[Marker, Reason] : Markers)
    if (Text.contains(Marker))
      return Reason;
  return {};
}

} // namespace

llvm::StringRef generatedReason(llvm::StringRef Path, llvm::StringRef Text) {
  llvm::StringRef Name = llvm::sys::path::filename(Path);
  llvm::StringRef Stem = Name.rsplit('.').first;
  if (Stem.ends_with(".min"))
    return "minified";
  if (Stem.ends_with(".bundle") || Stem.ends_with("-bundle"))
    return "bundle";
  if (minified(Text))
    return "minified";
  return bundler(Text);
}

} // namespace tensorlint::driver
