//===- SharedMap.h - A read-only StringMap its copies share --*- C++ -*-===//
//
// What a closure sees of the functions around it (ModuleContext::Captures
// and CaptureDecls) is made once, when its parent's lowering reaches it, and
// never changed. The trace of that lowering (FunctionTrace.h) and its replay
// in a later pass keep the same map instead of copies of it: a minified
// bundle, thousands of closures in one scope of thousands of names, held a
// copy per closure per holder (over 100 MB of a 0.3 MB file).
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_FRONTEND_JS_SHAREDMAP_H
#define TENSORLINT_FRONTEND_JS_SHAREDMAP_H

#include "llvm/ADT/StringMap.h"

#include <memory>

namespace tensorlint::frontend::js {

/// A read-only StringMap; copies share it. Empty until set.
template <typename T> class SharedMap {
public:
  using Map = llvm::StringMap<T>;
  using const_iterator = typename Map::const_iterator;

  /// Replaces the shared map with M (other holders keep the old one).
  void set(Map M) { Shared = std::make_shared<const Map>(std::move(M)); }

  const Map &get() const { return Shared ? *Shared : none(); }
  const_iterator begin() const { return get().begin(); }
  const_iterator end() const { return get().end(); }
  const_iterator find(llvm::StringRef Key) const { return get().find(Key); }
  size_t count(llvm::StringRef Key) const { return get().count(Key); }
  size_t size() const { return get().size(); }
  bool empty() const { return get().empty(); }
  /// Both hold the very same map (so equal, without comparing).
  bool sameAs(const SharedMap &O) const { return &get() == &O.get(); }

private:
  static const Map &none() {
    static const Map None;
    return None;
  }
  std::shared_ptr<const Map> Shared;
};

} // namespace tensorlint::frontend::js

#endif // TENSORLINT_FRONTEND_JS_SHAREDMAP_H
