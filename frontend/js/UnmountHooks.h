//===- UnmountHooks.h - Components that release when they unmount -*- C++ -*-//
//
// A component whose mount hook loads a model (Vue's `onMounted`, the top
// level of `<script setup>`) mounts again on every visit of its view; it
// leaks a model per visit only when nothing releases it as the component
// goes. A component that releases a model in an unmount hook
// (`onUnmounted(() => session.release())`, the Options API's `unmounted`:
// `unmount_hooks:` of apis/js/vue.yaml) is written to load per mount: its
// mounts are no evidence of a reload, as a React effect that returns a
// cleanup is not (Repeaters' returnsCleanup).
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_FRONTEND_JS_UNMOUNTHOOKS_H
#define TENSORLINT_FRONTEND_JS_UNMOUNTHOOKS_H

#include "frontend/js/FunctionIndex.h"

#include "apis/ApiModel.h"

namespace tensorlint::frontend::js {

/// Whether the file has an unmount hook (a function handed to a call, or an
/// object or class method, whose name matches `unmount_hooks`) that calls a
/// model's release method (ApiDatabase::releasesSomeModel: `x.release()`,
/// `this.model.dispose()`), itself or through a function of the file it
/// calls by name.
bool releasesOnUnmount(const FunctionIndex &Index, const SyntaxTree &T,
                       const apis::ApiDatabase &Apis);

/// releasesOnUnmount of one file, asked when first needed and kept.
class UnmountReleaseQuery {
public:
  UnmountReleaseQuery(const FunctionIndex &Index, const SyntaxTree &T,
                      const apis::ApiDatabase &Apis)
      : Index(Index), T(T), Apis(Apis) {}
  bool operator()() {
    if (!Asked) {
      Answer = releasesOnUnmount(Index, T, Apis);
      Asked = true;
    }
    return Answer;
  }

private:
  const FunctionIndex &Index;
  const SyntaxTree &T;
  const apis::ApiDatabase &Apis;
  // Two flags, not a std::optional<bool>: GCC 12 takes the optional's
  // payload for uninitialized once classifyFunctions inlines this.
  bool Asked = false;
  bool Answer = false;
};

} // namespace tensorlint::frontend::js

#endif
