//===- Reclaim.h - Freeing an edit's leftovers after the reply --*- C++ -*-===//
//
// After a keystroke the editor's document drops most of what its last
// analysis built: the old syntax tree, the old lowering's record, index and
// summaries. Freeing them is a walk over every function's memory, which the
// user would wait for before seeing diagnostics. The language server
// installs a Reclaimer while it analyses; what the frontends and the rules
// retire meanwhile is kept until the server has replied, and is then freed
// on a helper thread. Without a Reclaimer (the CLI, the clang-tidy module),
// retire() frees at once, where the object would have been freed anyway.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_FRONTEND_RECLAIM_H
#define TENSORLINT_FRONTEND_RECLAIM_H

#include <memory>
#include <type_traits>
#include <utility>
#include <vector>

namespace tensorlint::frontend {

class Reclaimer {
public:
  /// Installs this Reclaimer for the calling thread until it is destroyed
  /// (Reclaimers nest).
  Reclaimer();
  ~Reclaimer();
  Reclaimer(const Reclaimer &) = delete;
  Reclaimer &operator=(const Reclaimer &) = delete;

  /// What was retired while this Reclaimer was installed; the caller
  /// chooses where the last reference goes.
  std::vector<std::shared_ptr<void>> take() { return std::move(Retired); }

private:
  friend void retireObject(std::shared_ptr<void> Obj);
  std::vector<std::shared_ptr<void>> Retired;
  Reclaimer *Outer;
};

/// Hands Obj to the calling thread's Reclaimer, or drops it when there is
/// none.
void retireObject(std::shared_ptr<void> Obj);

/// Retires X (moved from): its memory is freed later when a Reclaimer is
/// installed, now otherwise.
template <class T> void retire(T &&X) {
  using V = std::remove_cvref_t<T>;
  retireObject(std::make_shared<V>(std::forward<T>(X)));
}

} // namespace tensorlint::frontend

#endif // TENSORLINT_FRONTEND_RECLAIM_H
