//===- fuzz_config.cpp - libFuzzer: .tensorlint.yaml
//-----------------------===//
//
// Input: the text of a .tensorlint.yaml. ConfigFile::parse (what the driver
// and the language server run on every config they find) must turn every
// malformed file into a ConfigError with a position, never crash; a config it
// accepts is then resolved for a few files below and outside its directory
// (ignore and override globs matched against each, including a long file
// name, where a backtracking glob matcher would show up as a timeout), and
// the resulting checks are compiled into a RuleFilter as the driver does.
//
//===----------------------------------------------------------------------===//

#include "tools/driver/Config.h"

#include "rules/Rules.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <string>

using namespace tensorlint;

namespace {

void use(const driver::FileConfig &Cfg) {
  rules::RuleFilter Filter(Cfg.Checks);
  for (const rules::RuleInfo &R : rules::allRules())
    (void)Filter.isEnabled(R.Id);
  (void)Cfg.signature();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  llvm::StringRef Text(reinterpret_cast<const char *>(Data), Size);
  llvm::Expected<driver::ConfigFile> C =
      driver::ConfigFile::parse(Text, "/fuzz/proj/.tensorlint.yaml");
  if (!C) {
    // Exercises ConfigError::log, as the driver prints it.
    std::string Message = llvm::toString(C.takeError());
    (void)Message;
    return 0;
  }
  static const std::string Files[] = {
      "/fuzz/proj/src/leak.js",
      "/fuzz/proj/test/unit/model.test.ts",
      "/fuzz/proj/dist/vendor/bundle.min.js",
      "/fuzz/proj/src/components/" + std::string(64, 'a') + ".model.spec.tsx",
      "/fuzz/proj",
      "/elsewhere/x.js",
  };
  for (const std::string &F : Files) {
    use(C->resolve(F, ""));
    use(C->resolve(F, "-*,tensor-undisposed"));
  }
  // A config at the root of the file system: every path is below it.
  C->Dir = "/";
  use(C->resolve("/fuzz/proj/src/leak.js", ""));
  return 0;
}
