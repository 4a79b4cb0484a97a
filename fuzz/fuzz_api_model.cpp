//===- fuzz_api_model.cpp - libFuzzer: API model YAML -------------------===//
//
// Input: the text of an API model file (what --api reads). loadBuffer must
// turn every malformed file into an llvm::Error naming the file and line,
// never crash; a file it accepts must answer lookups.
//
//===----------------------------------------------------------------------===//

#include "apis/ApiModel.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <cstdint>

using namespace tensorlint::apis;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  llvm::StringRef Text(reinterpret_cast<const char *>(Data), Size);
  ApiDatabase Db;
  if (llvm::Error E = Db.loadBuffer(Text, "fuzz.yaml")) {
    std::string Message = llvm::toString(std::move(E));
    (void)Message;
    return 0;
  }
  // Accepted: exercise the lookups the frontends make.
  for (const auto &Lib : Db.libraries()) {
    for (const std::string &M : Lib->Modules)
      (void)Db.libraryForModule(M);
    for (const std::string &G : Lib->Globals)
      (void)Db.libraryForGlobal(G);
    (void)Db.lookupFunction(*Lib, "tidy");
    (void)Db.lookupFunction(*Lib, "node.decodeImage");
  }
  (void)Db.lookupMethod("Tensor", "dispose");
  (void)Db.resourceForType("Tensor2D");
  (void)Db.lookupCFunction("TF_AllocateTensor");
  (void)Db.lookupMember("OrtApi", "CreateSession");
  (void)Db.fingerprint();
  return 0;
}
