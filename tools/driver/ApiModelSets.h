//===- ApiModelSets.h - The API models of each configuration ----*- C++ -*-===//
//
// A file is checked with the run's API models (the shipped ones and the
// --api files) plus those its .tensorlint.yaml names (`apis:`). The CLI and
// the language server ask for the models of each file; this keeps one
// database per distinct list of extra files, loaded on the first request
// and shared by every file (and, in the editor, every later analysis) that
// names the same list. The shipped files inside each are parsed once per
// process (ApiDatabase::loadShipped).
//
// A list is known by its files' paths, sizes and modification times: a
// model file edited while the language server runs is loaded again at the
// next request. The databases of earlier versions are kept until the object
// goes (a few megabytes per edit of a model file): lowerings made with them
// may still be in use, and an open document's next lowering tells models
// apart by their libraries' addresses, which a freed database's successor
// could take over.
//
// Thread-safe: requests for different lists load at the same time, and
// requests for a list being loaded wait for it.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_TOOLS_DRIVER_APIMODELSETS_H
#define TENSORLINT_TOOLS_DRIVER_APIMODELSETS_H

#include "apis/ApiModel.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/Error.h"

#include <future>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace tensorlint::driver {

class ApiModelSets {
public:
  /// RunFiles: the --api files, loaded after the shipped models and before
  /// a configuration's.
  explicit ApiModelSets(std::vector<std::string> RunFiles);
  ~ApiModelSets();
  ApiModelSets(const ApiModelSets &) = delete;
  ApiModelSets &operator=(const ApiModelSets &) = delete;

  /// The models for a configuration that names Extra (not empty): the
  /// shipped models, the run's files, then Extra, in order. A list that
  /// failed to load gives the same error until one of its files changes.
  /// The database lives as long as this object.
  llvm::Expected<const apis::ApiDatabase &>
  withFiles(llvm::ArrayRef<std::string> Extra);

private:
  struct Loaded {
    std::unique_ptr<apis::ApiDatabase> Db; ///< Null if it failed to load.
    std::string Error;
  };
  const std::vector<std::string> RunFiles;
  std::mutex Mutex;
  /// By the list of the run's and the extra files, one per line, each with
  /// its size and modification time.
  std::map<std::string, std::shared_future<std::shared_ptr<const Loaded>>>
      Lists;
};

} // namespace tensorlint::driver

#endif // TENSORLINT_TOOLS_DRIVER_APIMODELSETS_H
